/** The site data the admin page carries (plugins/gatsby-plugin-admin/collectSiteData.ts); no Node import here. */
import type { Blocks } from "../../content/kinds/blocks";
import type { Settings } from "../../content/kinds/settings";
import { DEFAULT_LANG, type Lang } from "../../i18n/languages";
import type { TranslationLang } from "../../content/gate/translationPath";
import type { MenuItem } from "../../lib/types";
import type { HeroFiles } from "../../components/HomeHero/HomeHero";

export interface SitePage {
  /** The English path a content file links with (`/services/crowns`); each language localises it. */
  path: string;
  title: string;
}

export interface AdminSiteData {
  /** The pages a link may point to, titled in each language's entries' language. */
  pages: Record<Lang, SitePage[]>;
  settings: Settings;
  blocks: Record<Lang, Blocks>;
  /** Each language's main menu, its links in English paths as in the content files. */
  menus: Record<Lang, readonly MenuItem[]>;
  /** Each language's home page video, which the home page and the settings previews show with the mission statement. */
  heroes: Record<Lang, HeroFiles>;
  /** Each translation's mission statement (the English one is in `settings`). */
  translatedMissions: Record<TranslationLang, string>;
  /** Names of optional list fields (e.g. sectionTwoData): an emptied one is left out of the saved file, not saved as []. */
  optionalLists: string[];
}

/** The element of the admin page that carries the data, as JSON the browser does not run. */
export const SITE_DATA_ID = "cms-site-data";

let cached: AdminSiteData | undefined;

export function siteData(): AdminSiteData {
  if (!cached) cached = JSON.parse(document.getElementById(SITE_DATA_ID)?.textContent ?? "null") as AdminSiteData;
  return cached;
}

/** The saved mission statement in `lang`: the settings' own, or its translation's. */
export function missionIn(lang: Lang): string {
  const data = siteData();
  return lang === DEFAULT_LANG ? data.settings.mission : data.translatedMissions[lang];
}
