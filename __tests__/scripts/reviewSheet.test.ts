/** @jest-environment node */
// The review sheet of the fixture site in a git repository of its own: every page and block in English beside Spanish,
// lines to sign, and the words changed since a page's recorded review marked.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { within } from "@testing-library/dom";
import { reviewSheets } from "../../scripts/review-sheet";
import { FIXTURE_CONTENT, FIXTURE_STATIC } from "../support/contentCopy";
import { loadContent } from "../../src/content/gate/load";
import { pagesOf } from "../../src/content/kinds";

let root = "";
/** Commits the site's files as on `date` (YYYY-MM-DD). */
const commit = (date: string) => {
  const env = { ...process.env, GIT_AUTHOR_DATE: `${date}T12:00:00`, GIT_COMMITTER_DATE: `${date}T12:00:00` };
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Office", "-c", "user.email=office@example.org", ...args], { cwd: root, env });
  git("add", "-A");
  git("commit", "-q", "-m", date);
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "review-sheet-"));
  fs.cpSync(FIXTURE_CONTENT, path.join(root, "content"), { recursive: true });
  fs.symlinkSync(FIXTURE_STATIC, path.join(root, "static"));
  execFileSync("git", ["init", "-q"], { cwd: root });
  commit("2026-01-10");
  // Reviewed on January 15; two card titles changed on February 1.
  const surgery = path.join(root, "content/services/examplesurgery.json");
  const data = JSON.parse(fs.readFileSync(surgery, "utf8"));
  Object.assign(data, { reviewedBy: "Dr. Divya Peddireddy, DDS", reviewedOn: "2026-01-15" });
  data.sectionOneData[0].title = "Missing upper back teeth or molars";
  data.sectionOneData[1].title = "Bone loss after losing teeth";
  fs.writeFileSync(surgery, JSON.stringify(data, null, 2));
  commit("2026-02-01");
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const sheet = () => {
  const html = reviewSheets(root)["en-es.html"];
  return { html, sections: [...new JSDOM(html).window.document.querySelectorAll("section")] };
};
const sectionOf = (sections: Element[], title: string) =>
  sections.find((section) => section.querySelector("h2")?.textContent?.startsWith(`${title} /`)) as HTMLElement;
const row = (section: HTMLElement, name: string) => within(section).getByRole("rowheader", { name }).closest("tr") as HTMLElement;

it("holds every page and the shared blocks, each in English beside Spanish with lines to sign for both", () => {
  const { html, sections } = sheet();
  const content = loadContent(path.join(root, "content"), path.join(root, "static"));
  expect(sections).toHaveLength(pagesOf(content).length + 1);
  for (const page of content.services) {
    const section = sectionOf(sections, page.mainTitleText);
    expect(section).toBeDefined();
    const spanish = content.translations.es.services.find((es) => es.slug === page.slug);
    const description = row(section, "Description");
    expect(description.querySelector('[lang="en-US"]')?.textContent).toContain(page.description.split("\n")[0]);
    expect(description.querySelector('[lang="es-US"]')?.textContent).toContain(spanish?.description.split("\n")[0]);
  }
  expect(within(sections[sections.length - 1]).getByRole("heading", { level: 2 })).toHaveTextContent("Shared blocks");
  for (const section of sections) {
    expect(section).toHaveTextContent(/English text reviewed and approved\s*Name: Date: Signature:/);
    expect(section).toHaveTextContent(/Spanish text reviewed and approved\s*Name: Date: Signature:/);
  }
  // Printable offline: no file, font or script from elsewhere.
  expect(html).not.toMatch(/<link|<script|@import|url\(/);
  expect(html).toContain("@page");
});

it("marks the words changed since the page's recorded review, and only those", () => {
  const section = sectionOf(sheet().sections, "Sinus Lift");
  expect(section).toHaveTextContent("Last review: Dr. Divya Peddireddy, DDS, January 15, 2026");
  const first = row(section, "Section one card 1, title");
  expect([...first.querySelectorAll("ins")].map((node) => node.textContent)).toEqual([" or molars"]);
  expect(first.querySelector("del")).toBeNull();
  const second = row(section, "Section one card 2, title");
  expect(second.querySelector("del")).toHaveTextContent("tooth loss");
  expect(second.querySelector("ins")).toHaveTextContent("losing teeth");
  // Unchanged text, and the Spanish page, which records no review, show no marks.
  expect(row(section, "Section one card 3, title").querySelector("ins, del")).toBeNull();
  expect(section.querySelector('[lang="es-US"] ins, [lang="es-US"] del')).toBeNull();
});
