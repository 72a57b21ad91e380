import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout/Layout";
import { HomeHero } from "../components/HomeHero/HomeHero";
import { HomeBody } from "../components/HomeBody/HomeBody";
import { Seo } from "../components/Seo/Seo";
import { PageDates } from "../components/PageDates/PageDates";
import * as pageStyles from "./page.module.css";
import { languageOf, localisePath } from "../i18n/languages";
import { STRINGS } from "../i18n/dictionary";

/** Home, in each language: the hero video with the mission statement as the page's <h1>, then the service groups. */
export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeJson;
  // The mission is the one translatable setting: a translation's settings file holds it.
  const mission = data.translatedSettings?.mission ?? data.settingsJson?.mission;
  if (!home || !mission) return null;
  return (
    <Layout currentPath={location.pathname}>
      <HomeHero hero={home.hero} mission={mission} />
      <HomeBody home={home}>
        <PageDates className={pageStyles.reviewed} reviewedBy={home.reviewedBy} reviewedOnIso={home.reviewedOnIso} />
      </HomeBody>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  const home = data.homeJson;
  const lang = languageOf(location.pathname);
  return (
    <Seo
      title={STRINGS[lang].homeTitle ?? undefined}
      description={home?.metaDescription ?? ""}
      path={localisePath("/", lang)}
      review={home ?? undefined}
    >
      {home ? <link rel="preload" as="image" href={`/media/${home.hero.poster}`} fetchPriority="high" /> : null}
    </Seo>
  );
}

export const query = graphql`
  query HomePage($lang: String!) {
    homeJson(lang: { eq: $lang }) {
      metaDescription
      intro
      hero {
        webm
        mp4
        poster
      }
      serviceGroupsTitle
      serviceGroups {
        title
        description
        href
      }
      reviewedBy
      reviewedOnIso: reviewedOn(formatString: "YYYY-MM-DD")
    }
    settingsJson {
      mission
    }
    translatedSettings: settingsTranslationJson(lang: { eq: $lang }) {
      mission
    }
  }
`;
