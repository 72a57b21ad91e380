/**
 * What the editor adds to Decap CMS's own screens for keyboard, screen reader and low-vision users
 * (WCAG 2.2 AA): a stylesheet (4.5 : 1 contrast, focus outlines, scrolling clear of the sticky header
 * and toolbar), names on list items' icon buttons (the drag handle leaves the Tab order for
 * movableList.ts's Move buttons) and the preview frame's title.
 */
import React, { useEffect, useRef } from "react";

/** A grey that reads at 5.2 : 1 or more on every background Decap draws it on. */
const TEXT_GREY = "#555d6b";

// "body" outweighs the single class of Decap's own rules, which it adds after this stylesheet.
const STYLES = `
.ProseMirror a { color: #0b5d6b; font-size: inherit; text-decoration: underline; }
.ProseMirror ul, .ProseMirror ol { padding-left: 1.5rem; }
.ProseMirror ul { list-style: disc; }
.ProseMirror ol { list-style: decimal; }
.ProseMirror h3 { font-size: 1.15rem; font-weight: 700; }
body [class*="-SidebarNavLink"]:not(.sidebar-active):not(:hover),
body [class*="-AppHeaderButton"]:not(.header-link-active):not(:hover),
body [class*="-AppHeaderSiteLink"]:not(:hover),
body [class*="-CollectionTopDescription"],
body [class*="-StyledDropdownButton"][class*="-grayText"]:not(:hover),
body [class*="-ButtonText"],
body [data-translation-links] a { color: ${TEXT_GREY}; }
body [class*="-textBadgeDanger"] { color: #c8002e; }
body [class*="-PublishButton"]:not(:hover) { background-color: #117a8b; }
:focus-visible { outline: 3px solid #1d4f91 !important; outline-offset: 2px; }
html, [class*="-ControlPaneContainer"], .Pane1 { scroll-padding-top: 8rem; scroll-padding-bottom: 2rem; }
body .notif__container { top: auto; bottom: 1em; }
body [class*="-ControlErrorsList"] { text-transform: none; }
.editor-errors { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

/** The list field's label ("Section one cards"), from the label Decap draws for the list's control, without "(optional)". */
function listLabel(item: Element): string {
  const control = item.closest('[id*="-field-"]');
  const label = control ? item.ownerDocument.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null;
  return (label?.textContent ?? "").replace(/\s*\(optional\)\s*$/, "").trim();
}

function setAttributes(element: Element, attributes: Record<string, string>) {
  for (const [name, value] of Object.entries(attributes))
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** Names the controls of each list item's top bar (its toggle, drag handle and remove button). */
function nameListItems(root: ParentNode) {
  for (const bar of root.querySelectorAll('[class*="-StyledListItemTopBar"]')) {
    const item = bar.parentElement;
    if (!item?.parentElement) continue;
    const list = listLabel(item);
    const which = `item ${[...item.parentElement.children].indexOf(item) + 1}${list ? ` of ${list}` : ""}`;
    const [first, handle, last] = [...bar.children];
    if (first instanceof HTMLButtonElement) {
      // A closed item shows its summary line (Decap's NestedObjectLabel) in place of its fields.
      const summary = item.querySelector(':scope > [class*="-NestedObjectLabel"]');
      const collapsed = summary ? getComputedStyle(summary).display !== "none" : false;
      setAttributes(first, {
        "aria-label": `${collapsed ? "Expand" : "Collapse"} ${which}`,
        "aria-expanded": String(!collapsed),
      });
    }
    if (handle?.getAttribute("aria-roledescription") === "sortable")
      setAttributes(handle, { tabindex: "-1", "aria-hidden": "true" });
    if (last instanceof HTMLButtonElement) setAttributes(last, { "aria-label": `Remove ${which}` });
  }
}

/** The start of the ids given to fields' notes and error lists; a field's own aria-describedby (react-select's) is kept beside them. */
const NOTE_ID = "field-note-";

/**
 * Describes each field by its note (the rules it follows) and, after a refused save, its errors, which Decap draws
 * beside the field's label unconnected to it (a screen reader read neither), and marks the field invalid meanwhile;
 * the errors that appear are read out at once from `errors`, a live region.
 */
function describeFields(doc: Document, errors: HTMLElement) {
  const said: string[] = [];
  for (const label of doc.querySelectorAll<HTMLLabelElement>('label[for][class*="-FieldLabel"]')) {
    const field = doc.getElementById(label.htmlFor);
    const container = label.closest('[class*="-ControlContainer"]');
    if (!field || !container) continue;
    const wrong = container.querySelector(':scope > [class*="-ControlTopbar"] > [class*="-ControlErrorsList"]');
    const hint = container.querySelector(':scope > [class*="-ControlHint"]');
    const notes = Object.entries({ errors: wrong, hint }).flatMap(([kind, note]) => {
      if (note && !note.id) note.id = `${NOTE_ID}${kind}-${label.htmlFor}`;
      return note ? [note.id] : [];
    });
    const own = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && !id.startsWith(NOTE_ID));
    setAttributes(field, { "aria-describedby": [...own, ...notes].join(" ") });
    if (!wrong) field.removeAttribute("aria-invalid");
    else {
      setAttributes(field, { "aria-invalid": "true" });
      said.push(wrong.textContent ?? "");
    }
  }
  // Read out when errors appear, not again as each one is corrected.
  if (!said.length || said.some((error) => !errors.textContent?.includes(error)))
    errors.textContent = said.length ? `Not saved: ${said.join(" ")}` : "";
}

/** Adds the stylesheet to the editor's page and keeps Decap's fields described and list controls named as it redraws them. */
export function improveEditor(doc: Document = document): void {
  doc.head.append(Object.assign(doc.createElement("style"), { textContent: STYLES }));
  const errors = Object.assign(doc.createElement("div"), { className: "editor-errors" });
  errors.setAttribute("role", "alert");
  doc.body.append(errors);
  // A menu item chosen (Publish now) goes with its menu, and the focus would fall to the page's body: it goes back to
  // the menu's button, as a menu button's does. Each try empties the alert region for a moment, so that a refusal
  // made again is read out again.
  // Decap redraws the button as it publishes (Publish, Publishing…, Published): it is found again by its place among the menus' buttons.
  const openers = () => Array.from(doc.querySelectorAll<HTMLElement>('[aria-haspopup="true"]'));
  let opener = -1;
  let quiet = false;
  doc.addEventListener("focusin", ({ target }) => {
    const buttons = openers();
    if (target instanceof Element && target.closest('[role="menu"]'))
      opener = buttons.findIndex((button) => button.getAttribute("aria-expanded") === "true");
    else if (buttons.indexOf(target as HTMLElement) !== opener) opener = -1;
  });
  // A press elsewhere is the visitor's own choice of where to go.
  doc.addEventListener("pointerdown", () => (opener = -1));
  const chosen = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== "Enter") return;
    if (!(event.target instanceof Element && event.target.closest('[role="menu"]'))) return;
    errors.textContent = "";
    quiet = true;
    setTimeout(() => {
      quiet = false;
      describeFields(doc, errors);
    }, 300);
  };
  for (const type of ["click", "keydown"]) doc.addEventListener(type, chosen, true);
  const observer = new MutationObserver(() => {
    nameListItems(doc.body);
    if (!quiet) describeFields(doc, errors);
    if (doc.activeElement === doc.body && opener >= 0) openers()[opener]?.focus();
  });
  observer.observe(doc.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["class", "aria-describedby"],
  });
}

/** Titles the preview frame it is drawn in ("Preview: Porcelain Veneers"), as a screen reader announces it. */
export function FrameTitle({ title }: { title: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const frame = ref.current?.ownerDocument.defaultView?.frameElement;
    if (frame && frame.getAttribute("title") !== title) frame.setAttribute("title", title);
  });
  return <span ref={ref} hidden />;
}
