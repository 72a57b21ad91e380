import { graphql, useStaticQuery } from "gatsby";
import { useLanguage } from "../i18n/LanguageContext";
import { noticeOn, practiceClock } from "../lib/practiceDay";

export type Notice = NonNullable<Queries.PracticeNoticesQuery["en"]>["notices"][number];

/** The notices in the page's language not ended by the build's day, and the build's moment (practiceDay.ts). */
export function useNotices(): { notices: readonly Notice[]; all: readonly Notice[]; built: number; builtDay: string } {
  const data = useStaticQuery<Queries.PracticeNoticesQuery>(graphql`
    query PracticeNotices {
      site {
        buildTime
      }
      en: noticesJson(lang: { eq: "en" }) {
        ...NoticeFields
      }
      es: noticesJson(lang: { eq: "es" }) {
        ...NoticeFields
      }
    }
    fragment NoticeFields on NoticesJson {
      notices {
        id
        message
        link {
          label
          href
        }
        firstDay
        lastDay
        importance
        changedHours {
          day
          opens
          closes
        }
      }
    }
  `);
  const lang = useLanguage();
  const built = Date.parse(data.site?.buildTime ?? "") || 0;
  const builtDay = practiceClock(built).day;
  const all = data[lang]?.notices ?? data.en?.notices ?? [];
  return { notices: all.filter((notice) => noticeOn(notice, builtDay) !== "ended"), all, built, builtDay };
}
