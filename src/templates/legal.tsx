import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout/Layout";
import { PageHeader } from "../components/PageHeader/PageHeader";
import { SidebarLayout } from "../components/SidebarLayout/SidebarLayout";
import { Paragraphs, RichText } from "../components/RichText/RichText";
import { Seo } from "../components/Seo/Seo";
import { languageOf } from "../i18n/languages";
import { STRINGS } from "../i18n/dictionary";
import { formatDate } from "../i18n/strings";
import * as styles from "./page.module.css";

type LegalData = Queries.LegalPageQuery;

/** A legal page (the privacy policy, the Notice of Privacy Practices): effective date, intro and sections, with a contents list. */
export default function LegalPage({ data, location }: PageProps<LegalData>) {
  const page = data.legalJson;
  if (!page) return null;
  const lang = languageOf(location.pathname);
  const strings = STRINGS[lang];
  return (
    <Layout currentPath={location.pathname}>
      <SidebarLayout categories={[]} currentPath={location.pathname}>
        <div className={styles.text}>
          <PageHeader title={page.mainTitleText} />
          <p>
            {strings.effectiveDate}: <time dateTime={page.effectiveDateIso}>{formatDate(page.effectiveDateIso, lang)}</time>
          </p>
          {page.notice ? (
            <p className={styles.notice}>
              <strong>{page.notice}</strong>
            </p>
          ) : null}
          <Paragraphs text={page.intro} />
          <nav aria-labelledby="contents-heading">
            <h2 id="contents-heading">{strings.contents}</h2>
            <ul>
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ul>
          </nav>
          {page.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              <RichText tree={section.descriptionTree} />
            </section>
          ))}
        </div>
      </SidebarLayout>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<LegalData>) {
  const page = data.legalJson;
  return page ? <Seo title={page.mainTitleText} description={page.metaDescription} path={location.pathname} /> : null;
}

export const query = graphql`
  query LegalPage($slug: String!, $lang: String!) {
    legalJson(slug: { eq: $slug }, lang: { eq: $lang }) {
      mainTitleText
      metaDescription
      effectiveDateIso: effectiveDate(formatString: "YYYY-MM-DD")
      notice
      intro
      sections {
        id
        heading
        descriptionTree
      }
    }
  }
`;
