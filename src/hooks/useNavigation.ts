import { graphql, useStaticQuery } from "gatsby";
import type { MenuItem } from "../lib/types";

/** The site menu, from content/navigation/menu.json. */
export function useNavigation(): readonly MenuItem[] {
  const data = useStaticQuery<Queries.NavigationQuery>(graphql`
    query Navigation {
      navigationJson {
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
    }
  `);
  return data.navigationJson?.items ?? [];
}
