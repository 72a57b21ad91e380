import { screen, waitFor } from "@testing-library/react";
import { improveEditor } from "../../../src/cms/browser/editorA11y";

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

it("names each list item's buttons after the item and its list, says and follows whether it is open, and keeps the drag handle out of the Tab order and the accessibility tree", async () => {
  improveEditor(document);
  document.body.insertAdjacentHTML("beforeend", LIST);
  const button = (name: string) => screen.getByRole("button", { name });
  await waitFor(() => expect(button("Collapse item 1 of Section one cards")).toHaveAttribute("aria-expanded", "true"));
  expect(button("Expand item 2 of Section one cards")).toHaveAttribute("aria-expanded", "false");
  expect(button("Remove item 2 of Section one cards")).toBeTruthy();
  // Decap closes the first item: its summary line shows.
  const summary = document.querySelector('[class*="-NestedObjectLabel"]') as HTMLElement;
  summary.setAttribute("style", "display: block");
  summary.className = "css-5-NestedObjectLabel";
  await waitFor(() => expect(button("Expand item 1 of Section one cards")).toHaveAttribute("aria-expanded", "false"));
  for (const handle of document.querySelectorAll('[aria-roledescription="sortable"]'))
    expect([handle.getAttribute("tabindex"), handle.getAttribute("aria-hidden")]).toEqual(["-1", "true"]);
  expect(screen.queryAllByRole("button").filter((element) => !element.getAttribute("aria-label"))).toEqual([]);
});
