import React from "react";
import { useNotices } from "../../hooks/useNotices";
import { useSiteSettings } from "../../hooks/useSiteSettings";
import { breadcrumbs, dentist, webPage, type JsonLd, type Review } from "../../lib/structuredData";
import { LANGUAGES, LOCALE, alternates, languageOf, type Lang } from "../../i18n/languages";
import { STRINGS } from "../../i18n/dictionary";
import { scriptSafeJson } from "../../islands/Island";
import { FOOTER_ID } from "../Footer/Footer";

export interface SeoProps {
  title?: string;
  description: string;
  path: string;
  jsonLd?: readonly JsonLd[];
  review?: Review;
  /** A service page's last change (YYYY-MM-DD): its page is then the MedicalWebPage of its procedure. */
  updated?: string;
  /** The section the page's breadcrumb trail passes through. */
  section?: "/services" | "/about";
  noindex?: boolean;
  children?: React.ReactNode;
}

/** Open Graph writes a locale with an underscore (en_US). */
const ogLocale = (lang: Lang) => LOCALE[lang].replace("-", "_");

/** Everything in a page's <head>, from Gatsby's Head export. */
export function Seo({ title, description, path, jsonLd = [], review, updated, section, noindex, children }: SeoProps) {
  const settings = useSiteSettings();
  const changedHours = useNotices().notices.flatMap((notice) => notice.changedHours ?? []);
  const lang = languageOf(path);
  const fullTitle = title ? `${title} | ${settings.name}` : settings.name;
  const urlOf = (pagePath: string) => `${settings.siteUrl}${pagePath}`;
  const url = urlOf(path);
  const image = `${settings.siteUrl}/og-image.jpg`;
  const name = updated ? (title ?? fullTitle) : fullTitle;
  const graph = [
    dentist({ ...settings, changedHours }),
    webPage(settings.siteUrl, { url, name, description, inLanguage: LOCALE[lang], review, updated }),
    ...jsonLd,
    ...(section && title ? [breadcrumbs(settings.siteUrl, lang, section, { name: title, path })] : []),
  ];
  return (
    <>
      <title>{fullTitle}</title>
      {/* The first paint waits for the footer: a slow phone lays the page out once, not after each part parsed. */}
      <link rel="expect" href={`#${FOOTER_ID}`} {...{ blocking: "render" }} />
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex
        ? null
        : alternates(path).map((alternate) => (
            <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={urlOf(alternate.path)} />
          ))}
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
      <meta property="og:image:alt" content={STRINGS[lang].logoAlt(settings.name)} />
      <meta property="og:locale" content={ogLocale(lang)} />
      {LANGUAGES.filter((other) => other !== lang).map((other) => (
        <meta key={other} property="og:locale:alternate" content={ogLocale(other)} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {graph.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />
      ))}
      {children}
    </>
  );
}
