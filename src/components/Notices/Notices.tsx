import React from "react";
import { Link } from "gatsby";
import { useNotices, type Notice } from "../../hooks/useNotices";
import { useLocalise, useStrings } from "../../i18n/LanguageContext";
import { noticeOn } from "../../lib/practiceDay";
import practiceDayScript from "../../lib/practiceDay.inline?inline";
import * as styles from "./Notices.module.css";

/** The practice's notices under the header, each from its first day to its last by the practice's clock (lib/practiceDay). */
export function Notices({ every = false }: { every?: boolean }) {
  const found = useNotices();
  // The editor's preview shows every notice of the entry, whatever its days.
  const { notices, built, builtDay } = every ? { ...found, notices: found.all } : found;
  const strings = useStrings();
  const localise = useLocalise();
  if (notices.length === 0) return null;
  const showing = (notice: Notice) => every || noticeOn(notice, builtDay) === "shown";
  return (
    <section
      className={styles.notices}
      aria-label={strings.notices}
      data-notices=""
      data-built={built}
      data-shown-at-build={notices.some(showing) ? "true" : "false"}
      // The inline script adds data-shown before React hydrates, by design.
      suppressHydrationWarning
    >
      <ul className={styles.list}>
        {notices.map((notice) => (
          <li
            key={notice.id}
            className={notice.importance === "closure" ? styles.closure : styles.information}
            data-first={notice.firstDay}
            data-last={notice.lastDay}
            data-shown-at-build={showing(notice) ? "true" : "false"}
            suppressHydrationWarning
          >
            {notice.message}
            {notice.link ? (
              <>
                {" "}
                {notice.link.href.startsWith("/") ? (
                  <Link to={localise(notice.link.href)}>{notice.link.label}</Link>
                ) : (
                  <a href={notice.link.href} rel="noopener noreferrer">
                    {notice.link.label}
                  </a>
                )}
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {every ? null : <script dangerouslySetInnerHTML={{ __html: practiceDayScript }} />}
    </section>
  );
}
