import React, { useRef } from "react";
import { useSiteSettings } from "../../hooks/useSiteSettings";
import { useNotices } from "../../hooks/useNotices";
import { useBrowserLayoutEffect } from "../../hooks/useHydrated";
import { useStrings } from "../../i18n/LanguageContext";
import type { Weekday } from "../../i18n/strings";
import { PRACTICE_DAY_SCRIPT, applyPracticeDay, hoursOn, practiceClock, type HoursData } from "../../lib/practiceDay";
import * as styles from "./OfficeHours.module.css";

/**
 * The weekly office hours, then "Open now · today 08:00–17:00" (or "Closed today" on a closure
 * day) by the practice's clock, in the page's language. Only the reader's clock knows the moment,
 * so that line is written in the browser: the inline script fills it before the first paint, inside
 * an element React leaves empty; without scripts the weekly hours stand alone. Nothing at all while
 * the settings have no hours.
 */
export function OfficeHours({ listClassName }: { listClassName?: string }) {
  const { hours } = useSiteSettings();
  const { notices, built } = useNotices();
  const strings = useStrings();
  const box = useRef<HTMLDivElement>(null);
  // After a page change in the browser the inline script does not run again: do its work here.
  useBrowserLayoutEffect(() => {
    if (box.current) applyPracticeDay(box.current, Date.now(), practiceClock, hoursOn);
  }, []);
  if (!hours?.length) return null;
  const data: HoursData = {
    weekly: hours,
    changed: notices.flatMap((notice) => notice.changedHours ?? []),
    words: { openNow: strings.openNow, closedNow: strings.closedNow, today: strings.today, closedToday: strings.closedToday },
  };
  return (
    <div ref={box} data-built={built} data-hours={JSON.stringify(data)}>
      <ul className={listClassName ?? styles.list}>
        {hours.map((row) => (
          <li key={row.days.join()}>
            {row.days.map((day) => strings.weekdays[day as Weekday] ?? day).join(", ")}: {row.opens}–{row.closes}
          </li>
        ))}
      </ul>
      <p className={styles.today} data-hours-line="" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
      <script dangerouslySetInnerHTML={{ __html: PRACTICE_DAY_SCRIPT }} />
    </div>
  );
}
