/** @jest-environment node */
// CI runs the README's install and test commands; the deploy workflow publishes main only after they pass. Each step gets only
// what it needs: a read-only token not left on disk, host secrets in the uploading step alone.
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const readme = read("README.md");
const { scripts, devDependencies } = JSON.parse(read("package.json")) as Record<string, Record<string, string>>;
const TEST_YML = ".github/workflows/test.yml";
const DEPLOY_YML = ".github/workflows/deploy.yml";

/** A step; a job has the same keys (a job calling a workflow names it in `uses`, its inputs in `with`). */
type Step = { name?: string; uses?: string; run?: string; if?: string; with?: Record<string, unknown>; env?: Variables };
type Variables = Record<string, string>;
type Job = Step & { permissions?: object; environment?: object; container?: string; needs?: string; steps: Step[] };
type Workflow = Pick<Job, "permissions" | "env"> & {
  on: { push?: { branches: string[] }; schedule?: { cron: string }[] };
  jobs: Record<string, Job>;
};

const workflow = parse(read(TEST_YML)) as Workflow;
const deploy = parse(read(DEPLOY_YML)) as Workflow;
const [job] = Object.values(workflow.jobs);
/** Each command a job's steps run, one a line (a `&&` chain split). */
const commandsOf = (steps: Step[]) => steps.flatMap((step) => (step.run ?? "").split(/\n|&&/).map((line) => line.trim()));
const runLines = commandsOf(job.steps);
const stepUsing = (steps: Step[], action: string) => steps.find((step) => step.uses?.startsWith(`actions/${action}@`));
/** The commands of the README's "install and run every test" row, e.g. `npm ci && npm test`. */
const readmeTestCommands = (/^\|[^\n]*run every test[^`\n]*`([^`]+)`/m.exec(readme)?.[1] ?? "").split(" && ");

describe("CI workflow (.github/workflows/test.yml)", () => {
  it("runs on every pull request and, as the deploy workflow's first job, on pushes to main", () => {
    expect(workflow.on).toHaveProperty("pull_request");
    expect(workflow.on).toHaveProperty("workflow_call");
    expect(deploy.on.push?.branches).toEqual(["main"]);
  });

  it("runs the README's install and test commands in order, after the Debian packages it names, on .nvmrc's Node", () => {
    expect(readmeTestCommands.length).toBeGreaterThanOrEqual(2);
    const positions = readmeTestCommands.map((command) => runLines.indexOf(command));
    expect(positions).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const named = /apt-get install -y ([a-z0-9 -]+)`/.exec(readme)?.[1].split(" ") ?? [];
    expect(named).toEqual(expect.arrayContaining(["chromium", "nginx"]));
    const aptIndex = runLines.findIndex((line) => line.includes("apt-get install"));
    expect(aptIndex).toBeGreaterThanOrEqual(0);
    expect(runLines[aptIndex].split(/\s+/)).toEqual(expect.arrayContaining(named));
    expect(aptIndex).toBeLessThan(runLines.indexOf("npm test"));
    expect(job.container).toMatch(/^debian:/);
    expect(stepUsing(job.steps, "setup-node")?.with?.["node-version-file"]).toBe(".nvmrc");
    expect(fs.existsSync(path.join(root, ".nvmrc"))).toBe(true);
  });

  it("gives a test run the commit its change is based on, with the history to compare against it", () => {
    // scripts/test.sh narrows a content-only change to its pages from TEST_BASE: a pull request's base,
    // or the commit main was on before a push (a merged content-only change keeps the short path to live).
    expect(job.env?.TEST_BASE).toBe("${{ github.event.pull_request.base.sha || github.event.before }}");
    expect(stepUsing(job.steps, "checkout")?.with?.["fetch-depth"]).toBe(0);
  });
});

describe("deploy workflow (.github/workflows/deploy.yml)", () => {
  const [testJobName] = Object.entries(deploy.jobs).find(([, each]) => each.uses === `./${TEST_YML}`) ?? [];
  const publish = Object.values(deploy.jobs).find((each) => each.steps?.some((step) => /npm run deploy:/.test(step.run ?? "")));

  it("builds and publishes again every day between midnight and 2 a.m. Pacific, so notices begin and end in the HTML", () => {
    // Pacific time is UTC-8 in winter and UTC-7 in summer: 08:00–08:59 UTC is after midnight in both.
    expect(deploy.on.schedule?.map(({ cron }) => cron)).toEqual([expect.stringMatching(/^[0-5]?\d 8 \* \* \*$/)]);
  });

  it("publishes main alone, after the job that runs the README's test command", () => {
    expect(testJobName).toBeDefined();
    expect([publish?.needs].flat()).toContain(testJobName);
    expect(publish?.if).toBe("github.ref == 'refs/heads/main'");
  });

  it("installs as the README says, then runs the deploy command of each host, a static host's as the build and the upload", () => {
    const hosts = Object.keys(scripts).filter((name) => name.startsWith("deploy:") && name !== "deploy:auth-worker");
    expect(hosts.sort()).toEqual(["deploy:cloudflare", "deploy:netlify", "deploy:nginx"]);
    const install = readmeTestCommands[0];
    const lines = commandsOf(publish?.steps ?? []);
    const at = (command: string) => lines.findIndex((line) => line === command || line.startsWith(`${command} `));
    for (const host of hosts) {
      // The nginx server runs the whole command; a static host's is the build, then its publish command, as steps of their own.
      const [, build, upload] =
        /^(?:.*&& )?((?:STATIC_HOST=\w+ )?npm run build) && (npm run publish:[a-z]+)$/.exec(scripts[host]) ?? [];
      const positions =
        at(`npm run ${host}`) >= 0 || !build
          ? [at(install), at(`npm run ${host}`)]
          : [at(install), lines.findIndex((line) => line.endsWith("npm run build")), at(upload)];
      expect({ host, positions, missing: positions.includes(-1) }).toEqual({
        host,
        positions: [...positions].sort((a, b) => a - b),
        missing: false,
      });
    }
  });

  it("publishes to Cloudflare Pages unless DEPLOY_HOST names another host, with the editor's settings and documented secrets", () => {
    expect(publish?.env?.DEPLOY_HOST).toBe("${{ vars.DEPLOY_HOST || 'cloudflare' }}");
    expect(publish?.steps.find((each) => each.run?.startsWith("npm run publish:cloudflare"))?.if).toBe(
      "env.DEPLOY_HOST == 'cloudflare'",
    );
    expect(publish?.env?.CMS_GITHUB_REPO).toBe("${{ vars.CMS_GITHUB_REPO || github.repository }}");
    const secrets = [...read(DEPLOY_YML).matchAll(/secrets\.([A-Z_]+)/g)].map((match) => match[1]);
    expect(secrets.length).toBeGreaterThan(0);
    const docs = fs.readdirSync(path.join(root, "docs")).filter((file) => file.endsWith(".md"));
    const manuals = [readme, ...docs.map((file) => read(`docs/${file}`))].join("\n");
    for (const name of secrets) expect(manuals).toContain(`\`${name}\``);
  });

  it("gives a host secret only to the step that uploads, in the job of the production environment", () => {
    const usesSecret = (value: unknown) => /\bsecrets\./.test(JSON.stringify(value ?? ""));
    expect(usesSecret(deploy.env)).toBe(false);
    for (const [name, each] of Object.entries(deploy.jobs)) {
      expect({ job: name, env: usesSecret(each.env) }).toEqual({ job: name, env: false });
      const withSecrets = (each.steps ?? []).filter((step) => usesSecret(step));
      if (withSecrets.length > 0) expect(each.environment).toMatchObject({ name: "production" });
      for (const step of withSecrets) {
        // What runs here, not on the nginx server (the script sent over ssh, which gets no secret).
        const here = (step.run ?? "").replace(/<<'?(\w+)'?\n[\s\S]*?\n\s*\1\s*(\n|$)/, "");
        expect({
          step: step.name,
          run: usesSecret(step.run),
          with: usesSecret(step.with),
          uploads: /npm run publish:(cloudflare|netlify)\b|\| ssh /.test(here),
          installsOrBuilds: /npm ci|npm run (build|deploy:)/.test(here),
        }).toEqual({ step: step.name, run: false, with: false, uploads: true, installsOrBuilds: false });
      }
    }
  });

  it("runs the Netlify CLI of the project's own dependencies, at an exact version, never fetched at deploy time", () => {
    expect(devDependencies["netlify-cli"]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(scripts["publish:netlify"]).toMatch(/(^|&& )netlify deploy /);
    for (const text of [read(DEPLOY_YML), read(TEST_YML), ...Object.values(scripts)])
      expect(text).not.toMatch(/\bnpx\b[^\n]*--yes|\bnpx (-y )?netlify/);
  });
});

it.each([TEST_YML, DEPLOY_YML])(
  "%s reads the repository alone, leaves no token in .git/config and pins every action by commit, its tag beside it",
  (file) => {
    const text = read(file);
    const parsed = parse(text) as Workflow;
    expect(parsed.permissions).toEqual({ contents: "read" });
    for (const { permissions = {} } of Object.values(parsed.jobs))
      expect(Object.values(permissions).every((level) => level === "read" || level === "none")).toBe(true);
    const checkouts = Object.values(parsed.jobs)
      .flatMap((each) => each.steps ?? [])
      .filter((step) => step.uses?.startsWith("actions/checkout@"));
    expect(checkouts.length).toBeGreaterThan(0);
    for (const step of checkouts) expect(step.with?.["persist-credentials"]).toBe(false);
    const uses = [...text.matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/gm)].filter(([, action]) => !action.startsWith("./"));
    expect(uses.length).toBeGreaterThan(0);
    const unpinned = uses.filter(
      ([, action, rest]) => !/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/.test(action) || !/^\s*# v\d+\.\d+\.\d+$/.test(rest),
    );
    expect(unpinned.map(([line]) => line)).toEqual([]);
  },
);
