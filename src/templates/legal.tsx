import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout/Layout";
import { SidebarLayout } from "../components/SidebarLayout/SidebarLayout";
import { LegalArticle } from "../components/LegalArticle/LegalArticle";
import { Seo } from "../components/Seo/Seo";
import { PageDates } from "../components/PageDates/PageDates";
import * as styles from "./page.module.css";

export default function LegalPage({ data, location }: PageProps<Queries.LegalPageQuery>) {
  const page = data.legalJson;
  if (!page) return null;
  return (
    <Layout currentPath={location.pathname}>
      <SidebarLayout categories={[]} currentPath={location.pathname}>
        <LegalArticle page={page} />
        <PageDates className={styles.reviewed} reviewedBy={page.reviewedBy} reviewedOnIso={page.reviewedOnIso} />
      </SidebarLayout>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.LegalPageQuery>) {
  const page = data.legalJson;
  return page ? (
    <Seo title={page.mainTitleText} description={page.metaDescription} path={location.pathname} review={page} />
  ) : null;
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
      reviewedBy
      reviewedOnIso: reviewedOn(formatString: "YYYY-MM-DD")
    }
  }
`;
