import React from "react";
import { PageHeader } from "../PageHeader/PageHeader";
import { Paragraphs } from "../RichText/RichText";
import { SharedBlock } from "../SharedBlock/SharedBlock";
import { useLanguage, useStrings } from "../../i18n/LanguageContext";
import { formatDate } from "../../i18n/strings";
import * as styles from "../../templates/page.module.css";

/** What a legal page shows, from GraphQL in a build or from the entry being edited in the editor's preview. */
export interface LegalArticleData {
  readonly mainTitleText: string;
  readonly effectiveDateIso: string;
  readonly notice?: string | null;
  readonly intro: string;
  readonly sections: readonly { readonly id: string; readonly heading: string; readonly descriptionTree?: unknown }[];
}

/** A legal page's article: effective date, notice, intro and sections, with a contents list. */
export function LegalArticle({ page }: { page: LegalArticleData }) {
  const lang = useLanguage();
  const strings = useStrings();
  return (
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
        <SharedBlock key={section.id} id={section.id} heading={section.heading} tree={section.descriptionTree} />
      ))}
    </div>
  );
}
