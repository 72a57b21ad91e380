/** @jest-environment node */
// `npm run publish:nginx` and `rollback:nginx` on a real nginx, two builds with different scripts and CSPs in turn,
// while readers fetch a page and then its script: every answer is whole.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { scriptHash } from "../../hosting/headers";
import { findNginx } from "../../hosting/nginx/render-config";
import { freePort } from "../../scripts/lib/cli";
import { rawGet, sleep } from "../support/developServer";

jest.setTimeout(240_000);

const ROOT = path.resolve(__dirname, "../..");
const SCRIPT = path.join(ROOT, "scripts/nginx/release.sh");
const KEEP_RELEASES = 3;
const nginx = findNginx();
const maybe = nginx ? describe : describe.skip;

type BuildName = "A" | "B";
const BUILDS: BuildName[] = ["A", "B"];
const other = (build: BuildName): BuildName => (build === "A" ? "B" : "A");
const PAGES = ["/", "/second-page"];
/** A bundle name as Gatsby gives it (20 hex digits), so nginx caches and keeps it as content-hashed. */
const scriptOf = (build: BuildName) => `/islands-${build.toLowerCase().repeat(20)}.js`;
const inlineScript = (build: BuildName) => `document.documentElement.dataset.build="${build}";`;

/** Two pages naming the build's script, the error page, and files enough that copying takes a moment. */
function writeBuild(dir: string, build: BuildName) {
  fs.mkdirSync(path.join(dir, "static"), { recursive: true });
  const page = `<!doctype html><html lang="en"><head><title>${build}</title><script>${inlineScript(build)}</script><script src="${scriptOf(build)}" defer></script></head><body><h1>Build ${build}</h1></body></html>`;
  for (const name of ["index", "second-page", "404", `only-in-${build}`]) fs.writeFileSync(path.join(dir, `${name}.html`), page);
  fs.writeFileSync(path.join(dir, scriptOf(build).slice(1)), `/* build ${build} */`);
  for (let index = 0; index < 300; index += 1)
    fs.writeFileSync(path.join(dir, "static", `${build}-${index}.txt`), `${build} ${index}\n`.repeat(64));
}

/** Yields to the event loop until `condition` holds, for at most 30 s (a bound, not a measure). */
async function until(condition: () => boolean) {
  const deadline = Date.now() + 30_000;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
}

maybe("publishing to nginx", () => {
  let dir: string;
  let deployDir: string;
  let port: number;
  let server: ChildProcess | undefined;
  let readers: ReturnType<typeof startReaders> | undefined;
  const builds = {} as Record<BuildName, string>;
  /** A GET on a connection of its own, as a browser's next request may land on any nginx worker. */
  const get = (pathname: string) => rawGet(`http://127.0.0.1:${port}`, pathname);

  beforeAll(async () => {
    // Readable by others: nginx's workers run unprivileged when it starts as root.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-release-"));
    fs.chmodSync(dir, 0o755);
    for (const build of BUILDS) {
      builds[build] = path.join(dir, `build-${build}`);
      writeBuild(builds[build], build);
    }
    deployDir = path.join(dir, "srv");
    port = await freePort();
  });

  afterAll(async () => {
    await readers?.stop();
    if (server?.pid) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      process.kill(server.pid, "SIGTERM");
      await exited;
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Runs release.sh as its own process group (so a kill takes its children too), with `extra` in its environment. */
  function run(action: "publish" | "rollback", build?: BuildName, extra = {}) {
    const env = {
      ...process.env,
      DEPLOY_DIR: deployDir,
      LISTEN_PORT: String(port),
      KEEP_RELEASES: String(KEEP_RELEASES),
      // Every release older than a day's fraction counts as old: the count alone decides what is kept.
      KEEP_DAYS: "0",
      ...(build ? { PUBLIC_DIR: builds[build] } : {}),
      ...extra,
    };
    const child = spawn("bash", [SCRIPT, action], { cwd: ROOT, env, detached: true });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) =>
      child.once("exit", (code, signal) => resolve({ code, signal, output })),
    );
    return { child, done };
  }

  const publish = async (build: BuildName) =>
    expect(await run("publish", build).done).toMatchObject({ code: 0, output: expect.stringContaining("is live") });

  const releasesDir = () => path.join(deployDir, "releases");
  const releases = () =>
    fs
      .readdirSync(releasesDir())
      .filter((name) => !name.startsWith("."))
      .sort();
  const live = () => path.basename(fs.readlinkSync(path.join(deployDir, "current")));

  // A page checked whole: 200, from one of the builds, under a CSP that allows its inline script, and (`pause` ms later,
  // as a browser's next request) the script it names there.
  async function checkPage(pathname: string, pause = 0): Promise<{ build?: BuildName; problems: string[] }> {
    const page = await get(pathname);
    const body = page.body.toString();
    const build = /<h1>Build ([AB])<\/h1>/.exec(body)?.[1] as BuildName | undefined;
    if (page.status !== 200 || !build) return { problems: [`${pathname}: ${page.status} ${body.slice(0, 80)}`] };
    const problems: string[] = [];
    if (!String(page.headers["content-security-policy"]).includes(scriptHash(inlineScript(build))))
      problems.push(`${pathname} of build ${build} under a CSP that does not allow its inline script`);
    await sleep(pause);
    const script = await get(scriptOf(build));
    if (script.status !== 200 || script.body.toString() !== `/* build ${build} */`)
      problems.push(`${scriptOf(build)}, named by ${pathname} of build ${build}: ${script.status}`);
    return { build, problems };
  }

  // The one build every page is served from (each checked whole) once a reload in progress has ended, when either may
  // answer: `expected`, when given.
  async function servedBuild(expected?: BuildName): Promise<BuildName> {
    let builds = "";
    for (let attempt = 0; attempt < 100 && (builds.length !== 1 || (expected && builds !== expected)); attempt += 1) {
      if (attempt > 0) await sleep(100);
      const checked = await Promise.all(PAGES.map((pathname) => checkPage(pathname)));
      expect(checked.flatMap(({ problems }) => problems)).toEqual([]);
      builds = [...new Set(checked.map(({ build }) => build))].sort().join();
    }
    expect(expected ? [expected] : BUILDS).toContain(builds);
    return builds as BuildName;
  }

  /** Readers until stopped or a few problems tell, each checking a page whole on fresh connections; `reads` shows they ran. */
  function startReaders(count: number) {
    let stopped = false;
    const problems: string[] = [];
    let reads = 0;
    const reader = async () => {
      for (; !stopped && problems.length <= 20; reads += 1) {
        const pathname = PAGES[reads % PAGES.length];
        const failed = (error: unknown) => ({ problems: [`${pathname}: ${String(error)}`] });
        problems.push(...(await checkPage(pathname, Math.random() * 50).catch(failed)).problems);
        // A reader's pace leaves the machine to the publishes.
        await sleep(5);
      }
    };
    const running = Array.from({ length: count }, reader);
    return {
      async stop() {
        stopped = true;
        await Promise.all(running);
        return { problems, reads };
      },
    };
  }

  it("publishes, under readers, two builds in turn four times; survives publishes killed part-way; refuses a second publish at once; rolls back", async () => {
    // A file of the first release alone, which the earlier folder drops with that release.
    const firstOnly = path.join(builds.A, "static", "first-only.txt");
    fs.writeFileSync(firstOnly, "first");
    await publish("A");
    fs.rmSync(firstOnly);
    server = spawn(nginx!, ["-p", `${deployDir}/nginx/`, "-c", path.join(deployDir, "nginx/nginx.conf")], { stdio: "ignore" });
    for (let attempt = 0; attempt < 100 && (await get("/").catch(() => undefined))?.status !== 200; attempt += 1)
      await sleep(100);
    await servedBuild("A");
    readers = startReaders(4);

    for (let turn = 0; turn < 4; turn += 1) {
      const build = BUILDS[(turn + 1) % 2];
      await publish(build);
      expect(live()).toBe(releases().at(-1));
      await servedBuild(build);
      // A page the live build lacks is gone, though a kept release has it, and the live build's own page is there,
      // once no worker of the reload before is left to take a connection (until then a request may land on either).
      let [gone, present] = [0, 0];
      for (let attempt = 0; attempt < 100 && (gone !== 404 || present !== 200); attempt += 1) {
        if (attempt > 0) await sleep(100);
        gone = (await get(`/only-in-${other(build)}`)).status;
        present = (await get(`/only-in-${build}`)).status;
      }
      expect([gone, present]).toEqual([404, 200]);
    }
    // Pruned: the live release and the two before it; every file kept for earlier pages is a kept release's.
    expect(releases()).toHaveLength(KEEP_RELEASES);
    const earlier = path.join(deployDir, "earlier");
    const files = fs.readdirSync(earlier, { recursive: true, encoding: "utf8" });
    expect(files).toEqual(expect.arrayContaining([scriptOf("A").slice(1), scriptOf("B").slice(1)]));
    expect(files).not.toContain("static/first-only.txt");
    expect(files.filter((file) => fs.statSync(path.join(earlier, file)).nlink < 2)).toEqual([]);

    const steps: [string, (release: string) => boolean][] = [
      ["while copying the build", () => true],
      ["once its configuration is rendered", (release) => fs.existsSync(path.join(releasesDir(), release, "nginx.conf.new"))],
      ["once the release is whole", (release) => fs.existsSync(path.join(releasesDir(), release, "nginx.conf"))],
      ["once it is the current release", (release) => live() === release],
    ];
    const landed: string[] = [];
    for (const [step, reached] of steps) {
      const before = new Set(releases());
      const servedBefore = await servedBuild();
      const { child, done } = run("publish", other(servedBefore));
      let exited = false;
      void done.then(() => (exited = true));
      await until(() => {
        const release = releases().find((name) => !before.has(name));
        return exited || (release !== undefined && reached(release));
      });
      if (!exited) process.kill(-child.pid!, "SIGKILL");
      const result = await done;
      // The script's children hold its lock until they are gone too, which on a busy machine is a moment later.
      await until(() => {
        try {
          process.kill(-child.pid!, 0);
          return false;
        } catch {
          return true;
        }
      });
      if (result.signal === "SIGKILL") landed.push(step);
      else expect(result.code).toBe(0);
      // One whole build, whichever it is.
      await servedBuild();
      await publish(servedBefore);
      await servedBuild(servedBefore);
    }
    // The kill always lands while the build is copied; the later steps are moments a kill may or may not catch.
    expect(landed).toContain("while copying the build");

    const before = new Set(releases());
    const first = run("publish", "B");
    await until(() => releases().some((name) => !before.has(name)));
    const second = await run("publish", "A").done;
    expect(second.code).toBe(1);
    expect(second.output).toContain("another publish or rollback is running");
    expect((await first.done).code).toBe(0);
    await servedBuild("B");

    // Rollback: the release before the live one, live again (the same way).
    const rolledBackFrom = live();
    expect((await run("rollback").done).code).toBe(0);
    expect(live() < rolledBackFrom).toBe(true);
    await servedBuild("A");

    const { problems, reads } = await readers.stop();
    readers = undefined;
    expect(problems).toEqual([]);
    expect(reads).toBeGreaterThan(20);
  });

  it("refuses a configuration nginx rejects, leaving the live release and the kept ones as they were", async () => {
    // The live release's build, as every worker serves it once none of an earlier reload is left to take a connection.
    const liveBuild = BUILDS.find((build) => fs.existsSync(path.join(releasesDir(), live(), "public", `only-in-${build}.html`)));
    expect(liveBuild).toBeDefined();
    const [liveBefore, releasesBefore, servedBefore] = [live(), releases(), await servedBuild(liveBuild)];
    // An address nginx cannot listen on: the rendered configuration fails nginx's own check.
    const result = await run("publish", "B", { LISTEN_HOST: "256.0.0.1" }).done;
    expect(result.code).toBe(1);
    expect(result.output).toContain("the live site is unchanged");
    expect([live(), releases()]).toEqual([liveBefore, releasesBefore]);
    expect(await servedBuild(servedBefore)).toBe(servedBefore);
  });
});
