/**
 * @jest-environment node
 *
 * The repository's CI workflow runs what the README tells a developer to run: the install and test
 * commands of the Quick start table, on every pull request and on main, with the Debian packages the
 * README names for the browser tests and the Node line of .nvmrc.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";

const root = path.resolve(__dirname, "../..");
const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
const workflowFile = path.join(root, ".github/workflows/test.yml");

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: { pull_request?: unknown; push?: { branches?: string[] } };
  jobs: Record<string, { container?: string; env?: Record<string, string>; steps: Step[] }>;
}

const workflow = parse(fs.readFileSync(workflowFile, "utf8")) as Workflow;
const [job] = Object.values(workflow.jobs);
const runLines = job.steps.flatMap((step) => (step.run ?? "").split(/\n|&&/).map((line) => line.trim()));

/** The commands of the README's "install and run every test" row, e.g. `npm ci && npm test`. */
function readmeTestCommands(): string[] {
  const row = readme.split("\n").find((line) => line.startsWith("|") && /run every test/.test(line));
  const command = row?.match(/`([^`]+)`/)?.[1];
  if (!command) throw new Error("README.md: the Quick start table has no `install and run every test` row");
  return command.split("&&").map((part) => part.trim());
}

describe("CI workflow (.github/workflows/test.yml)", () => {
  it("runs on every pull request and on pushes to main", () => {
    expect(workflow.on).toHaveProperty("pull_request");
    expect(workflow.on.push?.branches).toContain("main");
  });

  it("runs the README's install and test commands, in the README's order", () => {
    const commands = readmeTestCommands();
    expect(commands.length).toBeGreaterThanOrEqual(2);
    const positions = commands.map((command) => runLines.indexOf(command));
    expect(positions).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("installs the Debian packages the README names for the browser tests before testing", () => {
    const named =
      readme
        .match(/apt-get install -y ([a-z0-9 -]+)`/)?.[1]
        .trim()
        .split(/\s+/) ?? [];
    expect(named).toEqual(expect.arrayContaining(["chromium", "nginx"]));
    const aptIndex = runLines.findIndex((line) => line.includes("apt-get install"));
    expect(aptIndex).toBeGreaterThanOrEqual(0);
    for (const name of named) expect(runLines[aptIndex].split(/\s+/)).toContain(name);
    expect(aptIndex).toBeLessThan(runLines.indexOf("npm test"));
    expect(job.container).toMatch(/^debian:/);
  });

  it("uses the Node line of .nvmrc", () => {
    const setupNode = job.steps.find((step) => step.uses?.startsWith("actions/setup-node@"));
    expect(setupNode?.with?.["node-version-file"]).toBe(".nvmrc");
    expect(fs.existsSync(path.join(root, ".nvmrc"))).toBe(true);
  });

  it("gives a pull request's test run its base commit, with the history to compare against it", () => {
    // scripts/test.sh narrows a content-only change to its pages from TEST_BASE; a push leaves it empty.
    expect(job.env?.TEST_BASE).toBe("${{ github.event.pull_request.base.sha }}");
    const checkout = job.steps.find((step) => step.uses?.startsWith("actions/checkout@"));
    expect(checkout?.with?.["fetch-depth"]).toBe(0);
  });
});
