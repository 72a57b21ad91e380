/**
 * Names the Decap configuration (written at build time) and the editor's bundle (run in the
 * browser) must agree on. Also imported by the Node side; no Node import here.
 */
import type { ContentKind } from "../../content/kinds";

/**
 * Formatted text is edited in the site's own rich-text widget (RichTextEditor.tsx), registered
 * under this name; it stores the allow-listed HTML of src/content/gate/richText.ts.
 */
export const RICH_TEXT_WIDGET = "richtext";

/** A collection's name: the folder of a page kind (`services`, `es-services`) or the kind's name. */
export function collectionName(kind: ContentKind): string {
  return "folder" in kind.layout ? kind.layout.folder.replace(/\//g, "-") : kind.name;
}

/**
 * Where the editor's previews find content/images/ (which the site itself only serves processed):
 * the build copies the folder there, and `npm run cms` serves it there as it is. Decap's own asset
 * lookup cannot be used for it: it reads the media folder flat, and the pictures sit in subfolders.
 */
export const EDITOR_IMAGES = "/admin/images/";
