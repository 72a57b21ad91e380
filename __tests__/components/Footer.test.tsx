import React from "react";
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Footer } from "../../src/components/Footer/Footer";
import { staticQueryData } from "../fixtures";
import { LanguageProvider } from "../../src/i18n/LanguageContext";

const mockedQuery = useStaticQuery as jest.Mock;
/** The copyright line, whose name is its own element (marked with its language). */
const copyright = (text: RegExp) =>
  screen.getByText((_, element) => element?.tagName === "P" && text.test(element.textContent ?? ""));

describe("Footer", () => {
  afterEach(() => jest.useRealTimers());

  it("shows the address, e-mail, phone, directions and links to the privacy policy, the privacy notice and the accessibility statement", () => {
    mockedQuery.mockReturnValue(staticQueryData());
    render(<Footer />);
    expect(screen.getByText(/3070 Bristol Street Suite 180/)).toBeInTheDocument();
    expect(screen.getByText(/Costa Mesa, CA 92626/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "patientcare@occfad.example" })).toHaveAttribute(
      "href",
      "mailto:patientcare@occfad.example",
    );
    expect(screen.getByRole("link", { name: "(714) 555-0142" })).toHaveAttribute("href", "tel:+17145550142");
    expect(screen.getByRole("link", { name: "Get directions" })).toHaveAttribute(
      "href",
      expect.stringContaining("google.com/maps/dir"),
    );
    expect(screen.getByRole("heading", { name: "Privacy, terms and accessibility" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /privacy policy/i })).toHaveAttribute("href", "/privacypolicy");
    expect(screen.getByRole("link", { name: "Notice of Privacy Practices" })).toHaveAttribute("href", "/privacypractices");
    expect(screen.getByRole("link", { name: "Accessibility statement" })).toHaveAttribute("href", "/accessibility");
  });

  it("shows the build's year in the copyright line", () => {
    jest.useFakeTimers({ now: new Date("2026-06-01T12:00:00Z") });
    mockedQuery.mockReturnValue(staticQueryData("2026"));
    render(<Footer />);
    expect(copyright(/© 2026 OC Center for Advanced Dentistry/)).toBeInTheDocument();
  });

  it("moves to the visitor's year when their clock says a later one", () => {
    jest.useFakeTimers({ now: new Date("2028-02-01T12:00:00Z") });
    mockedQuery.mockReturnValue(staticQueryData("2026"));
    render(<Footer />);
    expect(copyright(/© 2028 OC Center for Advanced Dentistry/)).toBeInTheDocument();
  });

  it("shows office hours only when the settings have them", () => {
    mockedQuery.mockReturnValue(staticQueryData());
    const { unmount } = render(<Footer />);
    expect(screen.queryByRole("heading", { name: "Office hours" })).toBeNull();
    unmount();
    const data = staticQueryData();
    mockedQuery.mockReturnValue({
      ...data,
      settingsJson: { ...data.settingsJson, hours: [{ days: ["Monday"], opens: "08:00", closes: "17:00" }] },
    });
    render(<Footer />);
    expect(screen.getByRole("heading", { name: "Office hours" })).toBeInTheDocument();
    expect(screen.getByText("Monday: 08:00–17:00")).toBeInTheDocument();
  });

  it("gives the country in the page's language, from that language's settings", () => {
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
});
