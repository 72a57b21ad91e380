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

  it.each([
    ["the build's year", "2026-06-01T12:00:00Z", "2026"],
    ["the visitor's year when their clock reads later", "2028-02-01T12:00:00Z", "2028"],
  ])("shows %s in the copyright line", (_, now, year) => {
    jest.useFakeTimers({ now: new Date(now) });
    mockedQuery.mockReturnValue(staticQueryData("2026"));
    render(<Footer />);
    expect(copyright(new RegExp(`© ${year} OC Center for Advanced Dentistry`))).toBeInTheDocument();
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
