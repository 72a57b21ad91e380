import React from "react";
import type { GatsbySSR } from "gatsby";
import { SPECULATION_RULES_TEXT } from "./src/lib/speculationRules";
import "./src/styles/global.css";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-US" });
  setHeadComponents([
    <script key="speculation-rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES_TEXT }} />,
  ]);
};
