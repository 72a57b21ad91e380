import React from "react";
import { Link } from "gatsby";
import { Paragraphs } from "../RichText/RichText";
import { useLocalise } from "../../i18n/LanguageContext";
import * as styles from "../../templates/home.module.css";

/** What the home page shows under its hero, from GraphQL in a build or from the entry being edited in the editor's preview. */
export interface HomeBodyData {
  readonly intro: string;
  readonly serviceGroupsTitle: string;
  readonly serviceGroups: readonly { readonly title: string; readonly description: string; readonly href: string }[];
}

/** The home page under its hero: the introduction, then the service groups, each linking to its page, then `children`. */
export function HomeBody({ home, children }: { home: HomeBodyData; children?: React.ReactNode }) {
  const localise = useLocalise();
  return (
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
                <Link to={localise(group.href)}>{group.title}</Link>
              </h3>
              <p>{group.description}</p>
            </li>
          ))}
        </ul>
      </section>
      {children}
    </div>
  );
}
