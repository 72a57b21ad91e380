import type { CardItem, CardSection } from "./types";

/** The four optional card sections of a page's content, as GraphQL and the editor give them. */
export interface SectionFields {
  readonly sectionOneTitle?: string | null;
  readonly sectionOneData?: readonly CardItem[] | null;
  readonly sectionTwoTitle?: string | null;
  readonly sectionTwoData?: readonly CardItem[] | null;
  readonly sectionThreeTitle?: string | null;
  readonly sectionThreeData?: readonly CardItem[] | null;
  readonly sectionFourTitle?: string | null;
  readonly sectionFourData?: readonly CardItem[] | null;
}

/** The four optional card sections, in order, leaving out the empty ones. */
export function cardSections(page: SectionFields): CardSection[] {
  const pairs = [
    [page.sectionOneTitle, page.sectionOneData],
    [page.sectionTwoTitle, page.sectionTwoData],
    [page.sectionThreeTitle, page.sectionThreeData],
    [page.sectionFourTitle, page.sectionFourData],
  ] as const;
  return pairs.flatMap(([title, items]) => (title && items && items.length > 0 ? [{ title, items }] : []));
}
