/** Prerendering (Speculation Rules), in Chromium since 108; not yet in TypeScript's DOM types. */
interface Document {
  /** True while the browser renders the page ahead of the visitor opening it. */
  readonly prerendering?: boolean;
}
