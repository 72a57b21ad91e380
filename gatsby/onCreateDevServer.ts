import type { GatsbyNode } from "gatsby";
import { serverOnlyTarget } from "../hosting/redirects";
import { lastCheckedContent } from "./siteContent";

/** The preview answers the server-only redirects with a 301 as the production servers do (Decap's "View Live" lower-cases). */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  (app as { use(handler: (request: Request, response: Response, next: () => void) => void): void }).use(
    (request, response, next) => {
      const target = serverOnlyTarget(lastCheckedContent()?.redirects.redirects ?? [], request.originalUrl);
      if (target) response.redirect(301, target);
      else next();
    },
  );
};

/** The parts of Express's request and response used above. */
type Request = { originalUrl: string };
type Response = { redirect(status: number, url: string): void };
