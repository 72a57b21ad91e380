/**
 * The editor's own bundle (admin/cms-preview.js, written by plugins/gatsby-plugin-admin/adminFolder.ts):
 * the previews, the rich-text and translation widgets, the movable list and the accessibility fixes.
 */
import React from "react";
import { createRoot, type Root } from "react-dom/client";
import { CONTENT_KINDS } from "../../content/kinds";
import { collectionName, EDITOR_IMAGES, RICH_TEXT_WIDGET } from "./decapNames";
import { collectionKind, EntryPreview, richTree } from "./previews";
import { RichTextEditor, richTextValidity } from "./RichTextEditor";
import { TranslationLinks, type TranslationProps } from "./translationWidget";
import { movableList, type CreateElement, type ListControlClass } from "./movableList";
import { siteData } from "./siteData";
import { RichText } from "../../components/RichText/RichText";
import { FrameTitle, improveEditor } from "./editorA11y";

/** The language of a collection's entries (by default the one Decap's address names). */
const collectionLang = (name = /#\/collections\/([^/]+)/.exec(window.location.hash)?.[1] ?? "") => collectionKind(name).lang;

/** What this bundle uses of Decap's props and its global `CMS`; entries are Immutable.js maps. */
interface PreviewProps {
  entry: { get(key: "data"): { toJS(): unknown } | undefined };
  getAsset(path: string): { toString(): string } | string | undefined;
}

interface ControlProps {
  value?: string;
  onChange(value: string): void;
  forID: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  field: { get(key: "label"): string | undefined };
  collection?: { get(key: "name"): string };
}

declare global {
  interface Window {
    CMS?: {
      init(): void;
      /** `preSave`: what `handler` returns is the data saved. */
      registerEventListener(listener: {
        name: "preSave";
        // `raw`: the file's text as it was read (empty for a new entry).
        handler(event: { entry: { get(key: "data" | "raw"): unknown } }): unknown;
      }): void;
      registerPreviewStyle(href: string): void;
      registerPreviewTemplate(collection: string, component: React.ComponentType<PreviewProps>): void;
      registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void;
      getWidget(name: "list"): { control: ListControlClass; preview: unknown; schema: unknown };
    };
    h?: CreateElement;
  }
}

/**
 * Decap renders previews and widgets with the React inside its own bundle (another copy, and React 19
 * where the site has 18), whose hooks and elements this bundle's cannot share. So Decap gets a class
 * component (which needs no hooks) that draws one element with Decap's own createElement, into which
 * this bundle's React renders `draw(props, initial)` (`initial`: the props it was first drawn with),
 * again on every update. A widget's element takes Decap's field style.
 */
function hosted<P extends object>(draw: (props: P, initial: P) => React.ReactNode) {
  return class Hosted extends React.Component<P & { classNameWrapper?: string }> {
    private root?: Root;
    private readonly initial = this.props;

    private readonly attach = (element: HTMLDivElement | null) => {
      if (element && !this.root) {
        this.root = createRoot(element);
        this.root.render(draw(this.props, this.initial));
      }
    };

    componentDidUpdate() {
      this.root?.render(draw(this.props, this.initial));
    }

    componentWillUnmount() {
      const root = this.root;
      this.root = undefined;
      // Unmounting while Decap's React is rendering is refused; after it, it is not.
      setTimeout(() => root?.unmount());
    }

    render() {
      return window.h?.("div", { ref: this.attach, className: this.props.classNameWrapper }) as React.ReactNode;
    }
  };
}

class RichTextControl extends hosted<ControlProps>(
  // The editor keeps its own document after the first render; Decap's value follows it.
  ({ forID, onChange, setActiveStyle, setInactiveStyle, field, collection }, initial) => (
    <RichTextEditor
      id={forID}
      label={field.get("label") ?? ""}
      value={initial.value ?? ""}
      pages={siteData().pages[collectionLang(collection?.get("name"))]}
      onChange={onChange}
      onFocus={setActiveStyle}
      onBlur={setInactiveStyle}
    />
  ),
) {
  isValid = () => richTextValidity(this.props.value);
}

class TranslationControl extends hosted<TranslationProps>((props) => <TranslationLinks {...props} />) {
  // Decap redraws a widget when its own value changes, unless the widget asks: this one follows the
  // rest of the entry too (its text, and another entry shown in the same form).
  shouldComponentUpdate = () => true;
}

interface Immutable {
  size: number;
  map(change: (item: unknown, key: unknown) => unknown): Immutable;
  filter(keep: (item: unknown, key: unknown) => boolean): Immutable;
  sortBy(order: (item: unknown, key: unknown) => number): Immutable;
}
const isImmutable = (value: unknown, kind: "MAP" | "LIST"): value is Immutable =>
  Boolean(value && (value as Record<string, unknown>)[`@@__IMMUTABLE_${kind}__@@`]);

/**
 * An entry's data as it is saved. A field the maintainer emptied is left out (the schema has no empty strings, no
 * empty objects and no empty optional lists), so an optional field stays optional. Each object keeps its fields in the
 * order its `file` has them (a new field last): Decap's entry forgets the order of more than eight fields, and a save
 * that shuffles the file shows every line as changed.
 */
function asSaved(value: unknown, file: unknown, optionalLists: ReadonlySet<string>): unknown {
  const saved = (file ?? {}) as Record<string, unknown>;
  if (isImmutable(value, "LIST")) return value.map((item, index) => asSaved(item, saved[Number(index)], optionalLists));
  if (!isImmutable(value, "MAP")) return value;
  const fields = Object.keys(saved);
  const place = (key: unknown) => (fields.includes(String(key)) ? fields.indexOf(String(key)) : fields.length);
  return value
    .map((item, key) => asSaved(item, saved[String(key)], optionalLists))
    .filter(
      (item, key) =>
        item !== "" &&
        item !== null &&
        item !== undefined &&
        !(isImmutable(item, "MAP") && item.size === 0) &&
        !(optionalLists.has(String(key)) && isImmutable(item, "LIST") && item.size === 0),
    )
    .sortBy((_, key) => place(key));
}

/** An entry's address, `#/collections/<collection>/entries/<slug>`. */
const entryIn = (hash: string) => /^#\/collections\/[^/]+\/entries\/[^/?]+/.exec(hash)?.[0];

const fileOf = (raw: unknown): unknown => {
  try {
    return JSON.parse(String(raw));
  } catch {
    return undefined;
  }
};

const { CMS: cms, h } = window;
if (cms && h) {
  improveEditor();
  // Decap keeps the form it shows when the address alone names another entry (pasted, or a bookmark), and would save
  // that form into the other entry's file: going straight from one entry to another loads the editor anew.
  let entry = entryIn(location.hash);
  addEventListener("hashchange", () => {
    const next = entryIn(location.hash);
    if (entry && next && next !== entry) location.reload();
    entry = next;
  });
  // The bundle's stylesheet, written beside it: the site's global CSS and every CSS Module it uses.
  cms.registerPreviewStyle("/admin/cms-preview.css");
  const optionalLists = new Set(siteData().optionalLists);
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => asSaved(entry.get("data"), fileOf(entry.get("raw")), optionalLists),
  });
  cms.registerWidget(
    RICH_TEXT_WIDGET,
    RichTextControl,
    hosted<{ value?: string }>(({ value }) => <RichText tree={richTree(value, "en")} />),
  );
  for (const kind of CONTENT_KINDS) {
    const name = collectionName(kind);
    cms.registerPreviewTemplate(
      name,
      hosted<PreviewProps>(({ entry, getAsset }) => {
        const data = (entry.get("data")?.toJS() ?? {}) as Record<string, unknown>;
        return (
          <>
            <FrameTitle title={`Preview: ${typeof data.mainTitleText === "string" ? data.mainTitleText : kind.label}`} />
            <EntryPreview
              collection={name}
              data={data}
              asset={(path) =>
                // A picture at the media folder's top may be one just uploaded, which only Decap has yet.
                !path ? undefined : path.includes("/") ? `${EDITOR_IMAGES}${path}` : String(getAsset(path) ?? "") || undefined
              }
            />
          </>
        );
      }),
    );
  }
  cms.registerWidget("translation", TranslationControl, () => null);
  // Decap's own list, drawn by its own React.
  const list = cms.getWidget("list");
  cms.registerWidget("list", movableList(list.control, h), list.preview, list.schema);
  // Decap waits for this (see MANUAL_INIT_SCRIPT in plugins/gatsby-plugin-admin/adminFolder.ts): everything is registered now.
  cms.init();
}
