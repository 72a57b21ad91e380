import type { CardItem, CardSection } from "./types";

type Ordinal = "One" | "Two" | "Three" | "Four";
/** The four optional card sections of a page's content, as GraphQL and the editor give them. */
export type SectionFields = { readonly [K in `section${Ordinal}Title`]?: string | null } & {
  readonly [K in `section${Ordinal}Data`]?: readonly CardItem[] | null;
};

/** The four optional card sections, in order, leaving out the empty ones. */
export function cardSections(page: SectionFields): CardSection[] {
  return (["One", "Two", "Three", "Four"] as const).flatMap((ordinal) => {
    const [title, items] = [page[`section${ordinal}Title`], page[`section${ordinal}Data`]];
    return title && items?.length ? [{ title, items }] : [];
  });
}
