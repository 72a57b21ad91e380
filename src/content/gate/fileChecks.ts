/**
 * What the checks of one content file beyond its schema are given. Each kind's check sits in its
 * module (src/content/kinds/) and runs on every language's file. A translation's facts (pictures,
 * shared blocks, the sidebar's pages) equal the English file's, which the loader compares, so the
 * checks of facts run on the English file only. What a check needs of the rest of the site (which
 * pages exist, which pictures) comes through the FileCheck it is given, so the checks read no files
 * and run in the browser.
 */
/** A place in a file: field names and list indexes (`["sections", 2, "heading"]`). */
export type Place = (string | number)[];

/**
 * A content file as far as it passed its schema: the fields the schema refused are left out, so the
 * checks that follow (links, pictures, translations) still run on the rest of the file in the same
 * round, without reporting a refused field a second time or tripping on it.
 */
export type Loose<T> = T extends readonly (infer E)[]
  ? (Loose<E> | undefined)[]
  : T extends object
    ? { [K in keyof T]?: Loose<T[K]> }
    : T;

/** One file under check, and the checks that need the rest of the site. */
export interface FileCheck<T> {
  /** `content/services/veneers.json`. */
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
  /** A file under content/images/. */
  image(name: string | undefined, at: Place): void;
  /** A file under static/media/. */
  staticMedia(name: string | undefined, at: Place): void;
  /** A path that must be a page of the site itself (not an old address that redirects). */
  page(path: string, at: Place): void;
}

/** Every content check takes the file under check; the loader calls it with the kind's own type. */
export type KindCheck = (check: FileCheck<never>) => void;
