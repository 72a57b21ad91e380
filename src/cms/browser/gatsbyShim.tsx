/**
 * `gatsby` for the editor's preview bundle, which has no Gatsby runtime: plain links, and the static
 * queries answered from the content the editor was written with, or from the entry being edited.
 */
import React from "react";
import type { Settings } from "../../content/kinds/settings";
import type { MenuItem } from "../../lib/types";
import type { Notice } from "../../content/kinds/notices";
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

/** Site-wide data the entry being edited replaces while it is previewed: the settings file, a language's menu or notices. */
export interface EditedData {
  settings?: Partial<Settings>;
  menu?: { lang: Lang; items: readonly MenuItem[] };
  notices?: { lang: Lang; items: readonly Notice[] };
}

export const EditedSiteData = React.createContext<EditedData>({});

/**
 * One answer for every static query of the previewed components: each reads its own keys
 * (`settingsJson` for the settings, `en` / `es` for the menu and the notices). Saved notices are not
 * shown around other entries: a preview is about the entry, and a notice's days are not the editor's.
 */
export function useStaticQuery(): unknown {
  const edited = React.useContext(EditedSiteData);
  const saved = siteData();
  const settings = { ...saved.settings, ...edited.settings, address: { ...saved.settings.address, ...edited.settings?.address } };
  const menus = { ...saved.menus };
  if (edited.menu) menus[edited.menu.lang] = edited.menu.items;
  const notices = (lang: Lang) => (edited.notices?.lang === lang ? edited.notices.items : []);
  return {
    site: { siteMetadata: { siteUrl: "" }, buildTime: new Date().toISOString() },
    settingsJson: settings,
    en: { items: menus.en, notices: notices("en") },
    es: { items: menus.es, notices: notices("es") },
  };
}
