import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout/Layout";
import { PageHeader } from "../components/PageHeader/PageHeader";
import { SidebarLayout } from "../components/SidebarLayout/SidebarLayout";
import { ServiceMedia } from "../components/ServiceMedia/ServiceMedia";
import { Paragraphs, RichText } from "../components/RichText/RichText";
import { CardSections } from "../components/CardSections/CardSections";
import { CallToAction } from "../components/CallToAction/CallToAction";
import { Seo } from "../components/Seo/Seo";
import { cardSections } from "../lib/sections";
import { breadcrumbs, procedurePage } from "../lib/structuredData";
import { useSiteSettings } from "../hooks/useSiteSettings";
import * as styles from "./page.module.css";

type ServiceData = Queries.ServicePageQuery;

/** The specification's shared service page: sidebar, title, heading, description, media, card sections. */
export default function ServicePage({ data, location }: PageProps<ServiceData>) {
  const page = data.servicesJson;
  if (!page) return null;
  const categories = data.sidebarJson?.categories ?? [];
  const image = page.image?.childImageSharp?.gatsbyImageData ?? null;
  return (
    <Layout currentPath={location.pathname}>
      <SidebarLayout categories={categories} currentPath={location.pathname}>
        <PageHeader title={page.mainTitleText} subtitle={page.title} />
        <div className={styles.intro}>
          <div className={styles.text}>
            <Paragraphs text={page.description} />
            <RichText tree={page.descriptionTree} />
          </div>
          <div className={styles.media}>
            <ServiceMedia src={page.imgSrc} alt={page.imgAlt} poster={page.videoPoster} image={image} />
          </div>
        </div>
        {page.additionalContent ? (
          <section className={styles.additional}>
            <h2>{page.additionalContent.heading}</h2>
            <RichText tree={page.additionalContent.descriptionTree} />
          </section>
        ) : null}
        <CardSections sections={cardSections(page)} />
        <p className={styles.reviewed}>
          Last reviewed: <time dateTime={page.lastReviewedIso}>{page.lastReviewed}</time>
        </p>
        <CallToAction topic={page.mainTitleText} />
      </SidebarLayout>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<ServiceData>) {
  const page = data.servicesJson;
  return page ? <ServiceHead page={page} path={location.pathname} /> : null;
}

function ServiceHead({ page, path }: { page: NonNullable<ServiceData["servicesJson"]>; path: string }) {
  const { siteUrl } = useSiteSettings();
  return (
    <Seo
      title={page.mainTitleText}
      description={page.metaDescription}
      path={path}
      jsonLd={[
        procedurePage(siteUrl, {
          name: page.mainTitleText,
          path,
          description: page.metaDescription,
          lastReviewed: page.lastReviewedIso,
        }),
        breadcrumbs(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Patient Care Services", path: "/services" },
          { name: page.mainTitleText, path },
        ]),
      ]}
    />
  );
}

export const query = graphql`
  query ServicePage($slug: String!) {
    servicesJson(slug: { eq: $slug }) {
      ...ContentPageFields
      imgSrc
      imgAlt
      videoPoster
      image {
        childImageSharp {
          gatsbyImageData(width: 960, layout: CONSTRAINED)
        }
      }
      additionalContent {
        heading
        descriptionTree
      }
      lastReviewed(formatString: "MMMM D, YYYY")
      lastReviewedIso: lastReviewed(formatString: "YYYY-MM-DD")
    }
    sidebarJson {
      ...SidebarCategories
    }
  }
`;
