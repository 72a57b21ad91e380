import React from "react";
import { useStrings } from "../../i18n/LanguageContext";

export interface PageDatesProps {
  /** The date the page's text last changed, as shown in the page's language ("November 23, 2026", "23 de noviembre de 2026") and as YYYY-MM-DD. */
  updated: string;
  updatedIso: string;
  /** Who reviewed the text and when; the review line appears only when both are recorded. */
  reviewedBy?: string | null;
  reviewedOn?: string | null;
  reviewedOnIso?: string | null;
  className?: string;
}

/**
 * When the page's text last changed and, only when the content file records a clinician's review,
 * who reviewed it and when. A page never claims a review that is not on record.
 */
export function PageDates({ updated, updatedIso, reviewedBy, reviewedOn, reviewedOnIso, className }: PageDatesProps) {
  const strings = useStrings();
  return (
    <div className={className}>
      <p>
        {strings.lastUpdated} <time dateTime={updatedIso}>{updated}</time>
      </p>
      {reviewedBy && reviewedOn && reviewedOnIso ? (
        <p>
          {strings.reviewedBy} {reviewedBy} {strings.reviewedOn} <time dateTime={reviewedOnIso}>{reviewedOn}</time>
        </p>
      ) : null}
    </div>
  );
}
