import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout/Layout";
import { HeroVideo } from "../components/HeroVideo/HeroVideo";
import { Paragraphs } from "../components/RichText/RichText";
import { Seo } from "../components/Seo/Seo";
import * as styles from "./index.module.css";

/** Home: the hero video with the mission statement as the page's <h1>, then the service groups. */
export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeJson;
  const mission = data.settingsJson?.mission;
  if (!home || !mission) return null;
  return (
    <Layout currentPath={location.pathname}>
      <HeroVideo webm={home.hero.webm} mp4={home.hero.mp4} poster={home.hero.poster}>
        <h1>{mission}</h1>
        <Link to="/services" className={styles.heroLink}>
          Explore our services
        </Link>
      </HeroVideo>
      <div className={styles.body}>
        <div className={styles.intro}>
          <Paragraphs text={home.intro} />
        </div>
        <section aria-labelledby="service-groups-heading">
          <h2 id="service-groups-heading">{home.serviceGroupsTitle}</h2>
          <ul className={styles.groups}>
            {home.serviceGroups.map((group) => (
              <li key={group.href} className={styles.group}>
                <h3 className={styles.groupTitle}>
                  <Link to={group.href}>{group.title}</Link>
                </h3>
                <p>{group.description}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.HomePageQuery>) {
  const home = data.homeJson;
  return (
    <Seo description={home?.metaDescription ?? ""} path="/">
      {home ? <link rel="preload" as="image" href={`/media/${home.hero.poster}`} fetchPriority="high" /> : null}
    </Seo>
  );
}

export const query = graphql`
  query HomePage {
    homeJson {
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
    }
    settingsJson {
      mission
    }
  }
`;
