/**
 * What only the practice can confirm, listed by a production build until it is done: the service
 * pages no clinician has reviewed yet, and the privacy contact the Notice of Privacy Practices names.
 */
import type { SiteContent } from "./validate";

export function unreviewedPages(content: Pick<SiteContent, "services">): string[] {
  return content.services
    .filter((page) => !page.reviewedBy || !page.reviewedOn)
    .map((page) => `/services/${page.slug}`)
    .sort();
}

export function publishingWarnings(content: Pick<SiteContent, "services" | "settings">): string[] {
  const warnings: string[] = [];
  const unreviewed = unreviewedPages(content);
  if (unreviewed.length > 0)
    warnings.push(
      `${unreviewed.length} service page${unreviewed.length === 1 ? " has" : "s have"} not been reviewed by a clinician (set reviewedBy and reviewedOn in content/services/<slug>.json after a review): ${unreviewed.join(", ")}`,
    );
  if (!content.settings.privacyOfficer)
    warnings.push(
      'content/settings/settings.json has no privacyOfficer: the Notice of Privacy Practices (/privacypractices) says "our Privacy Officer" until the practice names the person or title who answers privacy questions and complaints.',
    );
  return warnings;
}
