import React from "react";
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Layout } from "../../src/components/Layout/Layout";
import { staticQueryData } from "../fixtures";

const mockedQuery = useStaticQuery as jest.Mock;
beforeEach(() => mockedQuery.mockReturnValue(staticQueryData()));

describe("a Spanish page", () => {
  it("shows the header, menu and footer in Spanish with Spanish addresses", () => {
    render(
      <Layout currentPath="/es/services/examplevideo">
        <p>Coronas</p>
      </Layout>,
    );
    expect(screen.getByRole("link", { name: "Saltar al contenido principal" })).toHaveAttribute("href", "#main");
    const nav = screen.getByRole("navigation", { name: "Principal" });
    expect(within(nav).getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/es");
    // The group's panel is closed until its button is pressed, but its links are in the page.
    expect(within(nav).getByRole("link", { name: "Extracciones dentales", hidden: true })).toHaveAttribute(
      "href",
      "/es/services/exampleextraction",
    );
    for (const [name, href] of [
      [/Llame al/, "tel:+17145550142"],
      ["Política de privacidad y condiciones", "/es/privacypolicy"],
      ["Aviso de Prácticas de Privacidad", "/es/privacypractices"],
      ["Declaración de accesibilidad", "/es/accessibility"],
    ] as const)
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
    expect(screen.getByRole("heading", { name: "Privacidad, condiciones y accesibilidad" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Contacto" })).toBeInTheDocument();
  });
});

// The error page's own address has no counterpart, so it offers the other language's home page.
it.each([
  ["/404.html", "Español", "/es"],
  ["/es/404.html", "English", "/"],
])("the error page at %s links %s to %s", (currentPath, name, href) => {
  render(
    <Layout currentPath={currentPath}>
      <p>Oops!</p>
    </Layout>,
  );
  expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
});

describe("a page not translated yet", () => {
  afterEach(() => {
    delete process.env.GATSBY_UNTRANSLATED_PAGES;
  });

  it("offers no switch to a Spanish page that does not exist", () => {
    process.env.GATSBY_UNTRANSLATED_PAGES = JSON.stringify({ es: ["/services/examplevideo"] });
    render(
      <Layout currentPath="/services/examplevideo">
        <p>Crowns</p>
      </Layout>,
    );
    expect(screen.queryByRole("link", { name: "Español" })).toBeNull();
  });
});
