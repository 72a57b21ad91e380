import React from "react";
import { useLanguage } from "../i18n/LanguageContext";
import type { Lang } from "../i18n/languages";

/** What the browser needs to hydrate one island: its language and its props, as JSON. */
export interface IslandData<P = object> {
  lang: Lang;
  props: P;
}

/** The attribute naming an island's data block (the component it hydrates). */
export const ISLAND_ATTRIBUTE = "data-island";

/** JSON inside <script>: `<` escaped so the text can never close the element or open a comment. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * A part of the page that works in the browser: `component` (one element) rendered, then a data block
 * with its props, from which browser.tsx hydrates that one element, unless `needed` says from the
 * props that the HTML already shows what the component would. `name` is unique among the islands.
 */
export function island<P extends object>(name: string, component: React.ComponentType<P>, needed?: (props: P) => boolean) {
  const Component = component;
  function Rendered(props: P) {
    const data: IslandData<P> = { lang: useLanguage(), props };
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
  return Object.assign(Rendered, { islandName: name, component, needed });
}
