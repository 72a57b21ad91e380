/**
 * The editor's previews: each entry drawn by the site's own components and CSS Modules, in the
 * entry's language, as it changes. Formatted text goes through the build's own parser
 * (src/content/richText.ts) into the tree the RichText component renders, so the preview never
 * shows markup and shows exactly what the page will.
 */
import React from "react";
import { LanguageProvider } from "../../i18n/LanguageContext";
import type { Lang } from "../../i18n/languages";
import { DEFAULT_PRIVACY_OFFICER_IN, parseRichText } from "../../content/richText";
import { ServiceArticle, type SharedBlockText } from "../../components/ServiceArticle/ServiceArticle";
import { LegalArticle } from "../../components/LegalArticle/LegalArticle";
import { AboutArticle } from "../../components/AboutArticle/AboutArticle";
import { HomeBody } from "../../components/HomeBody/HomeBody";
import { SidebarLayout } from "../../components/SidebarLayout/SidebarLayout";
import { SharedBlock } from "../../components/SharedBlock/SharedBlock";
import { BLOCK_IDS, type BlockName } from "../../lib/blocks";
import type { CardItem } from "../../lib/types";
import * as pageStyles from "../../templates/page.module.css";
import { siteData } from "./siteData";
import "../../styles/global.css";

/** The fields of an entry as the form holds them: anything may be missing while staff type. */
type Entry = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const isoDate = (value: unknown): string => (/^\d{4}-\d{2}-\d{2}$/.test(text(value)) ? text(value) : "");

/** Formatted text as the build turns it into a tree, with the practice's details for `{phone}` and the rest. */
export function richTree(html: unknown, lang: Lang): unknown {
  const { settings } = siteData();
  return parseRichText(text(html), {
    phone: settings.phoneDisplay,
    phoneTel: settings.phoneTel,
    email: settings.email,
    privacyOfficer: settings.privacyOfficer ?? DEFAULT_PRIVACY_OFFICER_IN[lang],
  }).nodes;
}

function sharedBlocks(lang: Lang): Record<BlockName, SharedBlockText> {
  const blocks = siteData().blocks[lang];
  const one = (name: BlockName) => ({
    heading: blocks[name].heading,
    descriptionTree: richTree(blocks[name].descriptionToBeParsed, lang),
  });
  return { whenToCall: one("whenToCall"), beforeTreatment: one("beforeTreatment"), costAndInsurance: one("costAndInsurance") };
}

function Page({ lang, children }: { lang: Lang; children: React.ReactNode }) {
  return (
    <LanguageProvider lang={lang}>
      <main lang={lang} id="main">
        <SidebarLayout categories={[]} currentPath="">
          {children}
        </SidebarLayout>
      </main>
    </LanguageProvider>
  );
}

/** A service page; its picture is left out (the build makes it from content/images/, which the editor does not serve). */
function ServicePreview({ data, lang }: { data: Entry; lang: Lang }) {
  const additional = data.additionalContent as Entry | undefined;
  return (
    <ServiceArticle
      page={{
        mainTitleText: text(data.mainTitleText),
        title: text(data.title),
        description: text(data.description),
        descriptionTree: richTree(data.descriptionToBeParsed, lang),
        additionalContent: additional?.heading
          ? { heading: text(additional.heading), descriptionTree: richTree(additional.descriptionToBeParsed, lang) }
          : null,
        blocks: list<string>(data.blocks),
        nameInSentence: text(data.nameInSentence) || null,
        lastUpdatedIso: isoDate(data.lastUpdated),
        reviewedBy: text(data.reviewedBy) || null,
        reviewedOnIso: isoDate(data.reviewedOn) || null,
        ...cardFields(data),
      }}
      shared={sharedBlocks(lang)}
      media={null}
    />
  );
}

function cardFields(data: Entry) {
  const cards = (key: string) =>
    list<CardItem>(data[key]).map((item) => ({ title: text(item.title), description: text(item.description) }));
  return {
    sectionOneTitle: text(data.sectionOneTitle),
    sectionOneData: cards("sectionOneData"),
    sectionTwoTitle: text(data.sectionTwoTitle),
    sectionTwoData: cards("sectionTwoData"),
    sectionThreeTitle: text(data.sectionThreeTitle),
    sectionThreeData: cards("sectionThreeData"),
    sectionFourTitle: text(data.sectionFourTitle),
    sectionFourData: cards("sectionFourData"),
  };
}

/** An about page; its photos and map are left out, as the service page's picture is. */
function AboutPreview({ data, lang }: { data: Entry; lang: Lang }) {
  return (
    <AboutArticle
      page={{
        mainTitleText: text(data.mainTitleText),
        title: text(data.title),
        description: text(data.description),
        descriptionTree: richTree(data.descriptionToBeParsed, lang),
        parkingNote: text(data.parkingNote) || null,
        ...cardFields(data),
      }}
    />
  );
}

function LegalPreview({ data, lang }: { data: Entry; lang: Lang }) {
  return (
    <LegalArticle
      page={{
        mainTitleText: text(data.mainTitleText),
        effectiveDateIso: isoDate(data.effectiveDate),
        notice: text(data.notice) || null,
        intro: text(data.intro),
        sections: list<Entry>(data.sections).map((section) => ({
          id: text(section.id),
          heading: text(section.heading),
          descriptionTree: richTree(section.descriptionToBeParsed, lang),
        })),
      }}
    />
  );
}

/** The home page under its hero (the hero's video and mission are not this entry's). */
function HomePreview({ data }: { data: Entry }) {
  return (
    <HomeBody
      home={{
        intro: text(data.intro),
        serviceGroupsTitle: text(data.serviceGroupsTitle),
        serviceGroups: list<Entry>(data.serviceGroups).map((group) => ({
          title: text(group.title),
          description: text(group.description),
          href: text(group.href),
        })),
      }}
    />
  );
}

function BlocksPreview({ data, lang }: { data: Entry; lang: Lang }) {
  return (
    <>
      {(Object.keys(BLOCK_IDS) as BlockName[]).map((name) => {
        const block = (data[name] ?? {}) as Entry;
        return (
          <SharedBlock
            key={name}
            id={BLOCK_IDS[name]}
            heading={text(block.heading)}
            tree={richTree(block.descriptionToBeParsed, lang)}
            className={pageStyles.additional}
          />
        );
      })}
    </>
  );
}

/** Files of settings and lists (menu, sidebar, redirects, glossary): their values as readable text, never as code. */
function ValuesPreview({ value, depth = 0 }: { value: unknown; depth?: number }): React.ReactElement {
  if (Array.isArray(value))
    return (
      <ul>
        {value.map((item, index) => (
          <li key={index}>
            <ValuesPreview value={item} depth={depth + 1} />
          </li>
        ))}
      </ul>
    );
  if (value && typeof value === "object")
    return (
      <dl>
        {Object.entries(value).map(([key, item]) => (
          <React.Fragment key={key}>
            <dt>
              <strong>{key}</strong>
            </dt>
            <dd>
              <ValuesPreview value={item} depth={depth + 1} />
            </dd>
          </React.Fragment>
        ))}
      </dl>
    );
  return <>{String(value ?? "")}</>;
}

/** The preview of one entry of the collection `collection` (e.g. "services", "es-services", "blocks"). */
export function EntryPreview({ collection, data }: { collection: string; data: Entry }) {
  const lang: Lang = collection.startsWith("es-") ? "es" : "en";
  const kind = collection.replace(/^es-/, "");
  const body =
    kind === "services" ? (
      <ServicePreview data={data} lang={lang} />
    ) : kind === "about" ? (
      <AboutPreview data={data} lang={lang} />
    ) : kind === "legal" ? (
      <LegalPreview data={data} lang={lang} />
    ) : kind === "home" ? (
      <HomePreview data={data} />
    ) : kind === "blocks" ? (
      <BlocksPreview data={data} lang={lang} />
    ) : (
      <ValuesPreview value={data} />
    );
  return <Page lang={lang}>{body}</Page>;
}
