import type { GatsbyNode } from "gatsby";
import { serverOnlyTarget } from "../hosting/redirects";
import { lastCheckedContent } from "./siteContent";

/**
 * The preview site (gatsby develop) answers the server-only redirects with a 301 as the production
 * servers do, so the lower-case address of a page whose slug has capitals reaches it while editing
 * too: the editor's "View Live" link is such an address (Decap lower-cases the slug in it).
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  (app as DevServer).use((request, response, next) => {
    const target = serverOnlyTarget(lastCheckedContent()?.redirects.redirects ?? [], request.originalUrl);
    if (target) response.redirect(301, target);
    else next();
  });
};

/** The part of the development server (Express) used above. */
interface DevServer {
  use(
    handler: (
      request: { originalUrl: string },
      response: { redirect(status: number, url: string): void },
      next: () => void,
    ) => void,
  ): void;
}
