import React from "react";
import { useSiteSettings } from "../../hooks/useSiteSettings";
import { useNotices } from "../../hooks/useNotices";
import { useStrings } from "../../i18n/LanguageContext";
import type { HoursData } from "../../lib/practiceDay";
import practiceDayScript from "../../lib/practiceDay.inline?inline";
import * as styles from "./OfficeHours.module.css";

/** The weekly office hours, then "Open now · today 08:00–17:00", which the inline script writes before the first paint. */
export function OfficeHours({ listClassName }: { listClassName?: string }) {
  const { hours } = useSiteSettings();
  const { notices, built } = useNotices();
  const strings = useStrings();
  if (!hours?.length) return null;
  const data: HoursData = {
    weekly: hours,
    changed: notices.flatMap((notice) => notice.changedHours ?? []),
    words: { openNow: strings.openNow, closedNow: strings.closedNow, today: strings.today, closedToday: strings.closedToday },
  };
  return (
    <div data-built={built} data-hours={JSON.stringify(data)}>
      <ul className={listClassName ?? styles.list}>
        {hours.map((row) => (
          <li key={row.days.join()}>
            {row.days.map((day) => strings.weekdays[day as keyof typeof strings.weekdays] ?? day).join(", ")}: {row.opens}–
            {row.closes}
          </li>
        ))}
      </ul>
      <p className={styles.today} data-hours-line="" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
      <script dangerouslySetInnerHTML={{ __html: practiceDayScript }} />
    </div>
  );
}
