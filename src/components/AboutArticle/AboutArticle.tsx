import React from "react";
import { PageHeader } from "../PageHeader/PageHeader";
import { Paragraphs, RichText } from "../RichText/RichText";
import { CardSections } from "../CardSections/CardSections";
import { useStrings } from "../../i18n/LanguageContext";
import { cardSections, type SectionFields } from "../../lib/sections";
import * as styles from "../../templates/page.module.css";

/** What an about page's text shows, from GraphQL in a build or from the entry being edited in the editor's preview. */
export interface AboutArticleData extends SectionFields {
  readonly mainTitleText: string;
  readonly title?: string | null;
  readonly description: string;
  readonly descriptionTree?: unknown;
  readonly parkingNote?: string | null;
}

/** An about page's article; `lead` is the first photo beside the text, `after` what follows the cards. */
export function AboutArticle({ page, lead, after }: { page: AboutArticleData; lead?: React.ReactNode; after?: React.ReactNode }) {
  const strings = useStrings();
  return (
    <>
      <PageHeader title={page.mainTitleText} subtitle={page.title} />
      <div className={lead ? styles.intro : undefined}>
        <div className={styles.text}>
          <Paragraphs text={page.description} />
          <RichText tree={page.descriptionTree} />
          {page.parkingNote ? (
            <section>
              <h2>{strings.parking}</h2>
              <p>{page.parkingNote}</p>
            </section>
          ) : null}
        </div>
        {lead}
      </div>
      <CardSections sections={cardSections(page)} />
      {after}
    </>
  );
}
