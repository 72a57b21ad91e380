import React from "react";
import { useStrings } from "../../i18n/LanguageContext";
import * as styles from "./BookOnline.module.css";

/** "Book online": the practice's own scheduler, from its address (an island runs no static query); none without one. */
export function BookOnlineLink({ url, className }: { url?: string | null; className?: string }) {
  const strings = useStrings();
  if (!url) return null;
  return (
    <a className={`${styles.book} ${className ?? ""}`.trim()} href={url} rel="noopener noreferrer">
      {strings.bookOnline}
    </a>
  );
}
