import React from "react";
import { render, screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import ContentProblemPage from "../../src/templates/contentProblem";
import type { ContentProblemContext } from "../../src/templates/contentProblem";

function renderWith(contentProblems: string[] | undefined) {
  const props = { pageContext: { contentProblems } } as unknown as PageProps<object, ContentProblemContext>;
  return render(<ContentProblemPage {...props} />);
}

describe("the preview's content-problem page", () => {
  it("shows each of the content check's messages as written, with what to do", () => {
    const problems = [
      "content/services/example.json: metaDescription is missing",
      'content/navigation/menu.json: line 4, column 1: malformed JSON\n   3 |   "label": "Home",\n     |                     ^',
    ];
    renderWith(problems);
    expect(screen.getByRole("heading", { level: 1, name: "The content has 2 mistakes" })).toBeInTheDocument();
    expect(screen.getByText(/save it: this page then shows the site again by itself/)).toBeInTheDocument();
    const items = screen.getAllByRole("listitem");
    // Kept exactly, line breaks and the caret's column included.
    expect(items.map((item) => item.textContent)).toEqual(problems);
  });

  it("names one mistake in the singular", () => {
    renderWith(["content/settings/settings.json: name is missing"]);
    expect(screen.getByRole("heading", { level: 1, name: "The content has a mistake" })).toBeInTheDocument();
  });

  it("shows nothing for the moment the preview swaps it for the real page", () => {
    const { container } = renderWith(undefined);
    expect(container).toBeEmptyDOMElement();
  });
});
