declare module "*.module.css" {
  const classes: { readonly [className: string]: string };
  export = classes;
}
declare module "*.css";
/** The minified text of the inline script made from name.inline.ts (inlineScript.ts). */
declare module "*?inline" {
  const text: string;
  export default text;
}
