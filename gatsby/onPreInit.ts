import type { GatsbyNode } from "gatsby";
import { publishingWarnings, translationWarnings } from "../src/content/gate/publishingWarnings";
import { untranslatedRoutes } from "../src/content/routes";
import { UNTRANSLATED_PAGES_VARIABLE } from "../src/i18n/languages";
import { isDevelop, siteContent } from "./siteContent";

/** Validates every content file before anything is written; `gatsby develop` starts all the same, showing the problems. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const { content, error } = siteContent(reporter);
  if (error) {
    if (!isDevelop()) reporter.panic(error.message);
    return;
  }
  // The pages a translation does not have yet, for the pages' links, language switch and hreflang:
  // Gatsby writes GATSBY_ variables into the site's code when it configures webpack, after this.
  process.env[UNTRANSLATED_PAGES_VARIABLE] = JSON.stringify(untranslatedRoutes(content));
  for (const message of translationWarnings(content)) reporter.warn(message);
  if (process.env.NODE_ENV === "production") {
    const { phoneTel, email } = content.settings;
    // The fictional contact details the settings file ships with.
    if (phoneTel === "+17145550142" || email === "patientcare@occfad.example")
      reporter.warn(
        "content/settings/settings.json still has the fictional default phone number or e-mail (phoneDisplay, phoneTel, email). Set the practice's real ones before publishing.",
      );
    for (const message of publishingWarnings(content)) reporter.warn(message);
  }
};
