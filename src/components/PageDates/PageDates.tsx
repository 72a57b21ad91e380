import React from "react";
import { useLanguage, useStrings } from "../../i18n/LanguageContext";
import { formatDate } from "../../i18n/strings";

export interface PageDatesProps {
  /** YYYY-MM-DD: when the page's text last changed, for the kinds of page that record it. */
  updatedIso?: string;
  /** Who reviewed the text and when (YYYY-MM-DD); the review line appears only when both are recorded. */
  reviewedBy?: string | null;
  reviewedOnIso?: string | null;
  className?: string;
}

/**
 * When the page's text last changed and, only when the content file records a clinician's review,
 * who reviewed it and when, in the page's language. A page never claims a review that is not on
 * record, and with neither date it shows nothing.
 */
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
