import React from "react";
import { render, screen, within } from "@testing-library/react";
import { SectionSidebar } from "../../src/components/SectionSidebar/SectionSidebar";
import { categories } from "../fixtures";

describe("SectionSidebar", () => {
  it("lists the sibling pages of the current page's category and marks the active one", () => {
    render(<SectionSidebar categories={categories} currentPath="/services/examplephoto" />);
    const nav = screen.getByRole("navigation", { name: "Cosmetic and Restorative Dentistry" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Smile Design", "Veneers / Crowns"]);
    expect(within(nav).getByRole("link", { name: "Veneers / Crowns" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Smile Design" })).not.toHaveAttribute("aria-current");
    expect(within(nav).getByRole("link", { name: "Smile Design" })).toHaveAttribute("href", "/services/exampledesign");
  });

  it("matches the current path with a trailing slash too", () => {
    render(<SectionSidebar categories={categories} currentPath="/services/exampleprevention/" />);
    expect(screen.getByRole("link", { name: "Sealants" })).toHaveAttribute("aria-current", "page");
  });

  it("is absent on a page that belongs to no category", () => {
    const { container } = render(<SectionSidebar categories={categories} currentPath="/services/examplevideo" />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
