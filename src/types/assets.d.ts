declare module "*.module.css" {
  const classes: { readonly [className: string]: string };
  export = classes;
}
declare module "*.css";
declare module "*.svg" {
  const url: string;
  export default url;
}
/**
 * An inline script: `import text from "./name.inline?inline"` gives the minified text of the
 * script made from name.inline.ts, whose default export runs on the <script> element it stands in
 * (plugins/gatsby-plugin-site-postbuild/inlineScript.ts builds it).
 */
declare module "*?inline" {
  const text: string;
  export default text;
}
