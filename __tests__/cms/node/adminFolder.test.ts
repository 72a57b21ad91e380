/**
 * What the build writes to /admin: the editor configured by the setting, or, without one, a plain
 * page that says the editor is not set up and what to set (no script, no configuration, no
 * placeholder repository).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { TextDecoder } from "node:util";
import { screen, within } from "@testing-library/react";
import { writeAdmin, writeNotConfiguredAdmin } from "../../../src/cms/node/adminFolder";
import { ADMIN_CSP } from "../../../hosting/adminHeaders";
import { CMS_ENV, EDITOR_README_SECTION } from "../../../src/cms/node/cmsSetting";
import { SITE_DATA_ID, type AdminSiteData } from "../../../src/cms/browser/siteData";

// The content check decodes files with TextDecoder, which jsdom's globals lack.
Object.assign(globalThis, { TextDecoder: globalThis.TextDecoder ?? TextDecoder });

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Shows a written page in the test's document, head and body. */
function show(file: string) {
  const html = fs.readFileSync(file, "utf8");
  const page = new DOMParser().parseFromString(html, "text/html");
  document.head.innerHTML = page.head.innerHTML;
  document.body.innerHTML = page.body.innerHTML;
  return html;
}

describe("without the setting", () => {
  it("writes only the page, over whatever editor was there before", () => {
    fs.writeFileSync(path.join(dir, "config.yml"), "backend: {}");
    expect(writeNotConfiguredAdmin(dir)).toEqual(["index.html"]);
    expect(fs.readdirSync(dir)).toEqual(["index.html"]);
  });

  it("says the editor is not set up, names each variable and the README section", () => {
    writeNotConfiguredAdmin(dir);
    show(path.join(dir, "index.html"));
    expect(screen.getByRole("heading", { level: 1, name: "The content editor is not set up on this site" })).toBeVisible();
    const variables = within(screen.getByRole("main"))
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(variables).toEqual([
      `${CMS_ENV.repo} (required)`,
      `${CMS_ENV.branch} (optional)`,
      `${CMS_ENV.authUrl} (on the nginx server only)`,
    ]);
    expect(screen.getByRole("main")).toHaveTextContent(`“${EDITOR_README_SECTION}” of README.md`);
    expect(document.title).toBe("Content editor: not set up");
  });

  it("runs no script, loads no configuration, keeps the editor's policy and stays out of search engines", () => {
    writeNotConfiguredAdmin(dir);
    const html = show(path.join(dir, "index.html"));
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(document.querySelector('link[rel="cms-config-url"]')).toBeNull();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow");
    expect(document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content")).toBe(
      ADMIN_CSP.replace("; frame-ancestors 'none'", ""),
    );
    expect(html).not.toMatch(/OWNER|REPOSITORY/);
  });

  it("is styled with the site's own design tokens", () => {
    writeNotConfiguredAdmin(dir);
    show(path.join(dir, "index.html"));
    const style = document.querySelector("style")?.textContent ?? "";
    const tokens = fs
      .readFileSync(path.resolve(__dirname, "../../../src/styles/global.css"), "utf8")
      .match(/--color-ink: [^;]+;/);
    expect(tokens).not.toBeNull();
    expect(style).toContain(tokens?.[0]);
  });
});

describe("with the setting", () => {
  it("writes the editor, configured for the setting's repository, branch and sign-in service", () => {
    const files = writeAdmin(dir, {
      mode: "production",
      setting: { repo: "occfad-example/website", branch: "live", auth: { baseUrl: "https://auth.example.org" } },
    });
    expect(files).toEqual(
      expect.arrayContaining(["index.html", "config.yml", "cms-init.js", "decap-cms.js", "cms-preview.js", "cms-preview.css"]),
    );
    const config = JSON.parse(fs.readFileSync(path.join(dir, "config.yml"), "utf8")) as { backend: Record<string, string> };
    expect(config.backend).toEqual({
      name: "github",
      repo: "occfad-example/website",
      branch: "live",
      base_url: "https://auth.example.org",
    });
    const html = show(path.join(dir, "index.html"));
    expect(html).toContain('<script src="/admin/decap-cms.js"></script>');
    // Decap is told to wait before it loads, and the editor's bundle (loaded last) starts it.
    const scripts = [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));
    expect(scripts).toEqual(["/admin/cms-manual-init.js", "/admin/decap-cms.js", "/admin/cms-init.js", "/admin/cms-preview.js"]);
    expect(fs.readFileSync(path.join(dir, "cms-manual-init.js"), "utf8")).toContain("CMS_MANUAL_INIT = true");
    expect(fs.readFileSync(path.join(dir, "cms-preview.js"), "utf8")).toMatch(/\.init\(\)/);
    const site = JSON.parse(document.getElementById(SITE_DATA_ID)?.textContent ?? "{}") as AdminSiteData;
    const services = fs
      .readdirSync(path.resolve(__dirname, "../../../content/services"))
      .map((file) => `/services/${path.basename(file, ".json")}`);
    expect(site.pages.en.map((page) => page.path)).toEqual(expect.arrayContaining(services));
    // Spanish entries link with the same English paths, listed under the Spanish titles.
    expect(site.pages.es.map((page) => page.path)).toEqual(site.pages.en.map((page) => page.path));
    const [first] = services;
    const spanishFile = path.resolve(__dirname, `../../../content/es${first}.json`);
    if (fs.existsSync(spanishFile))
      expect(site.pages.es.find((page) => page.path === first)?.title).toBe(
        (JSON.parse(fs.readFileSync(spanishFile, "utf8")) as { mainTitleText: string }).mainTitleText,
      );
    // The preview's stylesheet holds the site's own design tokens and its components' CSS Modules.
    const css = fs.readFileSync(path.join(dir, "cms-preview.css"), "utf8");
    expect(css).toMatch(/--color-ink: [^;]+;/);
    expect(css).toMatch(/display: ?grid/);
    expect(document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content")).toBe(
      ADMIN_CSP.replace("; frame-ancestors 'none'", ""),
    );
  });

  it("starts Decap once its own bundle has registered the rich-text field, the link between translations and every preview", () => {
    const files = writeAdmin(dir, { mode: "local" });
    expect(files).toContain("cms-preview.js");
    show(path.join(dir, "index.html"));
    const scripts = [...document.querySelectorAll("script")].map((script) => script.getAttribute("src"));
    expect(scripts.indexOf("/admin/cms-preview.js")).toBeGreaterThan(scripts.indexOf("/admin/decap-cms.js"));
    const calls: string[] = [];
    Object.assign(window, {
      CMS: {
        registerWidget: (name: string) => calls.push(`widget ${name}`),
        registerPreviewStyle: () => calls.push("style"),
        registerPreviewTemplate: (name: string) => calls.push(`preview ${name}`),
        init: () => calls.push("init"),
      },
      createClass: (spec: object) => spec,
      h: () => null,
      // Jest's simulated browser still has Node's `process`; js-sha256 would take it for Node.
      JS_SHA256_NO_NODE_JS: true,
    });
    window.eval(fs.readFileSync(path.join(dir, "cms-preview.js"), "utf8"));
    expect(calls).toEqual(
      expect.arrayContaining(["widget richtext", "widget translation", "preview services", "preview es-services"]),
    );
    expect(calls.at(-1)).toBe("init");
  });
});
