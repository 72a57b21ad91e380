import React from "react";
import { SectionSidebar, categoryOf } from "../SectionSidebar/SectionSidebar";
import { localiseCategories } from "../../lib/menu";
import type { SidebarCategory } from "../../lib/types";
import { languageOf } from "../../i18n/languages";
import * as styles from "./SidebarLayout.module.css";

/**
 * A page's article, with the sidebar of its category when it has one (the categories' links, written
 * as English paths, in the language of the page at `currentPath`). The sidebar follows the
 * article in the source, so it is read (and painted) after the page's own content; on wide
 * screens the grid places it in the left column.
 */
export function SidebarLayout({
  categories: english,
  currentPath,
  children,
}: {
  categories: readonly SidebarCategory[];
  currentPath: string;
  children: React.ReactNode;
}) {
  const categories = localiseCategories(english, languageOf(currentPath));
  const hasSidebar = Boolean(categoryOf(categories, currentPath));
  return (
    <div className={hasSidebar ? styles.withSidebar : styles.single}>
      <article className={styles.article}>{children}</article>
      {hasSidebar ? (
        <div className={styles.sidebar}>
          <SectionSidebar categories={categories} currentPath={currentPath} />
        </div>
      ) : null}
    </div>
  );
}
