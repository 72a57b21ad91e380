/** @jest-environment node */
import type { Reporter } from "gatsby";
import { CONTENT_PROBLEM_TEMPLATE, ContentProblemLog, contentProblemPages, isDevelop } from "../../gatsby/contentProblem";

describe("the preview's pages while the content has problems", () => {
  const problems = ["content/services/example.json: metaDescription is missing"];
  const templates = { home: "/site/src/templates/home.tsx", service: "/site/src/templates/service.tsx" };
  const pages = contentProblemPages(problems, templates);

  it("show the problems at the home address and at every other address", () => {
    const problemPages = pages.filter((page) => page.component === CONTENT_PROBLEM_TEMPLATE);
    expect(problemPages.map((page) => page.matchPath ?? page.path).sort()).toEqual(["/", "/*"]);
    for (const page of problemPages) expect(page.context).toEqual({ contentProblems: problems });
  });

  it("keep one page of each real template whose query finds nothing, so Gatsby reports no page-less template", () => {
    const templatePages = pages.filter((page) => page.component !== CONTENT_PROBLEM_TEMPLATE);
    expect(templatePages.map((page) => page.component).sort()).toEqual(Object.values(templates).sort());
    for (const page of templatePages) {
      expect(page.matchPath).toBeUndefined();
      expect(page.context).toEqual({ slug: "", lang: "" });
    }
  });
});

describe("the content check's message in the develop terminal", () => {
  const message = "Content check failed (1 problem):\n  - content/services/example.json: metaDescription is missing";

  it("is printed once per change, as the check wrote it, and a line follows when the content passes, none if it never failed", () => {
    const terminal = { log: jest.fn(), info: jest.fn() };
    const reporter = terminal as unknown as Reporter;
    const log = new ContentProblemLog();
    log.passed(reporter);
    expect(terminal.info).not.toHaveBeenCalled();
    log.problem(reporter, message);
    log.problem(reporter, message);
    expect(terminal.log).toHaveBeenCalledTimes(1);
    expect(terminal.log.mock.calls[0][0]).toContain(message);
    log.passed(reporter);
    log.passed(reporter);
    expect(terminal.info).toHaveBeenCalledTimes(1);
    log.problem(reporter, message);
    expect(terminal.log).toHaveBeenCalledTimes(2);
  });

  it("is only for gatsby develop", () => {
    const commands = [{ gatsby_executing_command: "develop" }, { gatsby_executing_command: "build" }, {}];
    expect(commands.map(isDevelop)).toEqual([true, false, false]);
  });
});
