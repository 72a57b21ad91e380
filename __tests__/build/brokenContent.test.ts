/** @jest-environment node */
// End to end: a broken content file, or a JSON file in content/ that the site does not read, stops a real `gatsby build` with the
// file named, before anything is written, so the previous good public/ is served on untouched and nothing appears outside it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { copySite } from "../support/siteCopy";

jest.setTimeout(300_000);

/** Every file under `dir` with its text, but the folders in `skip`. */
function snapshot(dir: string, skip: string[] = []): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file);
    if (!entry.isFile() || skip.some((folder) => relative === folder || relative.startsWith(`${folder}${path.sep}`))) continue;
    files[relative] = fs.readFileSync(file, "utf8");
  }
  return files;
}

/** `gatsby build` in a copy of the project with a previous good build in public/, its content broken by `change`. */
function buildBroken(change: (site: string) => void) {
  const { sandbox, site } = copySite("broken-site-");
  try {
    fs.mkdirSync(path.join(site, "public/services/examplephoto"), { recursive: true });
    fs.writeFileSync(path.join(site, "public/index.html"), "<h1>previous good build</h1>");
    fs.writeFileSync(path.join(site, "public/services/examplephoto/index.html"), "<h1>A page</h1>");
    change(site);
    // Gatsby's own cache may be written; the site's source, public/ and the sandbox around it may not change.
    const files = () => ({
      public: snapshot(path.join(site, "public")),
      outside: snapshot(sandbox, ["site/node_modules", "site/.cache", "site/public"]),
    });
    const before = files();
    const { status, stdout, stderr } = spawnSync("npx", ["gatsby", "build"], {
      cwd: site,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    });
    return { status, output: `${stdout}\n${stderr}`, before, after: files() };
  } finally {
    fs.rmSync(sandbox, { recursive: true, force: true });
  }
}

const STRAY: [relative: string, message: string][] = [
  ["services/Draft.JSON", "content/services/Draft.JSON: not read"],
  ["images/services/x.json", "content/images/services/x.json: not read"],
  ["home/services.json", "content/home/services.json: not read"],
];

/** One build with every breakage at once (a Gatsby start-up costs most of a build): each message must be there. */
let result: ReturnType<typeof buildBroken>;
beforeAll(() => {
  result = buildBroken((site) => {
    const file = path.join(site, "content/services/examplephoto.json");
    const page = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    for (const [relative] of STRAY) {
      // Unvalidated text under the slug of an existing page, or a slug that climbs out of public/.
      const climbs = relative === "home/services.json";
      const stray = { ...page, mainTitleText: "Unreviewed draft", slug: climbs ? "../../../x" : "examplephoto" };
      const target = path.join(site, "content", relative);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, JSON.stringify(climbs ? [stray] : stray, null, 2));
    }
    const { mainTitleText: _, ...broken } = page;
    broken.descriptionToBeParsed = '<p>See <a href="/services/nosuchpage">this page</a>.</p>';
    fs.writeFileSync(file, JSON.stringify(broken, null, 2));
  });
});

it("a broken content file fails `gatsby build` with its name and field, every problem in one run, and leaves public/ as it was", () => {
  expect(result.status).not.toBe(0);
  expect(result.output).toContain("content/services/examplephoto.json: Main title text (`mainTitleText`) is missing");
  expect(result.output).toContain(
    'content/services/examplephoto.json: Formatted text (`descriptionToBeParsed`) links to "/services/nosuchpage", which is neither a page nor a redirect of this site',
  );
  expect(result.after.public).toEqual(result.before.public);
});

it.each(STRAY)(
  "a stray file content/%s, which would replace a page, fails `gatsby build` and nothing is written",
  (_relative, message) => {
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(message);
    expect(result.after).toEqual(result.before);
  },
);
