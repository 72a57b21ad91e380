import type { CardItem, CardSection } from "./types";

type Ordinal = "One" | "Two" | "Three" | "Four";
/** The four optional card sections of a page's content, as GraphQL and the editor give them. */
export type SectionFields = { readonly [K in `section${Ordinal}Title`]?: string | null } & {
  readonly [K in `section${Ordinal}Data`]?: readonly CardItem[] | null;
};

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
