/**
 * What the site's components use from `gatsby`, for the editor's preview bundle (which has no
 * Gatsby runtime): links are plain links, and the static queries a previewed component makes (the
 * practice's settings, the main menu) are answered from the content the editor was written with,
 * or from the entry being edited when it is that very file (see `EditedSiteData`).
 */
import React from "react";
import type { Settings } from "../../content/gate/schemas/site";
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

/** Site-wide data the entry being edited replaces while it is previewed: the settings file, or a language's menu. */
export interface EditedData {
  settings?: Partial<Settings>;
  menu?: { lang: Lang; items: readonly MenuItem[] };
}

export const EditedSiteData = React.createContext<EditedData>({});

/**
 * One answer for every static query of the previewed components: each reads its own keys
 * (`settingsJson` for the settings, `en` / `es` for the menu).
 */
export function useStaticQuery(): unknown {
  const edited = React.useContext(EditedSiteData);
  const saved = siteData();
  const settings = { ...saved.settings, ...edited.settings, address: { ...saved.settings.address, ...edited.settings?.address } };
  const menus = { ...saved.menus };
  if (edited.menu) menus[edited.menu.lang] = edited.menu.items;
  return {
    site: { siteMetadata: { siteUrl: "" } },
    settingsJson: settings,
    en: { items: menus.en },
    es: { items: menus.es },
  };
}
