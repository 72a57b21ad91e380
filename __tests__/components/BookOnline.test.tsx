import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import { Header } from "../../src/components/Header/Header";
import { ContactPanel } from "../../src/components/ContactPanel/ContactPanel";
import { LanguageProvider } from "../../src/i18n/LanguageContext";
import { settings, staticQueryData } from "../fixtures";

const SCHEDULER = "https://book.example.com/occfad";
const withBooking = (bookingUrl?: string) =>
  (useStaticQuery as jest.Mock).mockReturnValue({ ...staticQueryData(), settingsJson: { ...settings, bookingUrl } });

describe("booking online", () => {
  it.each([
    [
      "sits beside the call button in the header, in the menu and on the address page when the practice has a scheduler",
      SCHEDULER,
    ],
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
