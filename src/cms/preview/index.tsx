/**
 * The editor's own bundle (public/admin/cms-preview.js, built from src/ by src/cms/adminBundle.ts):
 * previews of every collection in the site's look, and the rich-text widget for formatted text.
 */
import React from "react";
import { CONTENT_KINDS } from "../../content/kinds";
import { parseRichText } from "../../content/richText";
import { collectionName, RICH_TEXT_WIDGET } from "../decapConfig";
import { hosted } from "./bridge";
import type { ControlProps, PreviewProps, Validity } from "./decap";
import { EntryPreview, richTree } from "./previews";
import { RichTextEditor } from "./RichTextEditor";
import { siteData } from "./siteData";
import { RichText } from "../../components/RichText/RichText";
import { createRoot, type Root } from "react-dom/client";

/** The bundle's stylesheet, written beside it: the site's global CSS and every CSS Module it uses. */
export const PREVIEW_STYLESHEET = "/admin/cms-preview.css";

const assetUrl = (getAsset: PreviewProps["getAsset"]) => (path: string) => String(getAsset(path) ?? "");

/** Formatted text the build would refuse, in the content check's words; true when there is none. */
export function richTextValidity(value: string | undefined): Validity {
  const { problems } = parseRichText(value ?? "");
  return problems.length === 0 ? true : { error: { type: "richText", message: problems.join("; ") } };
}

class RichTextControl extends React.Component<ControlProps> {
  private readonly element = React.createRef<HTMLDivElement>();
  private root?: Root;

  isValid = (): Validity => richTextValidity(this.props.value);

  componentDidMount() {
    if (!this.element.current) return;
    this.root = createRoot(this.element.current);
    // The editor keeps its own document after the first render; Decap's value follows it.
    const { forID, value, onChange, setActiveStyle, setInactiveStyle, field } = this.props;
    this.root.render(
      <RichTextEditor
        id={forID}
        label={field.get("label") ?? ""}
        value={value ?? ""}
        pages={siteData().pages}
        onChange={(html) => (this.props.onChange ?? onChange)(html)}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />,
    );
  }

  componentWillUnmount() {
    const root = this.root;
    setTimeout(() => root?.unmount());
  }

  render() {
    return <div ref={this.element} className={this.props.classNameWrapper} />;
  }
}

const cms = window.CMS;
if (cms) {
  cms.registerPreviewStyle(PREVIEW_STYLESHEET);
  cms.registerWidget(
    RICH_TEXT_WIDGET,
    RichTextControl,
    hosted<{ value?: string }>(({ value }) => <RichText tree={richTree(value, "en")} />),
  );
  for (const kind of CONTENT_KINDS) {
    const name = collectionName(kind);
    cms.registerPreviewTemplate(
      name,
      hosted<PreviewProps>(({ entry, getAsset }) => (
        <EntryPreview
          collection={name}
          data={(entry.get("data")?.toJS() ?? {}) as Record<string, unknown>}
          asset={assetUrl(getAsset)}
        />
      )),
    );
  }
}
