import React from "react";
import { useSiteSettings } from "../../hooks/useSiteSettings";
import { useStrings } from "../../i18n/LanguageContext";
import { OfficeHours } from "../OfficeHours/OfficeHours";
import { BookOnlineLink } from "../BookOnline/BookOnline";
import * as styles from "./ContactPanel.module.css";

/** On the page with the map: the office hours with "open now", and the ways to make an appointment. */
export function ContactPanel() {
  const { hours, phoneTel, phoneDisplay, bookingUrl } = useSiteSettings();
  const strings = useStrings();
  return (
    <section className={styles.panel} aria-labelledby="contact-panel-heading">
      <h2 id="contact-panel-heading" className={styles.heading}>
        {hours?.length ? strings.officeHours : strings.contact}
      </h2>
      <OfficeHours />
      <p className={styles.actions}>
        <a className={styles.call} href={`tel:${phoneTel}`}>
          {strings.call} {phoneDisplay}
        </a>
        <BookOnlineLink url={bookingUrl} />
      </p>
    </section>
  );
}
