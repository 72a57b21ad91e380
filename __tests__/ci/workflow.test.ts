/**
 * @jest-environment node
 *
 * The repository's CI workflow runs what the README tells a developer to run: the install and test
 * commands of the Quick start table, on every pull request and on main, with the Debian packages the
 * README names for the browser tests and the Node line of .nvmrc. The deploy workflow publishes main
 * only after that workflow passes, with the deploy command of each host in package.json, and the
 * manuals name every secret it reads.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";

const root = path.resolve(__dirname, "../..");
const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
const workflowFile = path.join(root, ".github/workflows/test.yml");
const deployFile = path.join(root, ".github/workflows/deploy.yml");

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  container?: string;
  env?: Record<string, string>;
  steps: Step[];
  needs?: string | string[];
  uses?: string;
  if?: string;
}
interface Workflow {
  on: { pull_request?: unknown; push?: { branches?: string[] }; workflow_call?: unknown; schedule?: { cron: string }[] };
  jobs: Record<string, Job>;
}

const workflow = parse(fs.readFileSync(workflowFile, "utf8")) as Workflow;
const [job] = Object.values(workflow.jobs);
/** Each command a job's steps run, one a line (a `&&` chain split). */
const commandsOf = (steps: Step[]) => steps.flatMap((step) => (step.run ?? "").split(/\n|&&/).map((line) => line.trim()));
const runLines = commandsOf(job.steps);

/** The commands of the README's "install and run every test" row, e.g. `npm ci && npm test`. */
function readmeTestCommands(): string[] {
  const row = readme.split("\n").find((line) => line.startsWith("|") && /run every test/.test(line));
  const command = row?.match(/`([^`]+)`/)?.[1];
  if (!command) throw new Error("README.md: the Quick start table has no `install and run every test` row");
  return command.split("&&").map((part) => part.trim());
}

describe("CI workflow (.github/workflows/test.yml)", () => {
  it("runs on every pull request, and on pushes to main as the deploy workflow's first job", () => {
    expect(workflow.on).toHaveProperty("pull_request");
    expect(workflow.on).toHaveProperty("workflow_call");
    const deploy = parse(fs.readFileSync(deployFile, "utf8")) as Workflow;
    expect(deploy.on.push?.branches).toEqual(["main"]);
    expect(Object.values(deploy.jobs).map((each) => each.uses)).toContain("./.github/workflows/test.yml");
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

  it("gives a test run the commit its change is based on, with the history to compare against it", () => {
    // scripts/test.sh narrows a content-only change to its pages from TEST_BASE: a pull request's base,
    // or the commit main was on before a push (a merged content-only change keeps the short path to live).
    expect(job.env?.TEST_BASE).toBe("${{ github.event.pull_request.base.sha || github.event.before }}");
    const checkout = job.steps.find((step) => step.uses?.startsWith("actions/checkout@"));
    expect(checkout?.with?.["fetch-depth"]).toBe(0);
  });
});

/** The command that publishes the site to each host, e.g. `npm run deploy:cloudflare` (the sign-in Worker aside). */
function hostDeployCommands(): Record<string, string> {
  const scripts = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> })
    .scripts;
  const hosts = Object.keys(scripts).filter((name) => name.startsWith("deploy:") && name !== "deploy:auth-worker");
  return Object.fromEntries(hosts.map((name) => [name.slice("deploy:".length), `npm run ${name}`]));
}

describe("deploy workflow (.github/workflows/deploy.yml)", () => {
  const deploy = parse(fs.readFileSync(deployFile, "utf8")) as Workflow;
  const [testJobName, testJob] =
    Object.entries(deploy.jobs).find(([, each]) => each.uses === "./.github/workflows/test.yml") ?? [];
  const publish = Object.values(deploy.jobs).find((each) => each.steps?.some((step) => /npm run deploy:/.test(step.run ?? "")));

  it("builds and publishes again every day between midnight and 2 a.m. Pacific, so notices begin and end in the HTML", () => {
    const crons = deploy.on.schedule?.map((entry) => entry.cron) ?? [];
    expect(crons).toHaveLength(1);
    const [minute, hour, ...every] = crons[0].split(" ");
    expect(every).toEqual(["*", "*", "*"]);
    // Pacific time is UTC-8 in winter and UTC-7 in summer: 08:00–08:59 UTC is after midnight in both.
    expect(Number(hour)).toBe(8);
    expect(Number(minute)).toBeLessThan(60);
  });

  it("parses, and its publishing job needs the job that runs the README's test command", () => {
    expect(testJob).toBeDefined();
    expect(publish).toBeDefined();
    expect([publish?.needs].flat()).toContain(testJobName);
    // Only main is published, even when started by hand on another branch.
    expect(publish?.if).toBe("github.ref == 'refs/heads/main'");
  });

  it("installs as the README says, then runs the deploy command of each host", () => {
    const commands = hostDeployCommands();
    expect(Object.keys(commands).sort()).toEqual(["cloudflare", "netlify", "nginx"]);
    const install = readmeTestCommands()[0];
    for (const [host, command] of Object.entries(commands)) {
      // The step that publishes to this host runs the command (its arguments may follow), after installing.
      const step = publish?.steps.find((each) =>
        commandsOf([each]).some((line) => line === command || line.startsWith(`${command} `)),
      );
      expect({ host, published: Boolean(step) }).toEqual({ host, published: true });
      const lines = commandsOf(publish?.steps.slice(0, publish.steps.indexOf(step as Step) + 1) ?? []);
      expect({
        host,
        installed: lines.indexOf(install) >= 0 && lines.indexOf(install) < lines.findIndex((line) => line.startsWith(command)),
      }).toEqual({ host, installed: true });
    }
  });

  it("publishes to Cloudflare Pages unless the DEPLOY_HOST variable names another host", () => {
    expect(publish?.env?.DEPLOY_HOST).toBe("${{ vars.DEPLOY_HOST || 'cloudflare' }}");
    const step = publish?.steps.find((each) => each.run?.startsWith("npm run deploy:cloudflare"));
    expect(step?.if).toBe("env.DEPLOY_HOST == 'cloudflare'");
  });

  it("builds with the editor's settings and takes every secret from the repository's settings", () => {
    expect(publish?.env?.CMS_GITHUB_REPO).toBe("${{ vars.CMS_GITHUB_REPO || github.repository }}");
    const text = fs.readFileSync(deployFile, "utf8");
    const secrets = [...text.matchAll(/secrets\.([A-Z_]+)/g)].map((match) => match[1]);
    expect(secrets.length).toBeGreaterThan(0);
    // The README or a manual in docs/ names each one.
    const docs = fs.readdirSync(path.join(root, "docs")).filter((file) => file.endsWith(".md"));
    const manuals = [readme, ...docs.map((file) => fs.readFileSync(path.join(root, "docs", file), "utf8"))].join("\n");
    for (const name of secrets) expect(manuals).toContain(`\`${name}\``);
  });
});
