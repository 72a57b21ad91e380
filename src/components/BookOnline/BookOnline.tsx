import React from "react";
import { useSiteSettings } from "../../hooks/useSiteSettings";
import { useStrings } from "../../i18n/LanguageContext";
import * as styles from "./BookOnline.module.css";

/**
 * "Book online": the practice's own scheduler (settings' bookingUrl), beside the call button.
 * Absent while no address is set. The site itself never collects a patient's details.
 */
export function BookOnline({ className }: { className?: string }) {
  const { bookingUrl } = useSiteSettings();
  const strings = useStrings();
  if (!bookingUrl) return null;
  return (
    <a className={`${styles.book} ${className ?? ""}`.trim()} href={bookingUrl} rel="noopener noreferrer">
      {strings.bookOnline}
    </a>
  );
}
