import React from "react";
import { useSiteSettings } from "../../hooks/useSiteSettings";
import * as styles from "./CallToAction.module.css";

/** The short prompt at the end of each service page to phone the practice. */
export function CallToAction({ topic }: { topic: string }) {
  const { phoneDisplay, phoneTel } = useSiteSettings();
  return (
    <aside className={styles.cta} aria-labelledby="call-to-action-heading">
      <h2 id="call-to-action-heading" className={styles.heading}>
        Questions about {topic}?
      </h2>
      <p className={styles.text}>Call us and we will talk through your options and find a time that suits you.</p>
      <a className={styles.button} href={`tel:${phoneTel}`}>
        Call {phoneDisplay}
      </a>
    </aside>
  );
}
