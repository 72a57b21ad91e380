import React from "react";
import { useSiteSettings } from "../../hooks/useSiteSettings";
import { useStrings } from "../../i18n/LanguageContext";
import * as styles from "./CallToAction.module.css";

/** The prompt at the end of each service page to phone the practice, its heading naming the page. */
export function CallToAction({ title, nameInSentence }: { title: string; nameInSentence?: string | null }) {
  const { phoneDisplay, phoneTel } = useSiteSettings();
  const strings = useStrings();
  return (
    <aside className={styles.cta} aria-labelledby="call-to-action-heading">
      <h2 id="call-to-action-heading" className={styles.heading}>
        {strings.callToActionHeading(title, nameInSentence ?? undefined)}
      </h2>
      <p className={styles.text}>{strings.callToActionText}</p>
      <a className={styles.button} href={`tel:${phoneTel}`}>
        {strings.call} {phoneDisplay}
      </a>
    </aside>
  );
}
