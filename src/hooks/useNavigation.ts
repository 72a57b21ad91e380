import { graphql, useStaticQuery } from "gatsby";
import type { MenuItem } from "../lib/types";
import { localiseMenu } from "../lib/menu";
import { useLanguage } from "../i18n/LanguageContext";

/** The site menu in the page's language (content/navigation/menu.json, content/es/navigation/menu.json), its links localised. */
export function useNavigation(): readonly MenuItem[] {
  const data = useStaticQuery<Queries.NavigationQuery>(graphql`
    query Navigation {
      en: navigationJson(lang: { eq: "en" }) {
        ...MenuItems
      }
      es: navigationJson(lang: { eq: "es" }) {
        ...MenuItems
      }
    }
    fragment MenuItems on NavigationJson {
      items {
        label
        href
        note
        groups {
          heading
          links {
            label
            href
          }
        }
      }
    }
  `);
  const lang = useLanguage();
  return localiseMenu(data[lang]?.items ?? data.en?.items ?? [], lang);
}
