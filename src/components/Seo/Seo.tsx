import React from "react";
import { useSiteSettings } from "../../hooks/useSiteSettings";
import { dentist, type JsonLd } from "../../lib/structuredData";

export interface SeoProps {
  /** The page's own title; the practice's name is added after it. */
  title?: string;
  description: string;
  /** The page's path, e.g. /services/veneers. */
  path: string;
  /** More JSON-LD for this page (the practice's Dentist data is always included). */
  jsonLd?: readonly JsonLd[];
  noindex?: boolean;
  children?: React.ReactNode;
}

/** Everything in a page's <head>; used only from Gatsby's Head export. */
export function Seo({ title, description, path, jsonLd = [], noindex, children }: SeoProps) {
  const settings = useSiteSettings();
  const fullTitle = title ? `${title} | ${settings.name}` : settings.name;
  const url = `${settings.siteUrl}${path === "/" ? "/" : path}`;
  const image = `${settings.siteUrl}/og-image.jpg`;
  const graph = [dentist(settings), ...jsonLd];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta name="theme-color" content={settings.themeColor} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={settings.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={`${settings.name} logo`} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <link rel="icon" href="/logo.svg" type="image/svg+xml" />
      {graph.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON, with "<" escaped so no value can close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
        />
      ))}
      {children}
    </>
  );
}
