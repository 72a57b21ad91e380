import type { MenuItem, MenuLink, SidebarCategory } from "./types";
import { englishPath, localisePath, type Lang } from "../i18n/languages";

/** A top-level entry's own page, for its panel, unless its groups list it: a disclosure button never hides the page it names. */
export function ownTargetLink(item: MenuItem, overview: (label: string) => string): MenuLink | null {
  if (!item.href || !item.groups) return null;
  if (item.groups.some((group) => group.links.some((link) => link.href === item.href))) return null;
  return { label: englishPath(item.href) === "/services" ? overview(item.label) : item.label, href: item.href };
}

/** Whether `href` is the page at `currentPath` (ignoring a trailing slash). */
export function isCurrent(href: string, currentPath: string): boolean {
  const normalise = (value: string) => (value.length > 1 ? value.replace(/\/+$/, "") : value);
  return normalise(href) === normalise(currentPath);
}

/** The menu with its links (written as English paths in content) as they are on a page in `lang`. */
export function localiseMenu(items: readonly MenuItem[], lang: Lang): MenuItem[] {
  return items.map((item) => ({
    ...item,
    href: item.href ? localisePath(item.href, lang) : item.href,
    groups: item.groups?.map((group) => ({
      ...group,
      links: group.links.map((link) => ({ ...link, href: localisePath(link.href, lang) })),
    })),
  }));
}

export function localiseCategories(categories: readonly SidebarCategory[], lang: Lang): SidebarCategory[] {
  return categories.map((category) => ({
    ...category,
    links: category.links.map((link) => ({ ...link, path: localisePath(link.path, lang) })),
  }));
}
