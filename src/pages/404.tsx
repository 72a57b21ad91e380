import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import { Layout } from "../components/Layout/Layout";
import { ErrorScreen } from "../components/ErrorScreen/ErrorScreen";
import { Seo } from "../components/Seo/Seo";
import { languageOf, localisePath } from "../i18n/languages";
import { STRINGS } from "../i18n/dictionary";

/** Unknown URLs (answered with 404): the error screen in the layout, in the language of the address asked for. */
export default function NotFoundPage({ location }: PageProps) {
  return (
    <Layout currentPath={location.pathname}>
      <ErrorScreen statusText={STRINGS[languageOf(location.pathname)].notFound} />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  const lang = languageOf(location.pathname);
  return (
    <Seo
      title={STRINGS[lang].notFoundTitle}
      description={STRINGS[lang].notFoundDescription}
      path={localisePath("/404", lang)}
      noindex
    />
  );
}
