import React, { useId } from "react";
import { graphql, Link } from "gatsby";
import { isCurrent } from "../../lib/menu";
import type { SidebarCategory } from "../../lib/types";
import * as styles from "./SectionSidebar.module.css";

export function categoryOf(categories: readonly SidebarCategory[], path: string): SidebarCategory | undefined {
  return categories.find((category) => category.links.some((link) => isCurrent(link.path, path)));
}

/** The sibling pages of the current page's category; nothing when the page belongs to none. */
export function SectionSidebar({ categories, currentPath }: { categories: readonly SidebarCategory[]; currentPath: string }) {
  const category = categoryOf(categories, currentPath);
  // Unique on a page that shows more than one (the editor's sidebar preview).
  const headingId = useId();
  if (!category) return null;
  return (
    <nav className={styles.sidebar} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {category.title}
      </h2>
      <ul className={styles.list}>
        {category.links.map((link) => {
          const active = isCurrent(link.path, currentPath);
          return (
            <li key={link.path}>
              <Link
                to={link.path}
                className={active ? `${styles.link} ${styles.active}` : styles.link}
                aria-current={active ? "page" : undefined}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A page-query fragment: Gatsby collects it from this file, nothing imports it. @public */
export const query = graphql`
  fragment SidebarCategories on SidebarJson {
    categories {
      title
      links {
        path
        label
      }
    }
  }
`;
