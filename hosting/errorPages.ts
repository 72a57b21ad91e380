/** Which error page answers an unknown address, with status 404: each translation's under its prefix, the site's elsewhere. */
import { PATH_PREFIX, TRANSLATIONS } from "../src/i18n/languages";
import { pageFile } from "./pageFiles";

/** The error page for the addresses under `prefix` ("" for every address no translation covers): its address and its file. */
const errorPage = (prefix: string) => ({ prefix, page: `${prefix}/404`, file: `/${pageFile(`${prefix}/404`)}` });

export const SITE_ERROR_PAGE = errorPage("");
export const LANGUAGE_ERROR_PAGES = TRANSLATIONS.map((lang) => errorPage(PATH_PREFIX[lang]));
