import React from "react";
import { render, screen, within } from "@testing-library/react";
import { SectionSidebar } from "../../src/components/SectionSidebar/SectionSidebar";
import { categories } from "../fixtures";

it("lists the sibling pages of the current page's category and marks the active one", () => {
  render(<SectionSidebar categories={categories} currentPath="/services/veneers" />);
  const nav = screen.getByRole("navigation", { name: "Cosmetic and Restorative Dentistry" });
  const links = within(nav).getAllByRole("link");
  expect(links.map((link) => link.textContent)).toEqual(categories[0].links.map((link) => link.label));
  expect(within(nav).getByRole("link", { name: "Veneers / Crowns" })).toHaveAttribute("aria-current", "page");
  expect(within(nav).getByRole("link", { name: "Smile Design" })).not.toHaveAttribute("aria-current");
  expect(within(nav).getByRole("link", { name: "Smile Design" })).toHaveAttribute("href", "/services/smiledesign");
});

it("matches the current path with a trailing slash too", () => {
  render(<SectionSidebar categories={categories} currentPath="/services/sealants/" />);
  expect(screen.getByRole("link", { name: "Sealants" })).toHaveAttribute("aria-current", "page");
});

it("is absent on a page that belongs to no category", () => {
  expect(render(<SectionSidebar categories={categories} currentPath="/privacypolicy" />).container).toBeEmptyDOMElement();
  expect(screen.queryByRole("navigation")).toBeNull();
});
