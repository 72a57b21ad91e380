import React from "react";
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Layout } from "../../src/components/Layout/Layout";
import { PageDates } from "../../src/components/PageDates/PageDates";
import { RichText } from "../../src/components/RichText/RichText";
import { LanguageProvider } from "../../src/i18n/LanguageContext";
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
    expect(screen.getByRole("link", { name: /Llame al/ })).toHaveAttribute("href", "tel:+17145550142");
    expect(screen.getByRole("link", { name: "Política de privacidad y condiciones" })).toHaveAttribute(
      "href",
      "/es/privacypolicy",
    );
    expect(screen.getByRole("heading", { name: "Privacidad, condiciones y accesibilidad" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Aviso de Prácticas de Privacidad" })).toHaveAttribute(
      "href",
      "/es/privacypractices",
    );
    expect(screen.getByRole("link", { name: "Declaración de accesibilidad" })).toHaveAttribute("href", "/es/accessibility");
    expect(screen.getByRole("heading", { name: "Contacto" })).toBeInTheDocument();
  });
});

describe("content on a Spanish page", () => {
  it("shows the dates and the review line in Spanish", () => {
    render(
      <LanguageProvider lang="es">
        <PageDates updatedIso="2026-11-22" reviewedBy="Dra. Divya Peddireddy, DDS" reviewedOnIso="2026-01-15" />
      </LanguageProvider>,
    );
    expect(screen.getByText(/Última actualización/)).toHaveTextContent("Última actualización: 22 de noviembre de 2026");
    expect(screen.getByText(/Revisado por/)).toHaveTextContent("Revisado por Dra. Divya Peddireddy, DDS el 15 de enero de 2026");
  });

  // Which hrefs change is localisePath's (__tests__/i18n/languages.test.ts); here, that formatted text applies it.
  it("turns links written as English paths into Spanish addresses, and leaves phone links alone", () => {
    const link = (href: string, text: string) => ({ type: "element", tag: "a", href, children: [{ type: "text", text }] });
    render(
      <LanguageProvider lang="es">
        <RichText
          tree={[
            {
              type: "element",
              tag: "p",
              children: [link("/services/examplevideo", "coronas"), link("tel:+17145550142", "llámenos")],
            },
          ]}
        />
      </LanguageProvider>,
    );
    expect(screen.getByRole("link", { name: "coronas" })).toHaveAttribute("href", "/es/services/examplevideo");
    expect(screen.getByRole("link", { name: "llámenos" })).toHaveAttribute("href", "tel:+17145550142");
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
