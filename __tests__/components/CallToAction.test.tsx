import React from "react";
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { CallToAction } from "../../src/components/CallToAction/CallToAction";
import { LanguageProvider } from "../../src/i18n/LanguageContext";
import type { Lang } from "../../src/i18n/languages";
import { staticQueryData } from "../fixtures";

const mockedQuery = useStaticQuery as jest.Mock;
beforeEach(() => mockedQuery.mockReturnValue(staticQueryData()));

// The heading is compared whole: a Spanish title is never pasted into the sentence ("sobre Carillas").
it.each<[string, Lang, string, string | undefined, string]>([
  [
    "names a Spanish page inside the sentence with its article when the page gives that name",
    "es",
    "Carillas de porcelana",
    "las carillas de porcelana",
    "¿Tiene preguntas sobre las carillas de porcelana?",
  ],
  [
    "sets a Spanish title apart when the page gives no name for a sentence",
    "es",
    "Carillas de porcelana",
    undefined,
    "Carillas de porcelana: ¿tiene preguntas?",
  ],
  ["keeps the English wording with the page's title", "en", "Porcelain Veneers", undefined, "Questions about Porcelain Veneers?"],
])("the call to action's heading %s, beside the call button", (_, lang, title, nameInSentence, heading) => {
  render(
    <LanguageProvider lang={lang}>
      <CallToAction title={title} nameInSentence={nameInSentence} />
    </LanguageProvider>,
  );
  expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(heading);
  expect(screen.getByRole("link", { name: /^(Call|Llame)/ })).toHaveAttribute("href", "tel:+17145550142");
});
