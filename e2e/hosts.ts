import path from "node:path";
import { loadRedirects } from "../hosting/redirects";

/** Every redirect rule, in every language, as content/redirects/redirects.json gives it. */
export const REDIRECT_EXAMPLES = loadRedirects(path.resolve(__dirname, "../content/redirects/redirects.json"));
