/**
 * @jest-environment node
 *
 * Each kind of broken content file gives a message naming the file, the field and what was expected.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ContentError, loadContent } from "../../src/content/validate";

const ROOT = path.resolve(__dirname, "../..");
let contentDir: string;

beforeEach(() => {
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(path.join(ROOT, "content"), contentDir, { recursive: true });
});
afterEach(() => fs.rmSync(contentDir, { recursive: true, force: true }));

type Json = Record<string, unknown>;
function edit(relative: string, change: (data: Json) => void) {
  const file = path.join(contentDir, relative);
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as Json;
  change(data);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
}

function problems(): string[] {
  try {
    loadContent(contentDir, path.join(ROOT, "static"));
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe("content validation", () => {
  it("accepts the shipped content", () => {
    expect(problems()).toEqual([]);
  });

  it("names a missing field inside a card section", () => {
    edit("services/veneers.json", (data) => {
      const items = data.sectionOneData as Json[];
      while (items.length < 3) items.push({ title: "Extra", description: "Extra item." });
      delete items[2].title;
    });
    expect(problems()).toEqual(["content/services/veneers.json: sectionOneData[2].title is missing"]);
  });

  it("names the line of malformed JSON", () => {
    const file = path.join(contentDir, "services/sealants.json");
    const lines = fs.readFileSync(file, "utf8").split("\n");
    lines[2] = lines[2].replace(/,$/, "");
    fs.writeFileSync(file, lines.join("\n"));
    const [message] = problems();
    expect(message).toMatch(/^content\/services\/sealants\.json: line (3|4): malformed JSON/);
  });

  it("reports a misspelt field name", () => {
    edit("about/officetour.json", (data) => {
      data.descripton = data.description;
    });
    expect(problems()).toEqual(['content/about/officetour.json: unknown field "descripton" (check the spelling)']);
  });

  it("rejects a script in formatted text", () => {
    edit("services/crowns.json", (data) => {
      data.descriptionToBeParsed = "<p>Hello</p><script>alert(1)</script>";
    });
    expect(problems()).toEqual(["content/services/crowns.json: descriptionToBeParsed: <script> is not allowed"]);
  });

  it("rejects event attributes and javascript: links", () => {
    edit("legal/privacypolicy.json", (data) => {
      const sections = data.sections as Json[];
      sections[0].descriptionToBeParsed = '<p onclick="x()"><a href="javascript:alert(1)">x</a></p>';
    });
    expect(problems()).toEqual([
      "content/legal/privacypolicy.json: sections[0].descriptionToBeParsed: event attribute onclick on <p> is not allowed",
      'content/legal/privacypolicy.json: sections[0].descriptionToBeParsed: link "javascript:alert(1)" is not allowed (use /page, #anchor, https://, mailto: or tel:)',
    ]);
  });

  it("rejects a link to a page that does not exist", () => {
    edit("services/sealants.json", (data) => {
      data.descriptionToBeParsed = '<p>See <a href="/services/nosuchpage">this</a>.</p>';
    });
    expect(problems()).toEqual([
      'content/services/sealants.json: descriptionToBeParsed links to "/services/nosuchpage", which is neither a page nor a redirect of this site',
    ]);
  });

  it("rejects a menu entry pointing nowhere", () => {
    edit("navigation/menu.json", (data) => {
      const items = data.items as Json[];
      items[0].href = "/services/veneer";
    });
    expect(problems()).toEqual([
      'content/navigation/menu.json: items[0].href links to "/services/veneer", which is neither a page nor a redirect of this site',
    ]);
  });

  it("rejects an image that is not in content/images/", () => {
    edit("services/veneers.json", (data) => {
      data.imgSrc = "services/missing.jpg";
    });
    expect(problems()).toEqual([
      'content/services/veneers.json: imgSrc names "services/missing.jpg", which is not in content/images/',
    ]);
  });

  it("asks for a poster when the media is a video", () => {
    edit("services/crowns.json", (data) => {
      delete data.videoPoster;
    });
    expect(problems()).toEqual([
      "content/services/crowns.json: videoPoster is missing (a video needs a poster image under static/media/)",
    ]);
  });

  it("rejects a duplicate redirect and a redirect to a page that does not exist", () => {
    edit("redirects/redirects.json", (data) => {
      const redirects = data.redirects as Json[];
      redirects.push({ from: "/services", to: "/services/veneers" }, { from: "/old", to: "/services/gone" });
    });
    expect(problems()).toEqual([
      'content/redirects/redirects.json: redirects[5].from "/services" is listed twice',
      'content/redirects/redirects.json: redirects[6].to "/services/gone" is not a page of the site',
    ]);
  });

  it("requires the slug to match the file name, so URLs cannot collide", () => {
    edit("services/sealants.json", (data) => {
      data.slug = "veneers";
    });
    expect(problems()).toContain('content/services/sealants.json: slug is "veneers" but must equal the file name "sealants"');
  });

  it("rejects a sidebar entry that is not a page, and a page in two categories", () => {
    edit("sidebar/categories.json", (data) => {
      const categories = data.categories as { links: Json[] }[];
      categories[0].links.push(
        { path: "/services/nothing", label: "Nothing" },
        { path: "/services/sealants", label: "Sealants" },
      );
    });
    const found = problems();
    expect(found).toContain(
      'content/sidebar/categories.json: categories[0].links[6].path "/services/nothing" is not a page of the site',
    );
    expect(found).toContain(
      'content/sidebar/categories.json: categories[4].links[1].path "/services/sealants" is already in the category "Cosmetic and Restorative Dentistry"; a page belongs to one category',
    );
  });

  it("explains wrong values: a short description for search engines, a bad date, a wrong type", () => {
    edit("services/sealants.json", (data) => {
      data.metaDescription = "Too short.";
      data.lastUpdated = "22/11/2026";
      data.sectionOneData = "not a list";
    });
    expect(problems()).toEqual([
      "content/services/sealants.json: sectionOneData must be array, not string",
      "content/services/sealants.json: metaDescription must be at least 50 characters (search engines show it under the title)",
      "content/services/sealants.json: lastUpdated must be a date written YYYY-MM-DD",
    ]);
  });

  it("reports a missing settings file", () => {
    fs.rmSync(path.join(contentDir, "settings/settings.json"));
    expect(problems()).toContain("content/settings/settings.json: file is missing");
  });
});
