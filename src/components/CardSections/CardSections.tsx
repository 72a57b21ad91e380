import React from "react";
import type { CardSection } from "../../lib/types";
import * as styles from "./CardSections.module.css";

export function CardSections({ sections }: { sections: readonly CardSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.title} className={styles.section}>
          <h2>{section.title}</h2>
          <ul className={styles.grid}>
            {section.items.map((item) => (
              <li key={item.title} className={styles.card}>
                <h3 className={styles.cardTitle}>{item.title}</h3>
                <p className={styles.cardText}>{item.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
