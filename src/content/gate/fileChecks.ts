/**
 * What a kind's checks beyond its schema are given: the file, and what they need of the rest of the
 * site, so the checks read no files. A translation's facts equal the English file's (the loader
 * compares them), so the checks of facts run on the English file only.
 */
/** A place in a file: field names and list indexes (`["sections", 2, "heading"]`). */
export type Place = (string | number)[];

/** A content file as far as it passed its schema: the refused fields left out, so the checks run on the rest in one round. */
export type Loose<T> = T extends readonly (infer E)[]
  ? (Loose<E> | undefined)[]
  : T extends object
    ? { [K in keyof T]?: Loose<T[K]> }
    : T;

/** One file under check, and the checks that need the rest of the site. */
export interface FileCheck<T> {
  file: string;
  data: Loose<T>;
  /** False for a translation, whose facts are compared with the English file's instead. */
  english: boolean;
  /** True for a place its schema refused (already reported); with `orInside`, also for a refusal inside it. */
  refused(at: Place, orInside?: boolean): boolean;
  /** Reports `<file>: <message>`, or with `at`, `<file>: <the place> <message>`. */
  problem(message: string, at?: Place): void;
  /** A link written in the file must open a page or a redirect of the site. */
  link(href: string | undefined, at: Place): void;
  /** Formatted text must parse, and its links open pages. */
  richText(html: string | undefined, at: Place): void;
  /** A picture under content/images/, or a video under static/media/. */
  media(name: string | undefined, at: Place): void;
  staticMedia(name: string | undefined, at: Place): void;
  /** A path that must be a page of the site itself (not an old address that redirects). */
  page(path: string, at: Place): void;
}
