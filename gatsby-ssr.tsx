import React from "react";
import type { GatsbySSR } from "gatsby";
import { SPECULATION_RULES_TEXT } from "./src/lib/speculationRules";
import { LOCALE, languageOf } from "./src/i18n/languages";
import "./src/styles/global.css";

/** `<html lang>` from the page's path (es-US under /es, en-US everywhere else), and the speculation rules. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, pathname }) => {
  setHtmlAttributes({ lang: LOCALE[languageOf(pathname)] });
  setHeadComponents([
    <script key="speculation-rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES_TEXT }} />,
  ]);
};

/**
 * gatsby-plugin-image stays for the build (the gatsbyImageData query's types); the site renders its
 * own <picture> (ResponsiveImage), so the style, <noscript> style and module script the plugin puts
 * in every page's head serve nothing and are dropped.
 */
const IMAGE_PLUGIN_HEAD_KEYS = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"]);

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter(
      (component) => !(React.isValidElement(component) && IMAGE_PLUGIN_HEAD_KEYS.has(String(component.key))),
    ),
  );
};
