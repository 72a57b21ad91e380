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
import { PageDates } from "../components/PageDates/PageDates";
import { SharedBlock } from "../components/SharedBlock/SharedBlock";
import { BLOCK_IDS, isPlaceableBlock } from "../lib/blocks";
import { cardSections } from "../lib/sections";
import { breadcrumbs, procedurePage } from "../lib/structuredData";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { LOCALE, languageOf, localisePath } from "../i18n/languages";
import { STRINGS } from "../i18n/dictionary";
import { formatDate } from "../i18n/strings";
import { localiseCategories } from "../lib/menu";
import * as styles from "./page.module.css";

type ServiceData = Queries.ServicePageQuery;

/**
 * The shared service page: sidebar, title, heading, description, media, card
 * sections, then the shared blocks the page names, the cost and insurance block and the dates.
 */
export default function ServicePage({ data, location }: PageProps<ServiceData>) {
  const page = data.servicesJson;
  if (!page) return null;
  const lang = languageOf(location.pathname);
  const categories = localiseCategories(data.sidebarJson?.categories ?? [], lang);
  const image = page.image?.childImageSharp?.gatsbyImageData ?? null;
  const shared = data.blocksJson;
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
        {shared
          ? (page.blocks ?? [])
              .filter(isPlaceableBlock)
              .map((name) => (
                <SharedBlock
                  key={name}
                  id={BLOCK_IDS[name]}
                  heading={shared[name].heading}
                  tree={shared[name].descriptionTree}
                  className={styles.additional}
                />
              ))
          : null}
        {shared ? (
          <SharedBlock
            id={BLOCK_IDS.costAndInsurance}
            heading={shared.costAndInsurance.heading}
            tree={shared.costAndInsurance.descriptionTree}
            className={styles.additional}
          />
        ) : null}
        <PageDates
          className={styles.reviewed}
          updated={formatDate(page.lastUpdatedIso, lang)}
          updatedIso={page.lastUpdatedIso}
          reviewedBy={page.reviewedBy}
          reviewedOn={page.reviewedOnIso ? formatDate(page.reviewedOnIso, lang) : null}
          reviewedOnIso={page.reviewedOnIso}
        />
        <CallToAction title={page.mainTitleText} nameInSentence={page.nameInSentence} />
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
  const lang = languageOf(path);
  const strings = STRINGS[lang];
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
          lastUpdated: page.lastUpdatedIso,
          inLanguage: LOCALE[lang],
          review: page.reviewedBy && page.reviewedOnIso ? { by: page.reviewedBy, on: page.reviewedOnIso } : undefined,
        }),
        breadcrumbs(siteUrl, [
          { name: strings.breadcrumbHome, path: localisePath("/", lang) },
          { name: strings.breadcrumbServices, path: localisePath("/services", lang) },
          { name: page.mainTitleText, path },
        ]),
      ]}
    />
  );
}

export const query = graphql`
  query ServicePage($slug: String!, $lang: String!) {
    servicesJson(slug: { eq: $slug }, lang: { eq: $lang }) {
      ...ContentPageFields
      nameInSentence
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
      blocks
      lastUpdatedIso: lastUpdated(formatString: "YYYY-MM-DD")
      reviewedBy
      reviewedOnIso: reviewedOn(formatString: "YYYY-MM-DD")
    }
    blocksJson(lang: { eq: $lang }) {
      whenToCall {
        heading
        descriptionTree
      }
      beforeTreatment {
        heading
        descriptionTree
      }
      costAndInsurance {
        heading
        descriptionTree
      }
    }
    sidebarJson(lang: { eq: $lang }) {
      ...SidebarCategories
    }
  }
`;
