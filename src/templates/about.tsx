import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ResponsiveImage } from "../components/ResponsiveImage/ResponsiveImage";
import { Layout } from "../components/Layout/Layout";
import { PageHeader } from "../components/PageHeader/PageHeader";
import { SidebarLayout } from "../components/SidebarLayout/SidebarLayout";
import { Paragraphs, RichText } from "../components/RichText/RichText";
import { CardSections } from "../components/CardSections/CardSections";
import { MapEmbed } from "../components/MapEmbed/MapEmbed";
import { Seo } from "../components/Seo/Seo";
import { cardSections } from "../lib/sections";
import { breadcrumbs, doctor } from "../lib/structuredData";
import { useSiteSettings } from "../hooks/useSiteSettings";
import * as styles from "./page.module.css";

type AboutData = Queries.AboutPageQuery;

/** An about page: introduction, address, the doctor, the office tour, patient experiences. */
export default function AboutPage({ data, location }: PageProps<AboutData>) {
  const page = data.aboutJson;
  if (!page) return null;
  const categories = data.sidebarJson?.categories ?? [];
  const [lead, ...gallery] = page.photos;
  const leadImage = lead?.image?.childImageSharp?.gatsbyImageData;
  return (
    <Layout currentPath={location.pathname}>
      <SidebarLayout categories={categories} currentPath={location.pathname}>
        <PageHeader title={page.mainTitleText} subtitle={page.title} />
        <div className={leadImage ? styles.intro : undefined}>
          <div className={styles.text}>
            <Paragraphs text={page.description} />
            <RichText tree={page.descriptionTree} />
            {page.parkingNote ? (
              <section>
                <h2>Parking</h2>
                <p>{page.parkingNote}</p>
              </section>
            ) : null}
          </div>
          {leadImage && lead ? (
            <figure className={styles.photo}>
              <ResponsiveImage
                image={leadImage}
                alt={lead.alt}
                sizes="(min-width: 1200px) 30rem, (min-width: 1024px) 44rem, 100vw"
                priority
              />
              {lead.caption ? <figcaption>{lead.caption}</figcaption> : null}
            </figure>
          ) : null}
        </div>
        <CardSections sections={cardSections(page)} />
        {page.showMap ? <MapEmbed /> : null}
        {gallery.length > 0 ? (
          <ul className={styles.photos}>
            {gallery.map((photo) => {
              const image = photo.image?.childImageSharp?.gatsbyImageData;
              return image ? (
                <li key={photo.src}>
                  <figure className={styles.photo}>
                    <ResponsiveImage image={image} alt={photo.alt} sizes="(min-width: 1024px) 20rem, 100vw" />
                    {photo.caption ? <figcaption>{photo.caption}</figcaption> : null}
                  </figure>
                </li>
              ) : null;
            })}
          </ul>
        ) : null}
      </SidebarLayout>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<AboutData>) {
  const page = data.aboutJson;
  return page ? <AboutHead page={page} path={location.pathname} /> : null;
}

function AboutHead({ page, path }: { page: NonNullable<AboutData["aboutJson"]>; path: string }) {
  const { siteUrl } = useSiteSettings();
  const extra = page.doctor ? [doctor(siteUrl, { ...page.doctor, description: page.metaDescription })] : [];
  return (
    <Seo
      title={page.mainTitleText}
      description={page.metaDescription}
      path={path}
      jsonLd={[
        ...extra,
        breadcrumbs(siteUrl, [
          { name: "Home", path: "/" },
          { name: "About us", path: "/about" },
          { name: page.mainTitleText, path },
        ]),
      ]}
    />
  );
}

export const query = graphql`
  query AboutPage($slug: String!) {
    aboutJson(slug: { eq: $slug }) {
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
        honorificSuffix
        alumniOf
      }
    }
    sidebarJson {
      ...SidebarCategories
    }
  }
`;
