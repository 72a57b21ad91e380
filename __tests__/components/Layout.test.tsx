import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import { Layout } from "../../src/components/Layout/Layout";
import { Footer } from "../../src/components/Footer/Footer";
import { Header } from "../../src/components/Header/Header";
import { ContactPanel } from "../../src/components/ContactPanel/ContactPanel";
import { MainNav } from "../../src/components/MainNav/MainNav";
import { LanguageProvider } from "../../src/i18n/LanguageContext";
import { navigation, settings, staticQueryData } from "../fixtures";

const mockedQuery = useStaticQuery as jest.Mock;
beforeEach(() => mockedQuery.mockReturnValue(staticQueryData()));
afterEach(() => jest.restoreAllMocks());

it("a Spanish page shows the header, menu and footer in Spanish with Spanish addresses", () => {
  render(
    <Layout currentPath="/es/services/veneers">
      <p>Coronas</p>
    </Layout>,
  );
  const nav = screen.getByRole("navigation", { name: "Principal" });
  expect(within(nav).getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/es");
  // The group's panel is closed until its button is pressed, but its links are in the page.
  const extractions = within(nav).getByRole("link", { name: "Extracciones dentales", hidden: true });
  expect(extractions).toHaveAttribute("href", "/es/services/toothextractions");
  // On built pages in each language: skip link, footer's policy links (e2e/wcag.spec.ts), call button (e2e/header.spec.ts).
  expect(screen.getByRole("heading", { name: "Privacidad, condiciones y accesibilidad" })).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "Contacto" })).toBeInTheDocument();
});

// The error page's own address has no counterpart, so it offers the other language's home page; a page awaiting its
// translation offers no switch.
it.each([
  ["/404.html", "links Español to /es", "/es", undefined],
  ["/es/404.html", "links English to /", "/", undefined],
  ["/services/veneers", "has no Español link while it awaits its Spanish translation", undefined, { es: ["/services/veneers"] }],
])("the page at %s %s", (currentPath, _rule, href, untranslated) => {
  if (untranslated)
    jest.replaceProperty(process, "env", { ...process.env, GATSBY_UNTRANSLATED_PAGES: JSON.stringify(untranslated) });
  render(
    <Layout currentPath={currentPath}>
      <p>Text</p>
    </Layout>,
  );
  const name = currentPath.startsWith("/es") ? "English" : "Español";
  expect(screen.queryByRole("link", { name })?.getAttribute("href")).toBe(href);
});

// Opening, closing, focus, hover and the first click: e2e/header.spec.ts, e2e/hand-over.spec.ts. No browser test reaches this.
it("the main navigation closes a panel the mouse shows with Escape, focus being elsewhere", async () => {
  const user = userEvent.setup();
  render(<MainNav items={navigation} currentPath="/" />);
  const insurance = screen.getByRole("button", { name: "Insurance" });
  await user.hover(insurance);
  expect(insurance).toHaveAttribute("aria-expanded", "true");
  await user.keyboard("{Escape}");
  expect(insurance).toHaveAttribute("aria-expanded", "false");
  expect(insurance).not.toHaveFocus();
});

describe("booking online", () => {
  const SCHEDULER = "https://book.example.com/occfad";
  const withBooking = (bookingUrl?: string) =>
    mockedQuery.mockReturnValue({ ...staticQueryData(), settingsJson: { ...settings, bookingUrl } });

  it.each([
    ["sits beside the call button in the header, the menu and the address page when the practice has a scheduler", SCHEDULER],
    ["is absent everywhere while no scheduler is set, and the call button stays", undefined],
  ])("%s", async (_, bookingUrl) => {
    withBooking(bookingUrl);
    render(
      <>
        <Header currentPath="/" />
        <ContactPanel />
      </>,
    );
    const banner = screen.getByRole("banner");
    const panel = screen.getByRole("region", { name: "Contact" });
    const booking = (place: HTMLElement) => within(place).queryByRole("link", { name: "Book online" })?.getAttribute("href");
    expect([booking(banner), booking(panel)]).toEqual([bookingUrl, bookingUrl]);
    expect(within(banner).getByRole("link", { name: /^Call/ })).toHaveAttribute("href", "tel:+17145550142");
    expect(within(panel).getByRole("link", { name: "Call (714) 555-0142" })).toHaveAttribute("href", "tel:+17145550142");
    await userEvent.click(within(banner).getByRole("button", { name: "Menu" }));
    expect(booking(screen.getByRole("dialog", { name: "Menu" }))).toBe(bookingUrl);
  });

  it("reads Reservar cita on a Spanish page", () => {
    withBooking(SCHEDULER);
    render(
      <LanguageProvider lang="es">
        <Header currentPath="/es" />
      </LanguageProvider>,
    );
    expect(screen.getByRole("link", { name: "Reservar cita" })).toHaveAttribute("href", SCHEDULER);
  });
});

// The copyright's year: the build's in __tests__/build/patientInformation.test.ts, a later visitor's in e2e/media.spec.ts.
it("the footer gives the country in the page's language, from that language's settings", () => {
  mockedQuery.mockReturnValue({
    ...staticQueryData(),
    translatedSettings: { nodes: [{ lang: "es", country: "Estados Unidos" }] },
  });
  const { unmount } = render(
    <LanguageProvider lang="es">
      <Footer />
    </LanguageProvider>,
  );
  expect(screen.getByText(/Estados Unidos/)).toBeInTheDocument();
  expect(screen.queryByText(/United States/)).toBeNull();
  unmount();
  render(<Footer />);
  expect(screen.getByText(/United States/)).toBeInTheDocument();
});
