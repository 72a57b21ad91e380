/**
 * @jest-environment node
 *
 * Each kind of broken content file gives a message naming the file, the field and what was expected.
 */
import fs from "node:fs";
import path from "node:path";
import { withContentCopy, type Json } from "../../support/contentCopy";

const copy = withContentCopy("content-");
const { edit } = copy;

/** Changes a fact the way a maintainer does: in the English file and its Spanish translation alike. */
function editFact(relative: string, change: (data: Json) => void) {
  edit(relative, change);
  edit(`es/${relative}`, change);
}

/** Writes a file under the content copy, creating its folder. */
function put(relative: string, data: string | Uint8Array) {
  const file = path.join(copy.dir(), relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}
const read = (relative: string) => fs.readFileSync(path.join(copy.dir(), relative), "utf8");

const problems = (): string[] => copy.problems();

describe("content validation", () => {
  it("accepts the shipped content", () => {
    expect(problems()).toEqual([]);
  });

  it("names a missing field inside a card section", () => {
    edit("services/examplephoto.json", (data) => {
      const items = data.sectionOneData as Json[];
      while (items.length < 3) items.push({ title: "Extra", description: "Extra item." });
      delete items[2].title;
    });
    expect(problems()).toEqual([
      "content/services/examplephoto.json: Section one card 3, title (`sectionOneData[2].title`) is missing",
    ]);
  });

  it("names the line of malformed JSON", () => {
    const file = path.join(copy.dir(), "services/examplesurgery.json");
    const lines = fs.readFileSync(file, "utf8").split("\n");
    lines[2] = lines[2].replace(/,$/, "");
    fs.writeFileSync(file, lines.join("\n"));
    const [message] = problems();
    expect(message).toMatch(/^content\/services\/examplesurgery\.json: line (3|4), column \d+: malformed JSON/);
  });

  it("reports a misspelt field name", () => {
    edit("about/examplevisit.json", (data) => {
      data.descripton = data.description;
    });
    expect(problems()).toEqual(['content/about/examplevisit.json: unknown field "descripton" (did you mean "description"?)']);
  });

  it("asks to check the spelling of a field name close to none of the file's fields", () => {
    edit("about/examplevisit.json", (data) => {
      data.favouriteColour = "blue";
    });
    expect(problems()).toEqual(['content/about/examplevisit.json: unknown field "favouriteColour" (check the spelling)']);
  });

  it("suggests the page a misspelt link or sidebar path most likely meant", () => {
    for (const folder of ["", "es/"])
      edit(`${folder}navigation/menu.json`, (data) => {
        (data.items as Json[])[0].href = "/services/examplefhoto";
      });
    edit("sidebar/categories.json", (data) => {
      ((data.categories as Json[])[0].links as Json[])[0].path = "/services/examplephot";
    });
    edit("es/sidebar/categories.json", (data) => {
      ((data.categories as Json[])[0].links as Json[])[0].path = "/services/examplephot";
    });
    expect(problems()).toEqual([
      'content/navigation/menu.json: Menu entry 1, link address (`items[0].href`) links to "/services/examplefhoto", which is neither a page nor a redirect of this site; did you mean "/services/examplephoto"?',
      'content/sidebar/categories.json: Category 1, link 1, page address (`categories[0].links[0].path`) "/services/examplephot" is not a page of the site; did you mean "/services/examplephoto"?',
      'content/es/navigation/menu.json: Menu entry 1, link address (`items[0].href`) links to "/services/examplefhoto", which is neither a page nor a redirect of this site; did you mean "/services/examplephoto"?',
    ]);
  });

  it("rejects a script in formatted text", () => {
    edit("services/examplevideo.json", (data) => {
      data.descriptionToBeParsed = "<p>Hello</p><script>alert(1)</script>";
    });
    expect(problems()).toEqual([
      "content/services/examplevideo.json: Formatted text (`descriptionToBeParsed`): <script> is not allowed",
    ]);
  });

  it("rejects event attributes and javascript: links", () => {
    edit("legal/privacypolicy.json", (data) => {
      const sections = data.sections as Json[];
      sections[0].descriptionToBeParsed = '<p onclick="x()"><a href="javascript:alert(1)">x</a></p>';
    });
    expect(problems()).toEqual([
      "content/legal/privacypolicy.json: Section 1, formatted text (`sections[0].descriptionToBeParsed`): event attribute onclick on <p> is not allowed",
      'content/legal/privacypolicy.json: Section 1, formatted text (`sections[0].descriptionToBeParsed`): link "javascript:alert(1)" is not allowed (use /page, #anchor, https://, mailto: or tel:)',
    ]);
  });

  it("rejects a link to a page that does not exist", () => {
    edit("services/examplesurgery.json", (data) => {
      data.descriptionToBeParsed = '<p>See <a href="/services/nosuchpage">this</a>.</p>';
    });
    expect(problems()).toEqual([
      'content/services/examplesurgery.json: Formatted text (`descriptionToBeParsed`) links to "/services/nosuchpage", which is neither a page nor a redirect of this site',
    ]);
  });

  it("rejects a menu entry pointing nowhere", () => {
    editFact("navigation/menu.json", (data) => {
      const items = data.items as Json[];
      items[0].href = "/services/veneer";
    });
    expect(problems()).toEqual([
      'content/navigation/menu.json: Menu entry 1, link address (`items[0].href`) links to "/services/veneer", which is neither a page nor a redirect of this site',
      'content/es/navigation/menu.json: Menu entry 1, link address (`items[0].href`) links to "/services/veneer", which is neither a page nor a redirect of this site',
    ]);
  });

  it("rejects an image that is not in content/images/", () => {
    editFact("services/examplephoto.json", (data) => {
      data.imgSrc = "services/missing.jpg";
    });
    expect(problems()).toEqual([
      'content/services/examplephoto.json: Image or video (`imgSrc`) names "services/missing.jpg", which is not in content/images/',
    ]);
  });

  it("asks for a poster when the media is a video", () => {
    editFact("services/examplevideo.json", (data) => {
      delete data.videoPoster;
    });
    expect(problems()).toEqual([
      "content/services/examplevideo.json: Video poster (`videoPoster`) is missing (a video needs a poster image under static/media/)",
    ]);
  });

  it("rejects a duplicate redirect and a redirect to a page that does not exist", () => {
    let added = 0;
    edit("redirects/redirects.json", (data) => {
      const redirects = data.redirects as Json[];
      added = redirects.length;
      redirects.push({ from: "/services", to: "/services/examplephoto" }, { from: "/old", to: "/services/gone" });
    });
    expect(problems()).toEqual([
      `content/redirects/redirects.json: Redirect ${added + 1}, from (\`redirects[${added}].from\`) "/services" is listed twice`,
      `content/redirects/redirects.json: Redirect ${added + 2}, to (\`redirects[${added + 1}].to\`) "/services/gone" is not a page of the site`,
    ]);
  });

  it("requires the slug to match the file name, so URLs cannot collide", () => {
    edit("services/examplesurgery.json", (data) => {
      data.slug = "examplephoto";
    });
    expect(problems()).toContain(
      'content/services/examplesurgery.json: slug is "examplephoto" but must equal the file name "examplesurgery"',
    );
  });

  it("rejects a sidebar entry that is not a page, and a page in two categories", () => {
    let added = 0;
    let firstCategory = "";
    let duplicate = "";
    edit("sidebar/categories.json", (data) => {
      const categories = data.categories as { title: string; links: { path: string; label?: string }[] }[];
      added = categories[0].links.length;
      firstCategory = categories[0].title;
      categories[0].links.push(
        { path: "/services/nothing", label: "Nothing" },
        { path: "/services/examplesurgery", label: "Sealants" },
      );
      // The entry reported is the later one: the file's own examplesurgery entry, unless it is in category 0 too.
      const c = categories.findIndex(
        (category, i) => i > 0 && category.links.some((link) => link.path === "/services/examplesurgery"),
      );
      const [category, link] =
        c > 0 ? [c, categories[c].links.findIndex((entry) => entry.path === "/services/examplesurgery")] : [0, added + 1];
      duplicate = `Category ${category + 1}, link ${link + 1}, page address (\`categories[${category}].links[${link}].path\`)`;
    });
    const found = problems();
    expect(found).toContain(
      `content/sidebar/categories.json: Category 1, link ${added + 1}, page address (\`categories[0].links[${added}].path\`) "/services/nothing" is not a page of the site`,
    );
    expect(found).toContain(
      `content/sidebar/categories.json: ${duplicate} "/services/examplesurgery" is already in the category "${firstCategory}"; a page belongs to one category`,
    );
  });

  it("explains wrong values: a short description for search engines, a bad date, a wrong type", () => {
    edit("services/examplesurgery.json", (data) => {
      data.metaDescription = "Too short.";
      data.lastUpdated = "22/11/2026";
      data.sectionOneData = "not a list";
    });
    expect(problems()).toEqual([
      "content/services/examplesurgery.json: Section one cards (`sectionOneData`) must be array, not string",
      "content/services/examplesurgery.json: Meta description (`metaDescription`) must be at least 50 characters (search engines show it under the title)",
      "content/services/examplesurgery.json: Last updated (`lastUpdated`) must be a date written YYYY-MM-DD",
    ]);
  });

  it("reports a missing settings file", () => {
    fs.rmSync(path.join(copy.dir(), "settings/settings.json"));
    expect(problems()).toContain("content/settings/settings.json: file is missing");
  });
});

describe("only files the site reads may sit in content/", () => {
  const examplephoto = () => read("services/examplephoto.json");

  it.each([
    ["services/Draft.JSON", "(to publish it, rename it to Draft.json)"],
    ["services/examplephoto.map", "a page file in content/services/ is named after its address"],
    ["services/my-draft.json", "letters and digits with a lower-case .json"],
    ["images/services/x.json", "content/images/ holds pictures only"],
    ["home/services.json", "content/home/ holds only home.json"],
    ["settings/settings.json5", "content/settings/ holds only settings.json"],
    ["extra.json", "content files sit in the folders content/services/"],
  ])("refuses the stray file content/%s, saying why and what to do", (relative, why) => {
    put(relative, relative === "home/services.json" ? `[${examplephoto()}]` : examplephoto());
    const found = problems();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^content/${relative.replace(/\./g, "\\.")}: not read: `));
    expect(found[0]).toContain(why);
    expect(found[0]).toContain("move it out of content/ or delete it");
  });

  it("refuses a misspelt content folder and suggests the right name", () => {
    put("servics/examplephoto.json", examplephoto());
    expect(problems()).toEqual([
      "content/servics/: unknown folder; content/ has only about/, blocks/, es/, home/, images/, legal/, navigation/, notices/, redirects/, services/, settings/, sidebar/ (did you mean services/?): rename it, or move it out of content/ or delete it (the build refuses what it would not publish)",
    ]);
  });

  it("refuses a stray folder, even an empty one, and a folder nested in a content folder", () => {
    fs.mkdirSync(path.join(copy.dir(), "drafts"));
    put("services/old/examplephoto.json", examplephoto());
    const found = problems();
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^content\/drafts\/: unknown folder; /);
    expect(found[1]).toMatch(/^content\/services\/old\/: a folder inside content\/services\/ is not read/);
  });

  it("refuses a symbolic link, which could point outside the project", () => {
    fs.symlinkSync(path.join(copy.dir(), "services/examplephoto.json"), path.join(copy.dir(), "services/linked.json"));
    expect(problems()).toEqual([
      "content/services/linked.json: is a symbolic link; content must be real files inside content/, so replace it with the file itself",
    ]);
  });

  it("leaves notes, backups and CRLF line endings alone", () => {
    put("services/examplephoto.json.bak", examplephoto());
    put("services/NOTES.txt", "Ask the doctor about the veneer photos.");
    put("README.txt", "Content notes.");
    put("images/services/credits.txt", "Drawings by the media generator.");
    put("services/examplesurgery.json", read("services/examplesurgery.json").replace(/\n/g, "\r\n"));
    expect(problems()).toEqual([]);
  });

  it("accepts emoji in text, and comments and entities in formatted text", () => {
    edit("services/examplephoto.json", (data) => {
      data.mainTitleText = "Veneers 😁👩🏽‍⚕️";
      data.descriptionToBeParsed =
        '<!-- checked by the doctor --><p>Fees &amp; insurance:&nbsp;call <a href="/about/examplevisit">us</a> &#8212; or see &lt;below&gt;.</p>';
    });
    expect(problems()).toEqual([]);
  });
});

describe("addresses", () => {
  it.each([
    ["directionsUrl", "javascript:alert(1)", "must be an https:// address"],
    ["directionsUrl", "data:text/html,<script>alert(1)</script>", "must be an https:// address"],
    ["directionsUrl", "http://www.google.com/maps/dir/", "must be an https:// address"],
    ["directionsUrl", "https://user@evil.example/", "no user name"],
    ["siteUrl", "ftp://www.occfad.org", "must be an https:// address"],
    ["siteUrl", "http://www.occfad.org", "must be an https:// address"],
    ["siteUrl", "https://www.occfad.org/home", "must be the site's address only"],
    ["mapEmbedUrl", "https://www.google.com/mapsevil?output=embed", "must be a Google Maps embed address"],
    ["mapEmbedUrl", "http://www.google.com/maps?q=x&output=embed", "must be an https:// address"],
    ["mapEmbedUrl", "https://www.google.com.evil.example/maps?output=embed", "must be a Google Maps embed address"],
    ["mapEmbedUrl", "https://www.google.com/maps?q=x", "must be a Google Maps embed address"],
    ["mapEmbedUrl", "https://www.google.com/maps?q=x\t&output=embed", "must not contain spaces, control characters"],
  ])("settings %s %j is refused", (field, value, expected) => {
    edit("settings/settings.json", (data) => {
      data[field] = value;
    });
    const found = problems();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^content/settings/settings\\.json: [^(]+ \\(\`${field}\`\\) `));
    expect(found[0]).toContain(expected);
  });

  it("accepts the map address Google's Embed a map dialog gives", () => {
    edit("settings/settings.json", (data) => {
      data.mapEmbedUrl = "https://www.google.com/maps/embed?pb=!1m18!1m12";
    });
    expect(problems()).toEqual([]);
  });

  it.each([
    ["/\\evil.example/", "must not contain a backslash"],
    ["/\tevil.example", "must not contain spaces, tabs, line breaks"],
    ["/services/examplephoto ", "must not contain spaces, tabs, line breaks"],
    ["//evil.example", "must not start with //"],
  ])("a menu link %j that a browser could read as another host is refused", (href, expected) => {
    edit("navigation/menu.json", (data) => {
      (data.items as Json[])[0].href = href;
    });
    const found = problems();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^content\/navigation\/menu\.json: Menu entry 1, link address \(`items\[0\]\.href`\) /);
    expect(found[0]).toContain(expected);
  });

  it("refuses such paths in the sidebar, the redirects and the home page's groups too", () => {
    edit("sidebar/categories.json", (data) => {
      ((data.categories as Json[])[0].links as Json[])[0].path = "/services/\\examplephoto";
    });
    edit("redirects/redirects.json", (data) => {
      (data.redirects as Json[])[0].from = "/old services";
    });
    edit("home/home.json", (data) => {
      (data.serviceGroups as Json[])[0].href = "//evil.example/services";
    });
    const found = problems();
    expect(found).toEqual([
      "content/redirects/redirects.json: Redirect 1, from (`redirects[0].from`) must not contain spaces, tabs, line breaks or invisible characters (browsers drop some of them and may reach another website)",
      expect.stringMatching(
        /^content\/home\/home\.json: Service group 1, link address \(`serviceGroups\[0\]\.href`\) must not start with \/\//,
      ),
      expect.stringMatching(
        /^content\/sidebar\/categories\.json: Category 1, link 1, page address \(`categories\[0\]\.links\[0\]\.path`\) must not contain a backslash/,
      ),
    ]);
  });

  it.each([
    ["/\\evil.example/", "must not contain spaces, control characters, invisible characters or backslashes"],
    ["/\t/evil.example", "must not contain spaces, control characters, invisible characters or backslashes"],
    ["//evil.example", "must not start with //"],
    ["https://evil.example\\@www.occfad.org", "backslashes"],
  ])("a formatted-text link %j is refused", (href, expected) => {
    edit("services/examplesurgery.json", (data) => {
      data.descriptionToBeParsed = `<p>See <a href="${href}">this</a>.</p>`;
    });
    const found = problems();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^content\/services\/examplesurgery\.json: Formatted text \(`descriptionToBeParsed`\): link ".*" is not allowed \(/,
    );
    expect(found[0]).toContain(expected);
  });

  it.each([
    ["/services/examplephoto.jpg", "without a leading /"],
    ["services//examplephoto.jpg", "must not contain //"],
    ["../images/services/examplephoto.jpg", "must not contain ./ or ../"],
    ["./services/examplephoto.jpg", "must not contain ./ or ../"],
    ["services/./examplephoto.jpg", "must not contain ./ or ../"],
    ["services\\examplephoto.jpg", "must be a file under content/images/"],
  ])("an image path %j that is not in the one canonical form is refused", (src, expected) => {
    edit("services/examplephoto.json", (data) => {
      data.imgSrc = src;
    });
    edit("about/examplevisit.json", (data) => {
      (data.photos as Json[])[0].src = src;
    });
    const found = problems();
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^content\/services\/examplephoto\.json: Image or video \(`imgSrc`\) must /);
    expect(found[0]).toContain(expected);
    expect(found[1]).toMatch(/^content\/about\/examplevisit\.json: Photo 1, picture file \(`photos\[0\]\.src`\) must /);
  });
});

describe("dates, times and ids", () => {
  it.each([
    ["2025-13-45", 'must be a real date ("2025-13-45" does not exist on the calendar)'],
    ["2025-02-30", 'must be a real date ("2025-02-30" does not exist on the calendar)'],
    ["2025-2-3", "must be a date written YYYY-MM-DD"],
    ["2999-01-01", "must not be in the future (today is "],
  ])("a last-updated date %j is refused", (date, expected) => {
    edit("services/examplesurgery.json", (data) => {
      data.lastUpdated = date;
    });
    expect(problems()).toEqual([
      expect.stringContaining(`content/services/examplesurgery.json: Last updated (\`lastUpdated\`) ${expected}`),
    ]);
  });

  it("accepts a leap day and today's date as last-updated dates", () => {
    edit("services/examplesurgery.json", (data) => {
      data.lastUpdated = "2024-02-29";
    });
    edit("services/examplephoto.json", (data) => {
      data.lastUpdated = new Date().toISOString().slice(0, 10);
    });
    expect(problems()).toEqual([]);
  });

  it("refuses an impossible effective date but allows one in the future", () => {
    edit("legal/privacypolicy.json", (data) => {
      data.effectiveDate = "2025-02-30";
    });
    expect(problems()).toEqual([
      'content/legal/privacypolicy.json: Effective date (`effectiveDate`) must be a real date ("2025-02-30" does not exist on the calendar)',
    ]);
    editFact("legal/privacypolicy.json", (data) => {
      data.effectiveDate = "2999-01-01";
    });
    expect(problems()).toEqual([]);
  });

  it("refuses impossible opening hours and a closing time before the opening", () => {
    edit("settings/settings.json", (data) => {
      data.hours = [
        { days: ["Monday"], opens: "25:99", closes: "17:00" },
        { days: ["Tuesday"], opens: "17:00", closes: "08:00" },
      ];
    });
    expect(problems()).toEqual([
      "content/settings/settings.json: Hours entry 1, opens (`hours[0].opens`) must be a time of day from 00:00 to 23:59, such as 08:00 or 17:30",
      "content/settings/settings.json: Hours entry 2, closes (`hours[1].closes`) must be later than opens (17:00)",
    ]);
    edit("settings/settings.json", (data) => {
      data.hours = [{ days: ["Monday", "Tuesday"], opens: "08:00", closes: "17:30" }];
    });
    expect(problems()).toEqual([]);
  });

  it("refuses two legal sections with the same id", () => {
    edit("legal/privacypolicy.json", (data) => {
      const sections = data.sections as Json[];
      sections[3].id = sections[1].id;
    });
    expect(problems()).toEqual([
      'content/legal/privacypolicy.json: Section 4, id (`sections[3].id`) "server-logs" is already the id of Section 2 (`sections[1]`); each section needs its own id (it is the #link to that section)',
    ]);
  });

  it("refuses two pages whose addresses differ only in letter case", () => {
    put(
      "services/Examplephoto.json",
      read("services/examplephoto.json").replace('"slug": "examplephoto"', '"slug": "Examplephoto"'),
    );
    expect(problems()).toEqual([
      "content/services/examplephoto.json: its address /services/examplephoto differs only in letter case from the page of content/services/Examplephoto.json; rename one of them (case-insensitive hosts would serve one for both)",
    ]);
  });

  it("refuses a legal page at an address the site uses itself", () => {
    put("legal/services.json", read("legal/privacypolicy.json").replace('"slug": "privacypolicy"', '"slug": "services"'));
    expect(problems()).toContain(
      "content/legal/services.json: /services is taken by the site itself; give the page another file name and slug",
    );
  });
});

describe("reading a file strictly", () => {
  it("names a byte-order mark plainly, at line 1", () => {
    put("services/examplesurgery.json", `\uFEFF${read("services/examplesurgery.json")}`);
    expect(problems()).toEqual([
      "content/services/examplesurgery.json: line 1, column 1: the file starts with a byte-order mark (BOM, bytes EF BB BF); save it as UTF-8 without BOM",
    ]);
  });

  it("names a Latin-1 byte with its line and column instead of turning it into �", () => {
    const text = read("services/examplesurgery.json").replace('"mainTitleText": "', '"mainTitleText": "Caf\u0000');
    const bytes = Buffer.from(text, "utf8");
    const at = bytes.indexOf(0);
    bytes[at] = 0xe9;
    put("services/examplesurgery.json", bytes);
    const line = text.split("\n").findIndex((l) => l.includes("Caf\u0000")) + 1;
    const column = [...text.split("\n")[line - 1]].indexOf("\u0000") + 1;
    expect(problems()).toEqual([
      `content/services/examplesurgery.json: line ${line}, column ${column}: byte E9 (at byte ${at}) is not UTF-8 text; the file may have been saved as Latin-1 or Windows-1252: save it as UTF-8`,
    ]);
  });

  it("refuses a field written twice in one object, which JSON would silently resolve", () => {
    put(
      "services/examplesurgery.json",
      read("services/examplesurgery.json").replace(
        '"mainTitleText":',
        '"mainTitleText": "Sealants, unreviewed",\n  "mainTitleText":',
      ),
    );
    const line =
      read("services/examplesurgery.json")
        .split("\n")
        .findIndex((l) => l.includes('"mainTitleText": "Sealants, unreviewed"')) + 2;
    expect(problems()).toEqual([
      `content/services/examplesurgery.json: line ${line}, column 3: the field "mainTitleText" appears twice in the file's top-level object; keep one (JSON would silently use the last)`,
    ]);
  });

  it("names the object where a nested field is written twice", () => {
    put("settings/settings.json", read("settings/settings.json").replace('"locality":', '"region": "TX", "locality":'));
    expect(problems()).toEqual([
      expect.stringMatching(
        /^content\/settings\/settings\.json: line \d+, column \d+: the field "region" appears twice in the same object \(address\)/,
      ),
    ]);
  });

  it.each([
    ["a right-to-left override", "\u202E", "(U+202E)"],
    ["a left-to-right isolate", "\u2066", "(U+2066)"],
    ["a pop-directional-isolate mark", "\u2069", "(U+2069)"],
    ["half of a character pair", "\uD800", "(U+D800, an unpaired surrogate)"],
    ["a control character", "\u0007", "(U+0007)"],
    ["the replacement character", "\uFFFD", "(U+FFFD)"],
  ])("refuses %s in any string", (name, char, code) => {
    edit("services/examplephoto.json", (data) => {
      (data.sectionOneData as Json[])[0].title = `Porcelain${char} examplephoto`;
    });
    expect(problems()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/services/examplephoto\\.json: Section one card 1, title \\(\`sectionOneData\\[0\\]\\.title\`\\): character 10 is ${name}.*${code.replace(/[()+]/g, "\\$&")}.*; (remove it|retype the original characters)$`,
        ),
      ),
    ]);
  });

  it("refuses an invisible character in a field name", () => {
    put("services/examplephoto.json", read("services/examplephoto.json").replace('"title":', '"ti\\u202Etle":'));
    const found = problems();
    expect(found[0]).toBe(
      'content/services/examplephoto.json: the field name "ti\\u{202E}tle" contains a right-to-left override (U+202E), an invisible character that changes the order text is shown in; remove it',
    );
  });

  it.each([
    ["mainTitleText", 120],
    ["description", 5000],
    ["descriptionToBeParsed", 20000],
    ["imgAlt", 600],
  ])("states the length limit of %s", (field, limit) => {
    edit("services/examplephoto.json", (data) => {
      data[field] = field === "descriptionToBeParsed" ? `<p>${"a".repeat(1024 * 1024)}</p>` : "a".repeat(1024 * 1024);
    });
    expect(problems()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/services/examplephoto\\.json: ([^\`]+\\(\`${field}\`\\)|${field}) must be at most ${limit} characters long$`,
        ),
      ),
    ]);
  });

  it("refuses a file far larger than any content file", () => {
    put("services/examplephoto.json", `{"slug": "${"a".repeat(5 * 1024 * 1024)}"}`);
    expect(problems()).toEqual(["content/services/examplephoto.json: the file is 5.0 MB; a content file may be at most 4 MB"]);
  });

  it("names an invisible character between fields by its code, at its line and column", () => {
    put("home/home.json", read("home/home.json").replace('  "intro":', '  \u00A0"intro":'));
    const line =
      read("home/home.json")
        .split("\n")
        .findIndex((l) => l.includes('\u00A0"intro"')) + 1;
    expect(problems()).toEqual([
      expect.stringMatching(new RegExp(`^content/home/home\\.json: line ${line}, column 3: malformed JSON \\(.*U\\+00A0`)),
    ]);
  });

  it("names the end of a cut-off file", () => {
    const text = read("services/examplephoto.json");
    put("services/examplephoto.json", text.slice(0, text.length / 2));
    expect(problems()).toEqual([
      expect.stringMatching(/^content\/services\/examplephoto\.json: line \d+, column \d+: malformed JSON \(/),
    ]);
  });
});

describe("one broken file is reported once, not again by the files that depend on it", () => {
  it("a broken settings file is not followed by every contact link in formatted text", () => {
    put("settings/settings.json", read("settings/settings.json").replace('"phoneTel": "+17145550142"', '"phoneTel": "call us"'));
    expect(problems()).toEqual([
      "content/settings/settings.json: Phone for tap-to-call (`phoneTel`) must be an international number such as +17145550142",
    ]);
  });

  it("a broken redirects file is not followed by every menu link to a redirect", () => {
    const text = read("redirects/redirects.json");
    const line = text.slice(0, text.indexOf("]")).split("\n").length;
    put("redirects/redirects.json", text.replace("]", ",]"));
    const found = problems();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^content/redirects/redirects\\.json: line ${line}, column \\d+: malformed JSON`));
  });

  it("lists the settings and redirects problems before the others", () => {
    edit("services/examplephoto.json", (data) => {
      delete data.mainTitleText;
    });
    edit("settings/settings.json", (data) => {
      data.siteUrl = "http://www.occfad.org";
    });
    const found = problems();
    expect(found[0]).toMatch(/^content\/settings\/settings\.json: Site address \(`siteUrl`\) /);
    expect(found[1]).toBe("content/services/examplephoto.json: Main title text (`mainTitleText`) is missing");
  });
});

it("states number and list limits in plain words", () => {
  edit("settings/settings.json", (data) => {
    (data.geo as Json).latitude = 91;
  });
  edit("redirects/redirects.json", (data) => {
    data.redirects = [];
  });
  expect(problems()).toEqual([
    "content/settings/settings.json: Map position, latitude (`geo.latitude`) must be at most 90",
    "content/redirects/redirects.json: redirects must be at least 1 item",
  ]);
});

describe("a content folder or file of the wrong kind", () => {
  it("names a page folder that is a file", () => {
    fs.rmSync(path.join(copy.dir(), "legal"), { recursive: true });
    put("legal", "not a folder");
    expect(problems()[0]).toBe("content/legal/: folder is missing");
  });

  it("names a content file that is a folder", () => {
    fs.rmSync(path.join(copy.dir(), "home/home.json"));
    fs.mkdirSync(path.join(copy.dir(), "home/home.json"));
    expect(problems()).toEqual([
      "content/home/home.json/: a folder inside content/home/ is not read (content files sit directly in content/home/); move it out of content/ or delete it (the build refuses what it would not publish)",
      "content/home/home.json: must be a file",
    ]);
  });
});

describe("the Spanish translation in content/es/", () => {
  it("refuses a Spanish page without an English counterpart, naming the file", () => {
    put("es/services/veneerz.json", read("es/services/examplephoto.json").replace('"slug": "examplephoto"', '"slug": "veneerz"'));
    expect(problems()).toEqual([
      "content/es/services/veneerz.json: has no English counterpart content/services/veneerz.json; a translation mirrors an English page (add the English page first, or name this file after the English one)",
    ]);
  });

  it("checks a Spanish file as it checks an English one: card sections and menu entries", () => {
    edit("es/services/examplephoto.json", (data) => {
      delete data.sectionTwoData;
    });
    edit("es/navigation/menu.json", (data) => {
      delete (data.items as Json[])[3].note;
    });
    expect(problems()).toEqual([
      "content/es/services/examplephoto.json: Section two cards (`sectionTwoData`) is missing (sectionTwoTitle and sectionTwoData go together: a heading and its cards)",
      "content/es/navigation/menu.json: Menu entry 4 (`items[3]`) needs a link address (href), groups or a note",
    ]);
  });

  it("refuses a Spanish slug that differs from its file name and the English page", () => {
    edit("es/services/examplesurgery.json", (data) => {
      data.slug = "selladores";
    });
    expect(problems()).toEqual([
      'content/es/services/examplesurgery.json: slug is "selladores" but the English file has "examplesurgery" (content/services/examplesurgery.json); facts and links are the same in every language',
      'content/es/services/examplesurgery.json: slug is "selladores" but must equal the file name "examplesurgery"',
    ]);
  });

  it("refuses a Spanish link, picture or block list that differs from the English facts", () => {
    edit("es/navigation/menu.json", (data) => {
      const items = data.items as Json[];
      items[1].href = "/about/examplepractice";
    });
    edit("es/services/examplesurgery.json", (data) => {
      data.blocks = ["whenToCall"];
    });
    expect(problems()).toEqual([
      'content/es/services/examplesurgery.json: blocks is ["whenToCall"] but the English file has ["beforeTreatment","whenToCall"] (content/services/examplesurgery.json); facts and links are the same in every language',
      'content/es/navigation/menu.json: Menu entry 2, link address (`items[1].href`) is "/about/examplepractice" but the English file has "/about/exampleteam" (content/navigation/menu.json); facts and links are the same in every language',
    ]);
  });

  it("accepts links written as Spanish addresses as the same link", () => {
    edit("es/navigation/menu.json", (data) => {
      const items = data.items as Json[];
      items[1].href = "/es/about/exampleteam";
    });
    expect(problems()).toEqual([]);
  });

  it("checks Spanish files with the same schema and names the Spanish file and field", () => {
    edit("es/services/examplevideo.json", (data) => {
      delete data.mainTitleText;
    });
    expect(problems()).toEqual(["content/es/services/examplevideo.json: Main title text (`mainTitleText`) is missing"]);
  });

  it("accepts only the mission in the Spanish settings: every other setting is a fact from the English file", () => {
    edit("es/settings/settings.json", (data) => {
      data.phoneTel = "+17145550000";
    });
    expect(problems()).toEqual([expect.stringMatching(/^content\/es\/settings\/settings\.json: .*phoneTel/)]);
  });
});
