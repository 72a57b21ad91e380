import React from "react";
import { SectionSidebar, categoryOf } from "../SectionSidebar/SectionSidebar";
import { localiseCategories } from "../../lib/menu";
import type { SidebarCategory } from "../../lib/types";
import { languageOf } from "../../i18n/languages";
import * as styles from "./SidebarLayout.module.css";

type SidebarLayoutProps = { categories: readonly SidebarCategory[]; currentPath: string; children: React.ReactNode };

/** A page's article, then its category's sidebar (read and painted after it; the grid puts it on the left on wide screens). */
export function SidebarLayout({ categories: english, currentPath, children }: SidebarLayoutProps) {
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
