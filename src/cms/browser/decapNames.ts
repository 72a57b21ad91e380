/** Names the Decap configuration (written in Node) and the editor's bundle (run in the browser) agree on. */
import type { ContentKind } from "../../content/kinds";
import { translationOf } from "../../content/gate/translationPath";
import { DEFAULT_LANG, type Lang } from "../../i18n/languages";

export const RICH_TEXT_WIDGET = "richtext";

/** A collection's name: the folder of a page kind (`services`, `es-services`) or the kind's name. */
export function collectionName(kind: ContentKind): string {
  return "folder" in kind.layout ? kind.layout.folder.replace(/\//g, "-") : kind.name;
}

/** A kind's folder or file in English and its language: `es/services` → `services/`, Spanish. */
export function kindInEnglish(kind: ContentKind): { english: string; lang: Lang } {
  const file = "folder" in kind.layout ? `${kind.layout.folder}/` : kind.layout.file;
  const translation = translationOf(file);
  return { english: translation?.english ?? file, lang: translation?.lang ?? DEFAULT_LANG };
}

/**
 * Where the previews find content/images/ (which the site serves only processed): Decap's own asset
 * lookup reads the media folder flat, and the pictures sit in subfolders.
 */
export const EDITOR_IMAGES = "/admin/images/";
