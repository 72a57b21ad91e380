import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { AboutGallery, AboutLeadPhoto, type AboutPhoto } from "../components/AboutPhotos/AboutPhotos";
import { Layout } from "../components/Layout/Layout";
import { SidebarLayout } from "../components/SidebarLayout/SidebarLayout";
import { AboutArticle } from "../components/AboutArticle/AboutArticle";
import { MapEmbed } from "../components/MapEmbed/MapEmbed";
import { ContactPanel } from "../components/ContactPanel/ContactPanel";
import { Seo } from "../components/Seo/Seo";
import { PageDates } from "../components/PageDates/PageDates";
import { doctor } from "../lib/structuredData";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { englishPath } from "../i18n/languages";
import * as styles from "./page.module.css";

/** An about page: introduction, address, the doctor, the office tour, patient experiences. */
export default function AboutPage({ data, location }: PageProps<Queries.AboutPageQuery>) {
  const page = data.aboutJson;
  if (!page) return null;
  // Photos whose image the build made, in order: the first beside the text, the rest after the cards.
  const photos = page.photos.flatMap((photo): AboutPhoto[] => {
    const image = photo.image?.childImageSharp?.gatsbyImageData;
    return image ? [{ key: photo.src, image, alt: photo.alt, caption: photo.caption ?? null }] : [];
  });
  const [lead, ...gallery] = photos;
  return (
    <Layout currentPath={location.pathname}>
      <SidebarLayout categories={data.sidebarJson?.categories ?? []} currentPath={location.pathname}>
        <AboutArticle
          page={page}
          lead={lead ? <AboutLeadPhoto photo={lead} /> : null}
          after={
            <>
              {page.showMap ? (
                <>
                  <ContactPanel />
                  <MapEmbed />
                </>
              ) : null}
              <AboutGallery photos={gallery} />
              <PageDates className={styles.reviewed} reviewedBy={page.reviewedBy} reviewedOnIso={page.reviewedOnIso} />
            </>
          }
        />
      </SidebarLayout>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.AboutPageQuery>) {
  const { siteUrl } = useSiteSettings();
  const page = data.aboutJson;
  if (!page) return null;
  const path = location.pathname;
  // The doctor's name, degrees and schools are facts, the same in every language: from the English file.
  // The title before the name (Dr., Dra.) is a word of the page's own language, so only its own file gives it.
  const facts = page.doctor ?? data.english?.doctor;
  const honorificPrefix = page.doctor?.honorificPrefix;
  return (
    <Seo
      title={page.mainTitleText}
      description={page.metaDescription}
      path={path}
      review={page}
      jsonLd={
        facts ? [doctor(siteUrl, { ...facts, page: englishPath(path), honorificPrefix, description: page.metaDescription })] : []
      }
      section="/about"
    />
  );
}

export const query = graphql`
  query AboutPage($slug: String!, $lang: String!) {
    aboutJson(slug: { eq: $slug }, lang: { eq: $lang }) {
      ...ContentPageFields
      photos {
        src
        alt
        caption
        image {
          childImageSharp {
            gatsbyImageData(width: 720, layout: CONSTRAINED)
          }
        }
      }
      showMap
      parkingNote
      doctor {
        name
        honorificPrefix
        honorificSuffix
        alumniOf
      }
      reviewedBy
      reviewedOnIso: reviewedOn(formatString: "YYYY-MM-DD")
    }
    english: aboutJson(slug: { eq: $slug }, lang: { eq: "en" }) {
      doctor {
        name
        honorificSuffix
        alumniOf
      }
    }
    sidebarJson(lang: { eq: $lang }) {
      ...SidebarCategories
    }
  }
`;
