import type { GatsbyNode } from "gatsby";
import { serverOnlyTarget } from "../hosting/redirects";
import { lastCheckedContent } from "./siteContent";

/** The preview answers the server-only redirects with a 301 as the production servers do (Decap's "View Live" lower-cases). */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.use((request: { originalUrl: string }, response: { redirect(status: number, url: string): void }, next: () => void) => {
    const target = serverOnlyTarget(lastCheckedContent()?.redirects.redirects ?? [], request.originalUrl);
    if (target) response.redirect(301, target);
    else next();
  });
};
