import React from "react";
import { PageHeader } from "../PageHeader/PageHeader";
import { Paragraphs, RichText } from "../RichText/RichText";
import { CardSections } from "../CardSections/CardSections";
import { CallToAction } from "../CallToAction/CallToAction";
import { PageDates } from "../PageDates/PageDates";
import { SharedBlock } from "../SharedBlock/SharedBlock";
import { BLOCK_IDS, isPlaceableBlock, type BlockName } from "../../lib/blocks";
import { cardSections, type SectionFields } from "../../lib/sections";
import * as styles from "../../templates/page.module.css";

export type SharedBlockText = { readonly heading: string; readonly descriptionTree: unknown };

/** What a service page shows, from GraphQL in a build or from the entry being edited in the editor's preview. */
export interface ServiceArticleData extends SectionFields {
  readonly mainTitleText: string;
  readonly title?: string | null;
  readonly description: string;
  readonly descriptionTree?: unknown;
  readonly additionalContent?: { readonly heading: string; readonly descriptionTree?: unknown } | null;
  readonly blocks?: readonly string[] | null;
  readonly nameInSentence?: string | null;
  readonly lastUpdatedIso: string;
  readonly reviewedBy?: string | null;
  readonly reviewedOnIso?: string | null;
}

type ArticleProps = { page: ServiceArticleData; media: React.ReactNode; shared?: Record<BlockName, SharedBlockText> | null };

/** A service page's article: text and `media` (the picture or video beside it), cards, shared blocks, dates, call to action. */
export function ServiceArticle({ page, media, shared }: ArticleProps) {
  return (
    <>
      <PageHeader title={page.mainTitleText} subtitle={page.title} />
      <div className={styles.intro}>
        <div className={styles.text}>
          <Paragraphs text={page.description} />
          <RichText tree={page.descriptionTree} />
        </div>
        <div className={styles.media}>{media}</div>
      </div>
      {page.additionalContent ? (
        <section className={styles.additional}>
          <h2>{page.additionalContent.heading}</h2>
          <RichText tree={page.additionalContent.descriptionTree} />
        </section>
      ) : null}
      <CardSections sections={cardSections(page)} />
      {shared ? (
        <SharedBlocks names={[...(page.blocks ?? []).filter(isPlaceableBlock), "costAndInsurance"]} shared={shared} />
      ) : null}
      <PageDates
        className={styles.reviewed}
        updatedIso={page.lastUpdatedIso}
        reviewedBy={page.reviewedBy}
        reviewedOnIso={page.reviewedOnIso}
      />
      <CallToAction title={page.mainTitleText} nameInSentence={page.nameInSentence} />
    </>
  );
}

/** The shared blocks `names`, in that order, each a section with its anchor. */
export function SharedBlocks({ names, shared }: { names: readonly BlockName[]; shared: Record<BlockName, SharedBlockText> }) {
  return names.map((name) => (
    <SharedBlock
      key={name}
      id={BLOCK_IDS[name]}
      heading={shared[name].heading}
      tree={shared[name].descriptionTree}
      className={styles.additional}
    />
  ));
}
