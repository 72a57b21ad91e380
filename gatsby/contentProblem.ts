/** `gatsby develop` with a content file that fails the check: its message alone in the terminal and on every page. */
import path from "node:path";
import type { Reporter } from "gatsby";
import type { ContentProblemContext } from "../src/templates/contentProblem";

const CONTENT_PROBLEM_TEMPLATE = path.resolve("src/templates/contentProblem.tsx");

/** True inside `gatsby develop` (gatsby-cli names the command it runs). */
export function isDevelop(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.gatsby_executing_command === "develop";
}

/**
 * The preview's pages while the content has problems: every address shows them. Each real template
 * keeps one page whose query matches nothing, or Gatsby reports "a query in a non-page component".
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

/** Prints the check's message once per change (Gatsby may create the pages twice for one save), and a line when it passes again. */
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

export const contentProblemLog = new ContentProblemLog();
