/**
 * @jest-environment node
 *
 * The preview's pages while the content has problems are tested end to end in
 * __tests__/develop/brokenContent.test.ts: every address shows them, and Gatsby reports no page-less template.
 */
import type { Reporter } from "gatsby";
import { ContentProblemLog, isDevelop } from "../../gatsby/contentProblem";

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
