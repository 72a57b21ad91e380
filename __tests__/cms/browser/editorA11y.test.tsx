import React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import { FrameTitle, improveEditor } from "../../../src/cms/browser/editorA11y";

/**
 * A list field as Decap 3 draws it: its label, then items whose top bar holds icon-only buttons, the
 * first open, the second closed (showing its summary line).
 */
const LIST = `
  <label for="sectionOneData-field-8">Section one cards (optional)</label>
  <div id="sectionOneData-field-8"><div>
    ${["none", "block"]
      .map(
        (summary) => `<div class="css-1-ListItem">
          <div class="css-2-StyledListItemTopBar"><button><svg></svg></button>
            <div role="button" tabindex="0" aria-roledescription="sortable"></div><button><svg></svg></button></div>
          <div class="css-4-NestedObjectLabel" style="display: ${summary}">A card</div>
        </div>`,
      )
      .join("")}
  </div></div>`;

describe("improveEditor", () => {
  beforeAll(() => improveEditor(document));

  it("names each list item's buttons after the item and its list, and says whether it is open", async () => {
    document.body.insertAdjacentHTML("beforeend", LIST);
    await waitFor(() => expect(screen.getByRole("button", { name: "Collapse item 1 of Section one cards" })).toBeTruthy());
    expect(screen.getByRole("button", { name: "Collapse item 1 of Section one cards" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
    expect(screen.getByRole("button", { name: "Expand item 2 of Section one cards" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
    expect(screen.getByRole("button", { name: "Remove item 2 of Section one cards" })).toBeTruthy();
  });

  it("follows an item Decap closes, and keeps the drag handle out of the Tab order and the accessibility tree", async () => {
    const summary = document.querySelector('[class*="-NestedObjectLabel"]') as HTMLElement;
    summary.setAttribute("style", "display: block");
    summary.className = "css-5-NestedObjectLabel";
    await waitFor(() => expect(screen.getByRole("button", { name: "Expand item 1 of Section one cards" })).toBeTruthy());
    for (const handle of document.querySelectorAll('[aria-roledescription="sortable"]')) {
      expect(handle.getAttribute("tabindex")).toBe("-1");
      expect(handle.getAttribute("aria-hidden")).toBe("true");
    }
    expect(screen.queryAllByRole("button").filter((button) => !button.getAttribute("aria-label"))).toEqual([]);
  });
});

describe("FrameTitle", () => {
  it("titles the frame it is drawn in", async () => {
    const frame = document.createElement("iframe");
    document.body.append(frame);
    const inner = frame.contentDocument?.body ?? document.body;
    render(<FrameTitle title="Preview: Porcelain Veneers" />, { container: inner.appendChild(document.createElement("div")) });
    await waitFor(() => expect(frame.getAttribute("title")).toBe("Preview: Porcelain Veneers"));
  });
});
