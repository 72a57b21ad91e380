/**
 * The editor's previews: each entry drawn by the site's own components and CSS Modules, in its
 * language, as it changes; formatted text through the build's own parser, as the page will show it.
 */
import React from "react";
import { LanguageProvider } from "../../i18n/LanguageContext";
import { DEFAULT_LANG, type Lang } from "../../i18n/languages";
import { DEFAULT_PRIVACY_OFFICER_IN, parseRichText } from "../../content/gate/richText";
import { ServiceArticle, type SharedBlockText } from "../../components/ServiceArticle/ServiceArticle";
import { LegalArticle } from "../../components/LegalArticle/LegalArticle";
import { AboutArticle } from "../../components/AboutArticle/AboutArticle";
import { HomeBody } from "../../components/HomeBody/HomeBody";
import { SidebarLayout } from "../../components/SidebarLayout/SidebarLayout";
import { SharedBlock } from "../../components/SharedBlock/SharedBlock";
import { ServiceMedia } from "../../components/ServiceMedia/ServiceMedia";
import { AboutGallery, AboutLeadPhoto, type AboutPhoto } from "../../components/AboutPhotos/AboutPhotos";
import { MapEmbed } from "../../components/MapEmbed/MapEmbed";
import { Header } from "../../components/Header/Header";
import { Footer } from "../../components/Footer/Footer";
import { SectionSidebar } from "../../components/SectionSidebar/SectionSidebar";
import { Notices } from "../../components/Notices/Notices";
import { CONTENT_KINDS, type Folder } from "../../content/kinds";
import { translationOf } from "../../content/gate/translationPath";
import { humanise } from "../../content/gate/labels";
import type { Notice } from "../../content/kinds/notices";
import type { Settings } from "../../content/kinds/settings";
import type { CardItem, MenuItem, SidebarCategory } from "../../lib/types";
import { localiseCategories } from "../../lib/menu";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { EditedSiteData, type EditedData } from "./gatsbyShim";
import { collectionName } from "./decapNames";
import { HomeHero, type HeroFiles } from "../../components/HomeHero/HomeHero";
import { BLOCK_IDS, type BlockName } from "../../lib/blocks";
import * as pageStyles from "../../templates/page.module.css";
import { missionIn, siteData } from "./siteData";
import "../../styles/global.css";

/** The fields of an entry as the form holds them: anything may be missing while staff type. */
type Entry = Record<string, unknown>;

/** `asset`: the address the editor shows a picture of content/images/ at; undefined while it has none. */
type AssetUrl = (path: string) => string | undefined;
type PreviewProps = { data: Entry; lang: Lang; asset: AssetUrl };
type Preview = { draw: (props: PreviewProps) => React.ReactNode; framed?: true; edits?: (data: Entry, lang: Lang) => EditedData };

/** A picture as the page's <picture> takes it, from the one file the editor has (the build makes several sizes). */
function previewImage(src: string | undefined): IGatsbyImageData | null {
  return src ? { layout: "constrained", width: 960, height: 640, images: { fallback: { src } } } : null;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
/** The notices a page can show already (they have their message). */
const noticesOf = (data: Entry) => list<Notice>(data.notices).filter((notice) => typeof notice?.message === "string");
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

/** A service page, its picture or video beside the text as on the page. */
function ServicePreview({ data, lang, asset }: PreviewProps) {
  const additional = data.additionalContent as Entry | undefined;
  return (
    <ServiceArticle
      page={{
        ...articleFields(data, lang),
        additionalContent: additional?.heading
          ? { heading: text(additional.heading), descriptionTree: richTree(additional.descriptionToBeParsed, lang) }
          : null,
        blocks: list<string>(data.blocks),
        nameInSentence: text(data.nameInSentence) || null,
        lastUpdatedIso: isoDate(data.lastUpdated),
        reviewedBy: text(data.reviewedBy) || null,
        reviewedOnIso: isoDate(data.reviewedOn) || null,
      }}
      shared={sharedBlocks(lang)}
      media={
        text(data.imgSrc) ? (
          <ServiceMedia
            src={text(data.imgSrc)}
            alt={text(data.imgAlt)}
            poster={text(data.videoPoster) || null}
            image={previewImage(asset(text(data.imgSrc)))}
          />
        ) : null
      }
    />
  );
}

/** What service and about pages share: their titles, opening text, formatted text and card sections. */
function articleFields(data: Entry, lang: Lang) {
  const cards = (key: string) =>
    list<CardItem>(data[key]).map((item) => ({ title: text(item.title), description: text(item.description) }));
  return {
    mainTitleText: text(data.mainTitleText),
    title: text(data.title),
    description: text(data.description),
    descriptionTree: richTree(data.descriptionToBeParsed, lang),
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

/** An about page: its first photo beside the text, the map (when shown) and the other photos after the cards. */
function AboutPreview({ data, lang, asset }: PreviewProps) {
  const photos = list<Entry>(data.photos).flatMap((photo): AboutPhoto[] => {
    const image = previewImage(asset(text(photo.src)));
    return image ? [{ key: text(photo.src), image, alt: text(photo.alt), caption: text(photo.caption) || null }] : [];
  });
  const [lead, ...gallery] = photos;
  return (
    <AboutArticle
      page={{ ...articleFields(data, lang), parkingNote: text(data.parkingNote) || null }}
      lead={lead ? <AboutLeadPhoto photo={lead} /> : null}
      after={
        <>
          {data.showMap === true ? <MapEmbed /> : null}
          <AboutGallery photos={gallery} />
        </>
      }
    />
  );
}

function LegalPreview({ data, lang }: PreviewProps) {
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

/** The home page: its video with the mission statement (a setting), then its service groups. */
function HomePreview({ data, lang }: PreviewProps) {
  const hero = { ...siteData().heroes[lang], ...(data.hero as Partial<HeroFiles> | undefined) };
  return (
    <main lang={lang} id="main">
      <HomeHero hero={hero} mission={missionIn(lang)} />
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
    </main>
  );
}

function BlocksPreview({ data, lang }: PreviewProps) {
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

/** Values no page draws (the redirects, the glossary, some settings) as text under the fields' labels, never as code. */
function ValuesPreview({ value }: { value: unknown }): React.ReactElement {
  if (Array.isArray(value))
    return (
      <ul>
        {value.map((item, index) => (
          <li key={index}>
            <ValuesPreview value={item} />
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
              <strong>{humanise(key)}</strong>
            </dt>
            <dd>
              <ValuesPreview value={item} />
            </dd>
          </React.Fragment>
        ))}
      </dl>
    );
  return <>{String(value ?? "")}</>;
}

/** The fields of the settings file the header, the footer and the home page's video show. */
const SHOWN_SETTINGS = new Set(["name", "phoneDisplay", "phoneTel", "email", "address", "directionsUrl", "hours", "mission"]);

/** The settings in the header and footer, the mission statement over the home page's video, then the rest. */
function SettingsPreview({ data, lang }: PreviewProps) {
  const rest = Object.fromEntries(Object.entries(data).filter(([key]) => !SHOWN_SETTINGS.has(key)));
  return (
    <Chrome lang={lang}>
      <HomeHero hero={siteData().heroes[lang]} mission={text(data.mission)} />
      {Object.keys(rest).length > 0 ? <ValuesPreview value={rest} /> : null}
    </Chrome>
  );
}

/** The notices as every page shows them under the header (all of them, whatever their days), then their days and hours. */
function NoticesPreview({ data, lang }: PreviewProps) {
  return (
    <>
      <Notices every />
      <main lang={lang} id="main">
        <ValuesPreview value={noticesOf(data).map(({ message: _shown, link: _alsoShown, ...days }) => days)} />
      </main>
    </>
  );
}

/** Each sidebar category as it shows beside the pages it lists (on the page of its first link). */
function SidebarPreview({ data, lang }: PreviewProps) {
  const categories = localiseCategories(
    list<SidebarCategory>(data.categories).filter((category) => Array.isArray(category?.links) && category.links.length > 0),
    lang,
  );
  return (
    <>
      {categories.map((category, index) => (
        <SectionSidebar key={index} categories={[category]} currentPath={category.links[0].path} />
      ))}
    </>
  );
}

/** The site's header and footer around `children`. */
function Chrome({ lang, children }: { lang: Lang; children?: React.ReactNode }) {
  return (
    <div lang={lang}>
      <Header currentPath="" />
      <main lang={lang} id="main">
        {children}
      </main>
      <Footer />
    </div>
  );
}

/**
 * The previews by the kind's folder (any other kind shows its values). `framed`: drawn in a page's
 * column; `edits`: the site-wide data the entry replaces in the components' static queries (gatsbyShim).
 */
const PREVIEWS: Partial<Record<Folder, Preview>> = {
  services: { draw: ServicePreview, framed: true },
  about: { draw: AboutPreview, framed: true },
  legal: { draw: LegalPreview, framed: true },
  blocks: { draw: BlocksPreview, framed: true },
  sidebar: { draw: SidebarPreview, framed: true },
  home: { draw: HomePreview },
  settings: {
    draw: SettingsPreview,
    edits: (data, lang) => ({ settings: lang === DEFAULT_LANG ? (data as Partial<Settings>) : {} }),
  },
  // The main menu in the site's header; on a narrow preview, its menu button opens it as on a phone.
  navigation: {
    draw: ({ lang }) => <Chrome lang={lang} />,
    edits: (data, lang) => ({ menu: { lang, items: list<MenuItem>(data.items) } }),
  },
  notices: { draw: NoticesPreview, edits: (data, lang) => ({ notices: { lang, items: noticesOf(data) } }) },
};

/** The kind's folder and the language of a collection's entries: `es-services` holds Spanish `services`. */
export function collectionKind(collection: string): { folder: Folder; lang: Lang } {
  const kind = CONTENT_KINDS.find((candidate) => collectionName(candidate) === collection);
  const file = kind ? ("folder" in kind.layout ? `${kind.layout.folder}/` : kind.layout.file) : "";
  const translation = translationOf(file);
  return { folder: (translation?.english ?? file).split("/")[0] as Folder, lang: translation?.lang ?? DEFAULT_LANG };
}

/** The preview of one entry of the collection `collection` (e.g. "services", "es-services", "blocks"). */
export function EntryPreview({ collection, data, asset }: { collection: string; data: Entry; asset: AssetUrl }) {
  const { folder, lang } = collectionKind(collection);
  const preview: Preview = PREVIEWS[folder] ?? { draw: () => <ValuesPreview value={data} />, framed: true };
  const drawn = <preview.draw data={data} lang={lang} asset={asset} />;
  return (
    <LanguageProvider lang={lang}>
      <EditedSiteData.Provider value={preview.edits?.(data, lang) ?? {}}>
        {preview.framed ? (
          <main lang={lang} id="main">
            <SidebarLayout categories={[]} currentPath="">
              {drawn}
            </SidebarLayout>
          </main>
        ) : (
          drawn
        )}
      </EditedSiteData.Provider>
    </LanguageProvider>
  );
}
