/**
 * What the site's components use from `gatsby`, for the editor's preview bundle (which has no
 * Gatsby runtime): links are plain links, and the static queries a previewed component makes (the
 * practice's settings, the main menu, the notices) are answered from the content the editor was
 * written with, or from the entry being edited when it is that very file (see `EditedEntry`).
 */
import React from "react";
import type { Settings } from "../../content/gate/schemas/site";
import type { Folder } from "../../content/kinds";
import type { Notice } from "../../content/kinds/notices";
import type { MenuItem } from "../../lib/types";
import type { Lang } from "../../i18n/languages";
import { siteData } from "./siteData";

export function Link({ to, children, ...rest }: { to: string; children?: React.ReactNode } & Record<string, unknown>) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export const graphql = (): undefined => undefined;

/** The entry being previewed: the file of kind `folder` in `lang`, as the form holds it, which replaces the saved file. */
export const EditedEntry = React.createContext<{ folder: Folder; lang: Lang; data: Record<string, unknown> } | undefined>(
  undefined,
);

/** The notices of a notices file being typed that a page can show already (they have their message). */
export const typedNotices = (value: unknown): Notice[] =>
  (Array.isArray(value) ? (value as Notice[]) : []).filter((notice) => typeof notice?.message === "string");

/**
 * One answer for every static query of the previewed components: each reads its own keys
 * (`settingsJson` for the settings, `en` / `es` for the menu and the notices). Saved notices are not
 * shown around other entries: a preview is about the entry, and a notice's days are not the editor's.
 */
export function useStaticQuery(): unknown {
  const edited = React.useContext(EditedEntry);
  const saved = siteData();
  const entry = (folder: Folder, lang: Lang) => (edited?.folder === folder && edited.lang === lang ? edited.data : undefined);
  const settings = entry("settings", "en") as Partial<Settings> | undefined;
  const inLang = (lang: Lang) => {
    const menu = entry("navigation", lang);
    const items = menu ? (Array.isArray(menu.items) ? (menu.items as MenuItem[]) : []) : saved.menus[lang];
    return { items, notices: typedNotices(entry("notices", lang)?.notices) };
  };
  return {
    site: { siteMetadata: { siteUrl: "" }, buildTime: new Date().toISOString() },
    settingsJson: { ...saved.settings, ...settings, address: { ...saved.settings.address, ...settings?.address } },
    en: inLang("en"),
    es: inLang("es"),
  };
}
