import type { MenuItem, MenuLink } from "./types";

/**
 * The links a top-level entry's panel shows: its own target first (where it has one and the
 * groups do not already list it), so a disclosure button never hides the page it names.
 */
export function ownTargetLink(item: MenuItem): MenuLink | null {
  if (!item.href || !item.groups) return null;
  const listed = item.groups.some((group) => group.links.some((link) => link.href === item.href));
  if (listed) return null;
  return { label: item.href === "/services" ? `${item.label} overview` : item.label, href: item.href };
}

/** Whether `href` is the page at `currentPath` (ignoring a trailing slash). */
export function isCurrent(href: string, currentPath: string): boolean {
  const normalise = (value: string) => (value.length > 1 ? value.replace(/\/+$/, "") : value);
  return normalise(href) === normalise(currentPath);
}
