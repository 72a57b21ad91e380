import React from "react";
import { render, screen } from "@testing-library/react";
import { RichText, Paragraphs } from "../../src/components/RichText/RichText";
import { parseRichText } from "../../src/content/gate/richText";
import { LanguageProvider } from "../../src/i18n/LanguageContext";

// Which hrefs change is localisePath's (__tests__/i18n/languages.test.ts); here, that formatted text applies it.
it("RichText renders a parsed tree as ordinary elements, its links written as English paths in the page's language", () => {
  const { nodes } = parseRichText(
    '<h3>Good to know</h3><ul><li>See <a href="/services/examplevideo">crowns</a> or <a href="tel:+17145550142">call</a></li></ul>',
  );
  render(
    <LanguageProvider lang="es">
      <RichText tree={nodes} />
    </LanguageProvider>,
  );
  expect(screen.getByRole("heading", { level: 3, name: "Good to know" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "crowns" })).toHaveAttribute("href", "/es/services/examplevideo");
  expect(screen.getByRole("link", { name: "call" })).toHaveAttribute("href", "tel:+17145550142");
  expect(screen.getByRole("listitem")).toHaveTextContent("See crowns or call");
});

it("RichText does not render tags or links that are not allowed, even if they reach it", () => {
  const tampered = [
    { type: "element", tag: "script", children: [{ type: "text", text: "alert(1)" }] },
    { type: "element", tag: "a", href: "javascript:alert(2)", children: [{ type: "text", text: "bad link" }] },
    { type: "element", tag: "p", onclick: "x()", children: [{ type: "text", text: "ok" }] },
  ];
  const { container } = render(<RichText tree={tampered} />);
  expect(container.querySelector("script")).toBeNull();
  expect(screen.queryByRole("link")).toBeNull();
  expect(container).toHaveTextContent("bad link");
  expect(container.querySelector("p")).not.toHaveAttribute("onclick");
});

it("Paragraphs starts a new paragraph at each blank line", () => {
  const { container } = render(<Paragraphs text={"First one.\n\nSecond one."} />);
  expect(Array.from(container.querySelectorAll("p")).map((p) => p.textContent)).toEqual(["First one.", "Second one."]);
});
