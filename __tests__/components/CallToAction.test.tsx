import React from "react";
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { CallToAction } from "../../src/components/CallToAction/CallToAction";
import { LanguageProvider } from "../../src/i18n/LanguageContext";
import type { Lang } from "../../src/i18n/languages";
import { staticQueryData } from "../fixtures";

const mockedQuery = useStaticQuery as jest.Mock;
beforeEach(() => mockedQuery.mockReturnValue(staticQueryData()));

// The heading is compared whole: a Spanish title is never pasted into the sentence ("sobre Carillas"); a Spanish page
// that gives no name for the sentence sets its title apart.
it.each<[Lang, string, string | undefined, string]>([
  ["es", "Carillas de porcelana", "las carillas de porcelana", "¿Tiene preguntas sobre las carillas de porcelana?"],
  ["es", "Carillas de porcelana", undefined, "Carillas de porcelana: ¿tiene preguntas?"],
  ["en", "Porcelain Veneers", undefined, "Questions about Porcelain Veneers?"],
])("in %s, the title %j, named %j in a sentence, heads the call button with %j", (lang, title, nameInSentence, heading) => {
  render(
    <LanguageProvider lang={lang}>
      <CallToAction title={title} nameInSentence={nameInSentence} />
    </LanguageProvider>,
  );
  expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(heading);
  expect(screen.getByRole("link", { name: /^(Call|Llame)/ })).toHaveAttribute("href", "tel:+17145550142");
});
