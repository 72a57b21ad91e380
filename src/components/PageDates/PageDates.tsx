import React from "react";
import { useLanguage, useStrings } from "../../i18n/LanguageContext";
import { formatDate } from "../../i18n/strings";

export interface PageDatesProps {
  updatedIso?: string;
  reviewedBy?: string | null;
  reviewedOnIso?: string | null;
  className?: string;
}

/** When the page's text last changed and, only when both are recorded, who reviewed it and when. */
export function PageDates({ updatedIso, reviewedBy, reviewedOnIso, className }: PageDatesProps) {
  const lang = useLanguage();
  const strings = useStrings();
  if (!updatedIso && !(reviewedBy && reviewedOnIso)) return null;
  return (
    <div className={className}>
      {updatedIso ? (
        <p>
          {strings.lastUpdated} <time dateTime={updatedIso}>{formatDate(updatedIso, lang)}</time>
        </p>
      ) : null}
      {reviewedBy && reviewedOnIso ? (
        <p>
          {strings.reviewedBy} {reviewedBy} {strings.reviewedOn}{" "}
          <time dateTime={reviewedOnIso}>{formatDate(reviewedOnIso, lang)}</time>
        </p>
      ) : null}
    </div>
  );
}
