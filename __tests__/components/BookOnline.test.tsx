import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import { Header } from "../../src/components/Header/Header";
import { ContactPanel } from "../../src/components/ContactPanel/ContactPanel";
import { LanguageProvider } from "../../src/i18n/LanguageContext";
import { settings, staticQueryData } from "../fixtures";

const mockedQuery = useStaticQuery as jest.Mock;
const withBooking = (bookingUrl?: string) =>
  mockedQuery.mockReturnValue({ ...staticQueryData(), settingsJson: { ...settings, ...(bookingUrl ? { bookingUrl } : {}) } });

describe("booking online", () => {
  it("sits beside the call button in the header, in the menu and on the address page when the practice has a scheduler", async () => {
    withBooking("https://book.example.com/occfad");
    render(
      <>
        <Header currentPath="/" />
        <ContactPanel />
      </>,
    );
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Book online" })).toHaveAttribute("href", "https://book.example.com/occfad");
    expect(within(banner).getByRole("link", { name: /^Call/ })).toHaveAttribute("href", "tel:+17145550142");
    const panel = screen.getByRole("region", { name: "Contact" });
    expect(within(panel).getByRole("link", { name: "Book online" })).toHaveAttribute("href", "https://book.example.com/occfad");
    expect(within(panel).getByRole("link", { name: "Call (714) 555-0142" })).toHaveAttribute("href", "tel:+17145550142");
    await userEvent.click(within(banner).getByRole("button", { name: "Menu" }));
    expect(within(screen.getByRole("dialog", { name: "Menu" })).getByRole("link", { name: "Book online" })).toHaveAttribute(
      "href",
      "https://book.example.com/occfad",
    );
  });

  it("reads Reservar cita on a Spanish page", () => {
    withBooking("https://book.example.com/occfad");
    render(
      <LanguageProvider lang="es">
        <Header currentPath="/es" />
      </LanguageProvider>,
    );
    expect(screen.getByRole("link", { name: "Reservar cita" })).toHaveAttribute("href", "https://book.example.com/occfad");
  });

  it("is absent everywhere while no scheduler is set, and the call button stays", async () => {
    withBooking();
    render(
      <>
        <Header currentPath="/" />
        <ContactPanel />
      </>,
    );
    expect(screen.queryByRole("link", { name: "Book online" })).toBeNull();
    expect(screen.getAllByRole("link", { name: /^Call/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    expect(within(screen.getByRole("dialog", { name: "Menu" })).queryByRole("link", { name: "Book online" })).toBeNull();
  });
});
