import React from "react";
import { useSiteSettings } from "../../hooks/useSiteSettings";
import { useStrings } from "../../i18n/LanguageContext";
import * as styles from "./CallToAction.module.css";

/**
 * The short prompt at the end of each service page to phone the practice. Its heading names the
 * page: inside the sentence by the page's `nameInSentence` when it has one ("las carillas de
 * porcelana"), otherwise by its title, which each language places where a title reads naturally.
 */
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
