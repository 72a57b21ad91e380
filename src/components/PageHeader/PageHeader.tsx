import React from "react";
import * as styles from "./PageHeader.module.css";

/** A page's main title (the one <h1>) and its optional heading. */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: string | null }) {
  return (
    <div className={styles.pageHeader}>
      <h1 className={styles.title}>{title}</h1>
      {subtitle ? <h2 className={styles.subtitle}>{subtitle}</h2> : null}
    </div>
  );
}
