/** The part of Decap CMS's global `CMS` object and its props that the editor's bundle uses. */
import type React from "react";
import type { ListControlClass } from "./movableList";

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

/** Decap's own React createElement (its React is another copy, and another major version). */
export type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => DecapElement;

/** A React element of Decap's React, as far as a list item's is rebuilt (movableList.ts). */
export interface DecapElement {
  type: unknown;
  key: string | null;
  props: { children?: unknown; dragHandle?: unknown };
}

/** Decap's `createClass` (create-react-class): a component of Decap's React from its methods. */
export type CreateClass = <This>(spec: Record<string, unknown> & ThisType<This>) => unknown;

interface DecapCms {
  init(): void;
  /** `preSave`: what `handler` returns is the data saved. */
  registerEventListener(listener: { name: "preSave"; handler(event: { entry: { get(key: "data"): unknown } }): unknown }): void;
  registerPreviewStyle(href: string): void;
  registerPreviewTemplate(collection: string, component: React.ComponentType<PreviewProps>): void;
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void;
  getWidget(name: "list"): { control: ListControlClass; preview: unknown; schema: unknown };
}

declare global {
  interface Window {
    CMS?: DecapCms;
    h?: CreateElement;
    createClass?: CreateClass;
  }
}
