import React from "react";
import { useLanguage } from "../i18n/LanguageContext";
import type { Lang } from "../i18n/languages";
import type { IslandName, IslandProps } from "./names";

/** What the browser needs to hydrate one island: its language and its props, as JSON. */
export interface IslandData<N extends IslandName = IslandName> {
  lang: Lang;
  props: IslandProps[N];
}

/** The attribute naming an island's data block (the component it hydrates). */
export const ISLAND_ATTRIBUTE = "data-island";

/** JSON inside <script>: `<` escaped so the text can never close the element or open a comment. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * A part of the page that works in the browser (the header's menus, the map button, a service
 * video): the component as the server renders it, followed by a data block with its props, which
 * the browser's small island script (src/islands/browser.tsx) reads to hydrate that one element.
 * The rest of the page is static HTML and runs no script. The component must render one element.
 */
export function Island<N extends IslandName>({
  name,
  component: Component,
  props,
}: {
  name: N;
  component: React.ComponentType<IslandProps[N]>;
  props: IslandProps[N];
}) {
  const data: IslandData<N> = { lang: useLanguage(), props };
  return (
    <>
      <Component {...props} />
      <script
        type="application/json"
        {...{ [ISLAND_ATTRIBUTE]: name }}
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }}
      />
    </>
  );
}
