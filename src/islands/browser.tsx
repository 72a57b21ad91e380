/**
 * The one script a page runs after it has loaded (bundled with Preact by
 * plugins/gatsby-plugin-site-postbuild/islandsBundle.ts): it hydrates each island the server marked
 * (src/islands/Island.tsx) with the same component that rendered it, and leaves the rest of the
 * page, which needs no script, alone.
 */
import React from "react";
import { hydrateRoot } from "react-dom/client";
import { CopyrightIsland } from "../components/Footer/Footer";
import { HeaderIsland } from "../components/Header/Header";
import { MapIsland } from "../components/MapEmbed/MapEmbed";
import { ServiceVideoIsland } from "../components/ServiceMedia/ServiceMedia";
import { LanguageProvider } from "../i18n/LanguageContext";
import { ISLAND_ATTRIBUTE, type IslandData } from "./Island";

/** Every island's component, by the name its data block carries. */
const COMPONENTS = new Map<string, React.ComponentType<object>>(
  [HeaderIsland, MapIsland, ServiceVideoIsland, CopyrightIsland].map((island) => [
    island.islandName,
    island.component as React.ComponentType<object>,
  ]),
);

/**
 * A stand-in parent holding only `element`, so hydrating it leaves its siblings (the rest of the
 * page) untouched: Preact hydrates, and may insert or remove, only what this parent lists.
 */
function onlyChild(element: Element): Element {
  const parent = element.parentNode as ParentNode & Node;
  const next = element.nextSibling;
  const insert = (child: Node, before?: Node | null) => parent.insertBefore(child, before ?? next);
  return {
    nodeType: 1,
    parentNode: parent,
    firstChild: element,
    childNodes: [element],
    insertBefore: insert,
    appendChild: insert,
    removeChild: (child: Node) => parent.removeChild(child),
  } as unknown as Element;
}

function hydrateIsland(block: HTMLScriptElement): void {
  const Component = COMPONENTS.get(block.getAttribute(ISLAND_ATTRIBUTE) ?? "");
  const element = block.previousElementSibling;
  if (!Component || !element) return;
  const { lang, props } = JSON.parse(block.textContent ?? "null") as IslandData;
  hydrateRoot(
    onlyChild(element),
    <LanguageProvider lang={lang}>
      <Component {...props} />
    </LanguageProvider>,
  );
}

/** What says a visitor is about to use the header: a pointer over it or pressed on it, focus in it, a key or a click in it. */
const INTENT_EVENTS = ["pointerover", "pointermove", "pointerdown", "touchstart", "focusin", "keydown", "click"] as const;

/** The header is in use already: focus is in it, or a visitor opened one of its no-script disclosures. */
const inUse = (element: Element) => element.matches(":focus-within") || element.querySelector("details[open]") !== null;

/**
 * One island per task, so no single task holds a slow phone's main thread for long (a tap in
 * between is answered at once). The header, the largest, hydrates only when a visitor is about to
 * use it (its menus work without script until then, and what was opened stays open), so a visitor
 * who only reads spends no time on it; it goes last, so its data-hydrated mark means the whole page
 * is interactive.
 */
const queue: HTMLScriptElement[] = [];
let pumping = false;
function hydrateNext(): void {
  const block = queue.shift();
  if (!block) {
    pumping = false;
    return;
  }
  hydrateIsland(block);
  setTimeout(hydrateNext, 0);
}
function enqueue(block: HTMLScriptElement): void {
  queue.push(block);
  if (!pumping) {
    pumping = true;
    setTimeout(hydrateNext, 0);
  }
}

for (const block of Array.from(document.querySelectorAll<HTMLScriptElement>(`script[${ISLAND_ATTRIBUTE}]`))) {
  const element = block.previousElementSibling;
  if (block.getAttribute(ISLAND_ATTRIBUTE) !== HeaderIsland.islandName || !element) {
    enqueue(block);
    continue;
  }
  const controller = new AbortController();
  const start = () => {
    controller.abort();
    // After every other island, however soon the visitor arrives.
    setTimeout(() => enqueue(block), 0);
  };
  if (inUse(element)) start();
  else
    for (const type of INTENT_EVENTS)
      element.addEventListener(type, start, { capture: true, passive: true, signal: controller.signal });
}
