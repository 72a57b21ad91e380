/** Which error page answers an unknown address, with status 404: each translation's under its prefix, the site's elsewhere. */
import { PATH_PREFIX, TRANSLATIONS } from "../src/i18n/languages";
import { pageFile } from "./pageFiles";

interface ErrorPage {
  /** The addresses it answers: those under this prefix ("" for every address no other entry covers). */
  prefix: string;
  page: string;
}

/** The site's error page, for every address no translation covers. */
export const SITE_ERROR_PAGE: ErrorPage = { prefix: "", page: "/404" };

export const LANGUAGE_ERROR_PAGES: ErrorPage[] = TRANSLATIONS.map((lang) => ({
  prefix: PATH_PREFIX[lang],
  page: `${PATH_PREFIX[lang]}/404`,
}));

/** The file that holds an error page, as an absolute path on the site: "/404.html", "/es/404.html". */
export const errorPageFile = (errorPage: ErrorPage): string => `/${pageFile(errorPage.page)}`;
