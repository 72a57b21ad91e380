import React from "react";
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { CallToAction } from "../../src/components/CallToAction/CallToAction";
import { LanguageProvider } from "../../src/i18n/LanguageContext";
import { staticQueryData } from "../fixtures";

const mockedQuery = useStaticQuery as jest.Mock;
beforeEach(() => mockedQuery.mockReturnValue(staticQueryData()));

describe("the call to action's heading", () => {
  it("names a Spanish page inside the sentence with its article when the page gives that name", () => {
    render(
      <LanguageProvider lang="es">
        <CallToAction title="Carillas de porcelana" nameInSentence="las carillas de porcelana" />
      </LanguageProvider>,
    );
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("¿Tiene preguntas sobre las carillas de porcelana?");
  });

  it("never pastes a Spanish title into the sentence: without the name for a sentence, the title stands apart", () => {
    render(
      <LanguageProvider lang="es">
        <CallToAction title="Carillas de porcelana" />
      </LanguageProvider>,
    );
    const heading = screen.getByRole("heading", { level: 2 });
    expect(heading).toHaveTextContent("Carillas de porcelana: ¿tiene preguntas?");
    expect(heading).not.toHaveTextContent(/sobre Carillas/);
  });

  it("keeps the English wording with the page's title", () => {
    render(<CallToAction title="Porcelain Veneers" />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Questions about Porcelain Veneers?");
    expect(screen.getByRole("link", { name: /^Call / })).toHaveAttribute("href", expect.stringMatching(/^tel:\+/));
  });
});
