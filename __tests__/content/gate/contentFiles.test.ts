/** @jest-environment node */
// Gatsby sources only the files the content check reads, each as its folder's type: a stray JSON file is never a page.
import path from "node:path";
import config from "../../../gatsby-config";
import { contentTypeName, ignoredBySourcing, isJsonLike } from "../../../src/content/gate/contentFiles";

const ROOT = path.resolve(__dirname, "../../..");
const CONTENT = path.join(ROOT, "content");

type PluginEntry = { resolve: string; options: { path: string; ignore: ((file: string) => boolean)[] } };
const filesystems = (config.plugins ?? []).filter(
  (plugin): plugin is PluginEntry => typeof plugin === "object" && (plugin as PluginEntry).resolve === "gatsby-source-filesystem",
);

/** Whether a gatsby-source-filesystem under whose folder the file is keeps it, applying `ignore` as its file watcher does. */
function sourced(relative: string): boolean {
  const absolute = path.join(CONTENT, relative);
  return filesystems.some(
    ({ options: { path: root, ignore } }) =>
      (absolute === root || absolute.startsWith(`${root}${path.sep}`)) && !ignore.some((rule) => rule(absolute)),
  );
}

/** Files and folders (relative to content/) that the site reads, and those it never sources. */
const READ = `settings/settings.json navigation/menu.json redirects/redirects.json services/examplephoto.json services/Example3D.json
  legal/privacypolicy.json es/services/examplephoto.json es/glossary/glossary.json images/services/examplephoto.jpg services images/services`;
const STRAY = `services/Draft.JSON services/examplephoto.map services/my-draft.json services/old services/old/examplephoto.json
  images/services/x.json images/x.JSON home/services.json settings/settings.json5 servics servics/examplephoto.json extra.json
  services/examplephoto.json.bak glossary/glossary.json es/glossary/terms.json es/redirects/redirects.json`;

it.each([...READ.split(/\s+/).map((file) => [file, true] as const), ...STRAY.split(/\s+/).map((file) => [file, false] as const)])(
  "gatsby-source-filesystem sources content/%s: %s",
  (relative, read) => expect(sourced(relative)).toBe(read),
);

it("types each JSON node after its content folder, and stops the build for a JSON file the content check does not read", () => {
  const types =
    "services/examplephoto.json navigation/menu.json about/exampletour.json es/services/examplephoto.json es/glossary/glossary.json";
  expect(types.split(" ").map(contentTypeName)).toEqual(
    "ServicesJson NavigationJson AboutJson ServicesJson GlossaryJson".split(" "),
  );
  expect(() => contentTypeName("home/services.json")).toThrow("content/home/services.json is not a content file the site reads");
});

it("treats every extension a JSON reader takes as JSON-like, and notes and backups as not", () => {
  const names = "a.json a.JSON a.Json a.json5 a.jsonc a.geojson a.ndjson a.map a.webmanifest a.json.bak a.txt a.jpg a.md json";
  expect(names.split(" ").filter(isJsonLike)).toEqual(names.split(" ").slice(0, 9));
});

it("ignores nothing outside content/", () => {
  expect(ignoredBySourcing(CONTENT, path.join(ROOT, "static/x.json"))).toBe(false);
  expect(ignoredBySourcing(CONTENT, CONTENT)).toBe(false);
});
