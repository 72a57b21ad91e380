/**
 * The editor's own bundle (public/admin/cms-preview.js, built by writeAdmin in plugins/gatsby-plugin-admin/adminFolder.ts):
 * previews of every collection in the site's look, the rich-text widget for formatted text, and
 * the link between a page and its translation (translationWidget.ts), and list items moved by keyboard (movableList.ts).
 */
import React from "react";
import { CONTENT_KINDS } from "../../content/kinds";
import { collectionName, EDITOR_IMAGES, RICH_TEXT_WIDGET } from "./decapNames";
import { Hosted, hosted } from "./reactBridge";
import type { ControlProps, PreviewProps, Validity } from "./decapTypes";
import { collectionKind, EntryPreview, richTree } from "./previews";
import { RichTextEditor, richTextValidity } from "./RichTextEditor";
import { translationControl } from "./translationWidget";
import { movableList } from "./movableList";
import { siteData } from "./siteData";
import { RichText } from "../../components/RichText/RichText";
import { FrameTitle, improveEditor } from "./editorA11y";

/** The language of a collection's entries; Decap's address names the collection too. */
const collectionLang = (name = /#\/collections\/([^/]+)/.exec(window.location.hash)?.[1] ?? "") => collectionKind(name).lang;

class RichTextControl extends Hosted<ControlProps> {
  isValid = (): Validity => richTextValidity(this.props.value);

  // The editor keeps its own document after the first render; Decap's value follows it.
  private readonly initial = this.props.value ?? "";

  protected draw() {
    const { forID, onChange, setActiveStyle, setInactiveStyle, field, collection } = this.props;
    return (
      <RichTextEditor
        id={forID}
        label={field.get("label") ?? ""}
        value={this.initial}
        pages={siteData().pages[collectionLang(collection?.get("name"))]}
        onChange={onChange}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
    );
  }

  protected hostClassName() {
    return this.props.classNameWrapper;
  }
}

/** Decap's Immutable.js maps and lists, as far as a save reads them. */
interface Immutable {
  size: number;
  map(change: (item: unknown) => unknown): Immutable;
  filter(keep: (item: unknown, key: unknown) => boolean): Immutable;
}
const isImmutable = (value: unknown, kind: "MAP" | "LIST"): value is Immutable =>
  Boolean(value && (value as Record<string, unknown>)[`@@__IMMUTABLE_${kind}__@@`]);

/**
 * An entry's data as it is saved: a field the maintainer emptied is left out (the schema has no empty
 * strings, no empty objects and no empty optional lists), so an optional field stays optional.
 */
function withoutEmpty(value: unknown, optionalLists: ReadonlySet<string>): unknown {
  if (isImmutable(value, "LIST")) return value.map((item) => withoutEmpty(item, optionalLists));
  if (!isImmutable(value, "MAP")) return value;
  return value
    .map((item) => withoutEmpty(item, optionalLists))
    .filter(
      (item, key) =>
        item !== "" &&
        item !== null &&
        item !== undefined &&
        !(isImmutable(item, "MAP") && item.size === 0) &&
        !(optionalLists.has(String(key)) && isImmutable(item, "LIST") && item.size === 0),
    );
}

const { CMS: cms, h, createClass } = window;
if (cms && h && createClass) {
  improveEditor();
  // The bundle's stylesheet, written beside it: the site's global CSS and every CSS Module it uses.
  cms.registerPreviewStyle("/admin/cms-preview.css");
  const optionalLists = new Set(siteData().optionalLists);
  cms.registerEventListener({ name: "preSave", handler: ({ entry }) => withoutEmpty(entry.get("data"), optionalLists) });
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
  // Written against Decap's own React (its globals), as they need no site component.
  cms.registerWidget("translation", translationControl(createClass, h), () => null);
  const list = cms.getWidget("list");
  cms.registerWidget("list", movableList(list.control, h), list.preview, list.schema);
  // Decap waits for this (see MANUAL_INIT_SCRIPT in plugins/gatsby-plugin-admin/adminFolder.ts): everything is registered now.
  cms.init();
}
