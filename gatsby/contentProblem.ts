/**
 * `gatsby develop` with a content file that fails the content check: the check's message alone in
 * the terminal (no Gatsby error frame), and the same message on every page of the preview until the
 * file is saved fixed; then the real pages come back by themselves. A build never gets here: it
 * stops before anything is written.
 */
import path from "node:path";
import type { Reporter } from "gatsby";
import type { ContentProblemContext } from "../src/templates/contentProblem";

/** The template that shows the content check's problems in place of the site. */
export const CONTENT_PROBLEM_TEMPLATE = path.resolve("src/templates/contentProblem.tsx");

/** True inside `gatsby develop` (gatsby-cli names the command it runs). */
export function isDevelop(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.gatsby_executing_command === "develop";
}

/**
 * The preview's pages while the content has problems: the home address and every other address
 * (a catch-all match path) show the problems. Each real template also keeps one page, at an
 * address no link leads to and with a context its query matches nothing for: Gatsby reports
 * a template without pages as "a query in a non-page component" in the terminal, and its query
 * would otherwise read the broken content.
 */
export function contentProblemPages(
  problems: string[],
  templates: Record<string, string>,
): { path: string; matchPath?: string; component: string; context: Record<string, unknown> }[] {
  const context: ContentProblemContext = { contentProblems: problems };
  return [
    { path: "/", component: CONTENT_PROBLEM_TEMPLATE, context: { ...context } },
    { path: "/content-problem", matchPath: "/*", component: CONTENT_PROBLEM_TEMPLATE, context: { ...context } },
    ...Object.entries(templates).map(([name, component]) => ({
      path: `/content-problem/${name}`,
      component,
      context: { slug: "", lang: "" },
    })),
  ];
}

/**
 * Prints the content check's message to the terminal once per change (Gatsby may create the pages
 * more than once for one save), and a line when the content passes again.
 */
export class ContentProblemLog {
  private shown: string | undefined;

  problem(reporter: Reporter, message: string): void {
    if (message === this.shown) return;
    this.shown = message;
    reporter.log(
      `\n${message}\n\nThe preview shows this on every page until the file is saved fixed; it then reloads by itself.\n`,
    );
  }

  passed(reporter: Reporter): void {
    if (this.shown === undefined) return;
    this.shown = undefined;
    reporter.info("Content check passed: the preview shows the site again.");
  }
}

/** The one log of the preview's session, shared by onPreInit and createPages. */
export const contentProblemLog = new ContentProblemLog();
