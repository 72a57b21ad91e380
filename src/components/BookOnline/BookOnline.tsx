import React from "react";
import { useStrings } from "../../i18n/LanguageContext";
import * as styles from "./BookOnline.module.css";

/**
 * "Book online": the practice's own scheduler (settings' bookingUrl), beside the call button, from
 * the address itself (the header's island runs no static query in the browser). Absent while no
 * address is set. The site itself never collects a patient's details.
 */
export function BookOnlineLink({ url, className }: { url?: string | null; className?: string }) {
  const strings = useStrings();
  if (!url) return null;
  return (
    <a className={`${styles.book} ${className ?? ""}`.trim()} href={url} rel="noopener noreferrer">
      {strings.bookOnline}
    </a>
  );
}
