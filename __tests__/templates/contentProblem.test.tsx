import React from "react";
import { render, screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import ContentProblemPage from "../../src/templates/contentProblem";
import type { ContentProblemContext } from "../../src/templates/contentProblem";

function renderWith(contentProblems: string[] | undefined) {
  const props = { pageContext: { contentProblems } } as unknown as PageProps<object, ContentProblemContext>;
  return render(<ContentProblemPage {...props} />);
}

it.each([
  ["a mistake", ["content/settings/settings.json: name is missing"]],
  [
    "2 mistakes",
    [
      "content/services/example.json: metaDescription is missing",
      'content/navigation/menu.json: line 4, column 1: malformed JSON\n   3 |   "label": "Home",\n     |                     ^',
    ],
  ],
])("the preview's content-problem page names %s, shows each message as written and says what to do", (count, problems) => {
  renderWith(problems);
  expect(screen.getByRole("heading", { level: 1, name: `The content has ${count}` })).toBeInTheDocument();
  expect(screen.getByText(/save it: this page then shows the site again by itself/)).toBeInTheDocument();
  // Kept exactly, line breaks and the caret's column included.
  expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(problems);
});

it("the preview's content-problem page shows nothing for the moment the preview swaps it for the real page", () => {
  expect(renderWith(undefined).container).toBeEmptyDOMElement();
});
