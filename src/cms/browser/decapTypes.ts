/** The part of Decap CMS's global `CMS` object and its props that the editor's bundle uses. */
import type React from "react";

/** Decap's entries are Immutable.js maps; only `toJS` is needed here. */
interface ImmutableLike {
  toJS(): unknown;
}

export interface PreviewProps {
  entry: { get(key: "data"): ImmutableLike | undefined; get(key: string): unknown };
  collection: { get(key: "name"): string };
  getAsset(path: string): { toString(): string } | string | undefined;
}

export interface ControlProps {
  value?: string;
  onChange(value: string): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  field: { get(key: "label"): string | undefined };
  /** The entry's collection ("services", "es-services", …). */
  collection?: { get(key: "name"): string };
}

export type Validity = true | { error: { type: string; message: string } };

interface DecapCms {
  init(): void;
  /** `preSave`: what `handler` returns is the data saved. */
  registerEventListener(listener: { name: "preSave"; handler(event: { entry: { get(key: "data"): unknown } }): unknown }): void;
  registerPreviewStyle(href: string): void;
  registerPreviewTemplate(collection: string, component: React.ComponentType<PreviewProps>): void;
  registerWidget(
    name: string,
    control: React.ComponentType<ControlProps>,
    preview?: React.ComponentType<{ value?: string }>,
  ): void;
}

declare global {
  interface Window {
    CMS?: DecapCms;
    /** Decap's own React createElement (its React is another copy, and another major version). */
    h?: (type: string, props: Record<string, unknown>) => unknown;
  }
}
