/** `npm run check:content` run in the test's own process, on a copy of the content (contentCopy.ts). */
import { checkContent } from "../../scripts/check-content";
import type { withContentCopy } from "./contentCopy";

/** The check on `copy` with `args`: its exit code and what it printed to stdout and stderr. */
export function checkCopy(copy: ReturnType<typeof withContentCopy>, ...args: string[]) {
  const printed = { stdout: "", stderr: "" };
  const spies = (["log", "warn", "error"] as const).map((method) =>
    jest
      .spyOn(console, method)
      .mockImplementation(
        (...parts: unknown[]) => void (printed[method === "log" ? "stdout" : "stderr"] += `${parts.join(" ")}\n`),
      ),
  );
  try {
    return { status: checkContent(["--content", copy.dir(), "--static", copy.staticDir, ...args]), ...printed };
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
}
