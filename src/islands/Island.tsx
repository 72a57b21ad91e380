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
 * Declares a part of the page that works in the browser (the header's menus, the map button, a
 * service video), beside its component: the returned component renders it as the server does,
 * followed by a data block with its props, which the browser's small island script
 * (src/islands/browser.tsx) reads to hydrate that one element. The rest of the page is static HTML
 * and runs no script. `component` must render one element; `name` is unique among the islands. The
 * browser script hydrates `component` where a data block names `islandName`, unless `needed` says from
 * the props that the HTML is already what the component would show (a slow phone then spends nothing on it).
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
