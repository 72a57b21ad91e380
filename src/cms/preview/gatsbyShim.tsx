/**
 * What the site's components use from `gatsby`, for the editor's preview bundle (which has no
 * Gatsby runtime): links are plain links, and the one static query a previewed component makes
 * (the practice's settings) is answered from the content the editor was written with.
 */
import React from "react";
import { siteData } from "./siteData";

export function Link({ to, children, ...rest }: { to: string; children?: React.ReactNode } & Record<string, unknown>) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export const graphql = (): undefined => undefined;

export function useStaticQuery(): unknown {
  return { site: { siteMetadata: { siteUrl: "" } }, settingsJson: siteData().settings };
}
