/**
 * The editor's previews: each entry drawn by the site's own components and CSS Modules, in its
 * language, as it changes; formatted text through the build's own parser, as the page will show it.
 */
import React from "react";
import { LanguageProvider } from "../../i18n/LanguageContext";
import { DEFAULT_LANG, type Lang } from "../../i18n/languages";
import { parseRichText, tokensFor } from "../../content/gate/richText";
import { z, type ZodTypeAny } from "zod";
import {
  ServiceArticle,
  SharedBlocks,
  type ServiceArticleData,
  type SharedBlockText,
} from "../../components/ServiceArticle/ServiceArticle";
import { LegalArticle, type LegalArticleData } from "../../components/LegalArticle/LegalArticle";
import { AboutArticle, type AboutArticleData } from "../../components/AboutArticle/AboutArticle";
import { HomeBody, type HomeBodyData } from "../../components/HomeBody/HomeBody";
import { SidebarLayout } from "../../components/SidebarLayout/SidebarLayout";
import { ServiceMedia } from "../../components/ServiceMedia/ServiceMedia";
import { AboutGallery, AboutLeadPhoto, type AboutPhoto } from "../../components/AboutPhotos/AboutPhotos";
import { MapEmbed } from "../../components/MapEmbed/MapEmbed";
import { Header } from "../../components/Header/Header";
import { Footer } from "../../components/Footer/Footer";
import { SectionSidebar } from "../../components/SectionSidebar/SectionSidebar";
import { Notices } from "../../components/Notices/Notices";
import { CONTENT_KINDS, type Folder } from "../../content/kinds";
import { humanise, unwrap } from "../../content/gate/labels";
import { FORMATTED_FIELD } from "../../content/kinds/fields";
import { blocks } from "../../content/kinds/blocks";
import type { Notice } from "../../content/kinds/notices";
import type { Settings } from "../../content/kinds/settings";
import type { MenuItem, SidebarCategory } from "../../lib/types";
import { localiseCategories } from "../../lib/menu";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { EditedSiteData, type EditedData } from "./gatsbyShim";
import { collectionName, kindInEnglish } from "./decapNames";
import { HomeHero, type HeroFiles } from "../../components/HomeHero/HomeHero";
import { BLOCK_IDS, type BlockName } from "../../lib/blocks";
import { missionIn, siteData } from "./siteData";
import "../../styles/global.css";

/** The fields of an entry as the form holds them: anything may be missing while staff type. */
type Entry = Record<string, unknown>;

/** `asset`: the address the editor shows a picture of content/images/ at; undefined while it has none. */
type AssetUrl = (path: string) => string | undefined;
type PreviewProps = { data: Entry; lang: Lang; asset: AssetUrl; schema: ZodTypeAny };
type Preview = { draw: (props: PreviewProps) => React.ReactNode; framed?: true; edits?: (data: Entry, lang: Lang) => EditedData };

/** A picture as the page's <picture> takes it, from the one file the editor has (the build makes several sizes). */
function previewImage(src: string | undefined): IGatsbyImageData | null {
  return src ? { layout: "constrained", width: 960, height: 640, images: { fallback: { src } } } : null;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
/** The notices a page can show already (they have their message). */
const noticesOf = (data: Entry) => list<Notice>(data.notices).filter((notice) => typeof notice?.message === "string");

/** Formatted text as the build turns it into a tree, with the practice's details for `{phone}` and the rest. */
export function richTree(html: unknown, lang: Lang): unknown {
  return parseRichText(text(html), tokensFor(siteData().settings, lang)).nodes;
}

/**
 * An entry as its page's query hands it to the page's component, read by the kind's schema: a field
 * missing while staff type is "" or [] (null when optional), each formatted text also as its tree
 * (`descriptionTree`) and each date also as `…Iso` ("" until it is a whole date).
 */
function queried<T>(value: unknown, schema: ZodTypeAny, lang: Lang): T {
  const { inner, optional, list: many } = unwrap(schema);
  if (many) return (Array.isArray(value) ? value.map((item) => queried(item, inner, lang)) : optional ? null : []) as T;
  if (!(inner instanceof z.ZodObject)) return (value ?? (optional ? null : "")) as T;
  if (optional && (value === null || typeof value !== "object")) return null as T;
  const entry = (value ?? {}) as Entry;
  const shown: Entry = {};
  for (const [key, field] of Object.entries(inner.shape as Record<string, ZodTypeAny>)) {
    shown[key] = queried(entry[key], field, lang);
    if (key === FORMATTED_FIELD) shown.descriptionTree = richTree(shown[key], lang);
    else if (unwrap(field).meta.date) shown[`${key}Iso`] = /^\d{4}-\d{2}-\d{2}$/.test(text(shown[key])) ? shown[key] : "";
  }
  return shown as T;
}

function ServicePreview({ data, lang, asset, schema }: PreviewProps) {
  const page = queried<ServiceArticleData & { imgSrc: string; imgAlt: string; videoPoster: string | null }>(data, schema, lang);
  return (
    <ServiceArticle
      page={page}
      shared={queried<Record<BlockName, SharedBlockText>>(siteData().blocks[lang], blocks.schema, lang)}
      media={
        page.imgSrc ? (
          <ServiceMedia
            src={page.imgSrc}
            alt={page.imgAlt}
            poster={page.videoPoster || null}
            image={previewImage(asset(page.imgSrc))}
          />
        ) : null
      }
    />
  );
}

function AboutPreview({ data, lang, asset, schema }: PreviewProps) {
  const photos = list<Entry>(data.photos).flatMap((photo): AboutPhoto[] => {
    const image = previewImage(asset(text(photo.src)));
    return image ? [{ key: text(photo.src), image, alt: text(photo.alt), caption: text(photo.caption) || null }] : [];
  });
  const [lead, ...gallery] = photos;
  return (
    <AboutArticle
      page={queried<AboutArticleData>(data, schema, lang)}
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

function HomePreview({ data, lang, schema }: PreviewProps) {
  const hero = { ...siteData().heroes[lang], ...(data.hero as Partial<HeroFiles> | undefined) };
  return (
    <main lang={lang} id="main">
      <HomeHero hero={hero} mission={missionIn(lang)} />
      <HomeBody home={queried<HomeBodyData>(data, schema, lang)} />
    </main>
  );
}

function BlocksPreview({ data, lang, schema }: PreviewProps) {
  const shared = queried<Record<BlockName, SharedBlockText>>(data, schema, lang);
  return <SharedBlocks names={Object.keys(BLOCK_IDS) as BlockName[]} shared={shared} />;
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
  legal: {
    draw: ({ data, lang, schema }) => <LegalArticle page={queried<LegalArticleData>(data, schema, lang)} />,
    framed: true,
  },
  blocks: { draw: BlocksPreview, framed: true },
  sidebar: { draw: SidebarPreview, framed: true },
  home: { draw: HomePreview },
  settings: {
    draw: SettingsPreview,
    edits: (data, lang) => {
      // An hours entry just added has no days picked yet.
      const hours = data.hours && list<Record<string, unknown>>(data.hours).map((row) => ({ ...row, days: list(row.days) }));
      return { settings: lang === DEFAULT_LANG ? ({ ...data, hours } as Partial<Settings>) : {} };
    },
  },
  // The main menu in the site's header; on a narrow preview, its menu button opens it as on a phone.
  navigation: {
    draw: ({ lang }) => <Chrome lang={lang} />,
    edits: (data, lang) => ({ menu: { lang, items: list<MenuItem>(data.items) } }),
  },
  notices: { draw: NoticesPreview, edits: (data, lang) => ({ notices: { lang, items: noticesOf(data) } }) },
};

/** The kind's folder and the language of a collection's entries: `es-services` holds Spanish `services`. */
export function collectionKind(collection: string): { folder: Folder; lang: Lang; schema: ZodTypeAny } {
  const kind = CONTENT_KINDS.find((candidate) => collectionName(candidate) === collection);
  const { english, lang } = kind ? kindInEnglish(kind) : ({ english: "", lang: DEFAULT_LANG } as const);
  return { folder: english.split("/")[0] as Folder, lang, schema: kind?.schema ?? z.object({}) };
}

/** The preview of one entry of the collection `collection` (e.g. "services", "es-services", "blocks"). */
export function EntryPreview({ collection, data, asset }: { collection: string; data: Entry; asset: AssetUrl }) {
  const { folder, lang, schema } = collectionKind(collection);
  const preview: Preview = PREVIEWS[folder] ?? { draw: () => <ValuesPreview value={data} />, framed: true };
  const drawn = <preview.draw data={data} lang={lang} asset={asset} schema={schema} />;
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
