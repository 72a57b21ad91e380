/** @jest-environment node */
// Each kind of broken content file gives a message naming the file, the field and what was expected.
import fs from "node:fs";
import path from "node:path";
import { escapeRegExp as escape } from "../../../src/content/gate/terms";
import { FIXTURE_CONTENT, both, withContentCopy, type Json } from "../../support/contentCopy";

const copy = withContentCopy("content-");
const { set, put } = copy;
/** The fixture's files that the cases change. */
const [PHOTO, SURGERY, VIDEO] = ["photo", "surgery", "video"].map((name) => `services/example${name}.json`);
const [VISIT, SETTINGS, MENU] = ["about/examplevisit.json", "settings/settings.json", "navigation/menu.json"];
const [PRIVACY, REDIRECTS, SIDEBAR] = ["legal/privacypolicy.json", "redirects/redirects.json", "sidebar/categories.json"];

const fixture = (relative: string) => fs.readFileSync(path.join(FIXTURE_CONTENT, relative), "utf8");
const replaceIn = (relative: string, from: string | RegExp, to: string) => put(relative, fixture(relative).replace(from, to));
const examplephoto = fixture(PHOTO);

/** A message that starts with `start` (a pattern) and says each of `says`. */
const message = (start: string, ...says: string[]) =>
  expect.stringMatching(new RegExp(`^(?=${start})${says.map((part) => `(?=[^]*${escape(part)})`).join("")}`));
const matching = (pattern: RegExp | string) => expect.stringMatching(pattern);

it.each(
  Object.entries<() => void>({
    "notes, backups and CRLF line endings": () => {
      put("services/examplephoto.json.bak", examplephoto);
      put("services/NOTES.txt", "Ask the doctor about the veneer photos.");
      put("README.txt", "Content notes.");
      put("images/services/credits.txt", "Drawings by the media generator.");
      replaceIn(SURGERY, /\n/g, "\r\n");
    },
    "emoji in text, and comments and entities in formatted text": () =>
      set({
        [PHOTO]: {
          mainTitleText: "Veneers 😁👩🏽‍⚕️",
          descriptionToBeParsed:
            '<!-- checked by the doctor --><p>Fees &amp; insurance:&nbsp;call <a href="/about/examplevisit">us</a> &#8212; or see &lt;below&gt;.</p>',
        },
      }),
    "the map address Google's Embed a map dialog gives": () =>
      set({ [SETTINGS]: { mapEmbedUrl: "https://www.google.com/maps/embed?pb=!1m18!1m12" } }),
    "a leap day and today's date as last-updated dates": () =>
      set({ [SURGERY]: { lastUpdated: "2024-02-29" }, [PHOTO]: { lastUpdated: new Date().toISOString().slice(0, 10) } }),
    "an effective date in the future": () => set(both(PRIVACY, { effectiveDate: "2999-01-01" })),
    "opening hours of several days": () =>
      set({ [SETTINGS]: { hours: [{ days: ["Monday", "Tuesday"], opens: "08:00", closes: "17:30" }] } }),
    "links written as Spanish addresses as the same link": () =>
      set({ [`es/${MENU}`]: { "items.1.href": "/es/about/exampleteam" } }),
  }),
)("accepts %s", (_, arrange) => {
  arrange();
  expect(copy.problems()).toEqual([]);
});

/** A change that breaks the content, and the one message the check gives. */
it.each(
  Object.entries<() => void>({
    'content/about/examplevisit.json: unknown field "descripton" (did you mean "description"?)': () =>
      copy.edit(VISIT, (data) => Object.assign(data, { descripton: data.description })),
    'content/about/examplevisit.json: unknown field "favouriteColour" (check the spelling)': () =>
      set({ [VISIT]: { favouriteColour: "blue" } }),
    "content/services/examplevideo.json: Video poster (`videoPoster`) is missing (a video needs a poster image under static/media/)":
      () => set(both(VIDEO, { videoPoster: undefined })),
    "content/services/examplephoto.json: its address /services/examplephoto differs only in letter case from the page of content/services/Examplephoto.json; rename one of them (case-insensitive hosts would serve one for both)":
      () => put("services/Examplephoto.json", examplephoto.replace('"slug": "examplephoto"', '"slug": "Examplephoto"')),
    'content/legal/privacypolicy.json: Section 4, id (`sections[3].id`) "server-logs" is already the id of Section 2 (`sections[1]`); each section needs its own id (it is the #link to that section)':
      () => copy.edit(PRIVACY, (data) => Object.assign((data.sections as Json[])[3], { id: (data.sections as Json[])[1].id })),
    'content/legal/privacypolicy.json: Effective date (`effectiveDate`) must be a real date ("2025-02-30" does not exist on the calendar)':
      () => set({ [PRIVACY]: { effectiveDate: "2025-02-30" } }),
    "content/servics/: unknown folder; content/ has only about/, blocks/, es/, home/, images/, legal/, navigation/, notices/, redirects/, services/, settings/, sidebar/ (did you mean services/?): rename it, or move it out of content/ or delete it (the build refuses what it would not publish)":
      () => put("servics/examplephoto.json", examplephoto),
    "content/services/linked.json: is a symbolic link; content must be real files inside content/, so replace it with the file itself":
      () => fs.symlinkSync(path.join(copy.dir(), PHOTO), path.join(copy.dir(), "services/linked.json")),
    "content/services/examplesurgery.json: line 1, column 1: the file starts with a byte-order mark (BOM, bytes EF BB BF); save it as UTF-8 without BOM":
      () => put(SURGERY, `\uFEFF${fixture(SURGERY)}`),
    "content/services/examplesurgery.json: line 3, column 24: byte E9 (at byte 53) is not UTF-8 text; the file may have been saved as Latin-1 or Windows-1252: save it as UTF-8":
      () => put(SURGERY, Buffer.from(fixture(SURGERY).replace('"mainTitleText": "', '"mainTitleText": "Café'), "latin1")),
    'content/services/examplesurgery.json: line 4, column 3: the field "mainTitleText" appears twice in the file\'s top-level object; keep one (JSON would silently use the last)':
      () => replaceIn(SURGERY, '"mainTitleText":', '"mainTitleText": "Sealants, unreviewed",\n  "mainTitleText":'),
    'content/services/examplephoto.json: the field name "ti\\u{202E}tle" contains a right-to-left override (U+202E), an invisible character that changes the order text is shown in; remove it':
      () => put(PHOTO, examplephoto.replace('"title":', '"ti\\u202Etle":')),
    "content/services/examplephoto.json: the file is 5.0 MB; a content file may be at most 4 MB": () =>
      put(PHOTO, `{"slug": "${"a".repeat(5 * 1024 * 1024)}"}`),
    "content/settings/settings.json: Phone for tap-to-call (`phoneTel`) must be an international number such as +17145550142":
      () => replaceIn(SETTINGS, '"phoneTel": "+17145550142"', '"phoneTel": "call us"'),
    "content/es/services/veneerz.json: has no English counterpart content/services/veneerz.json; a translation mirrors an English page (add the English page first, or name this file after the English one)":
      () => put("es/services/veneerz.json", fixture(`es/${PHOTO}`).replace('"slug": "examplephoto"', '"slug": "veneerz"')),
    "content/es/services/examplevideo.json: Main title text (`mainTitleText`) is missing": () =>
      set({ [`es/${VIDEO}`]: { mainTitleText: undefined } }),
  }),
)("refuses, saying %s", (message, arrange) => {
  arrange();
  expect(copy.problems()).toEqual([message]);
});

// Every kind of page, in each language: a review names both who and when.
it.each([SURGERY, VISIT, PRIVACY, "home/home.json"])("refuses a half-recorded review of %s and its translation", (file) => {
  set({ [file]: { reviewedBy: "Dr. Divya Peddireddy, DDS" }, [`es/${file}`]: { reviewedOn: "2026-01-15" } });
  expect(copy.problems()).toEqual([
    `content/${file}: reviewedBy and reviewedOn go together (who reviewed the page, and when)`,
    `content/es/${file}: reviewedBy and reviewedOn go together (who reviewed the translation, and when)`,
  ]);
});

/** Each refusal: how to break the content, and every message the check gives, in order. */
it.each(
  Object.entries<[() => void, ...unknown[]]>({
    "wrong values: a short description for search engines, a bad date, a wrong type": [
      () => set({ [SURGERY]: { metaDescription: "Too short.", lastUpdated: "22/11/2026", sectionOneData: "not a list" } }),
      "content/services/examplesurgery.json: Section one cards (`sectionOneData`) must be array, not string",
      "content/services/examplesurgery.json: Meta description (`metaDescription`) must be at least 50 characters (search engines show it under the title)",
      "content/services/examplesurgery.json: Last updated (`lastUpdated`) must be a date written YYYY-MM-DD",
    ],
    "numbers and lists beyond their limits, in plain words": [
      () => set({ [SETTINGS]: { "geo.latitude": 91 }, [REDIRECTS]: { redirects: [] } }),
      "content/settings/settings.json: Map position, latitude (`geo.latitude`) must be at most 90",
      "content/redirects/redirects.json: redirects must be at least 1 item",
    ],
    "event attributes and javascript: links": [
      () =>
        set({ [PRIVACY]: { "sections.0.descriptionToBeParsed": '<p onclick="x()"><a href="javascript:alert(1)">x</a></p>' } }),
      "content/legal/privacypolicy.json: Section 1, formatted text (`sections[0].descriptionToBeParsed`): event attribute onclick on <p> is not allowed",
      'content/legal/privacypolicy.json: Section 1, formatted text (`sections[0].descriptionToBeParsed`): link "javascript:alert(1)" is not allowed (use /page, #anchor, https://, mailto: or tel:)',
    ],
    "a link or sidebar path pointing nowhere, suggesting the page a misspelt one most likely meant": [
      () =>
        set({
          ...both(MENU, { "items.0.href": "/services/examplefhoto", "items.2.href": "/services/veneer" }),
          ...both(SIDEBAR, { "categories.0.links.0.path": "/services/examplephot" }),
        }),
      'content/navigation/menu.json: Menu entry 1, link address (`items[0].href`) links to "/services/examplefhoto", which is neither a page nor a redirect of this site; did you mean "/services/examplephoto"?',
      'content/navigation/menu.json: Menu entry 3, link address (`items[2].href`) links to "/services/veneer", which is neither a page nor a redirect of this site',
      'content/sidebar/categories.json: Category 1, link 1, page address (`categories[0].links[0].path`) "/services/examplephot" is not a page of the site; did you mean "/services/examplephoto"?',
      'content/es/navigation/menu.json: Menu entry 1, link address (`items[0].href`) links to "/services/examplefhoto", which is neither a page nor a redirect of this site; did you mean "/services/examplephoto"?',
      'content/es/navigation/menu.json: Menu entry 3, link address (`items[2].href`) links to "/services/veneer", which is neither a page nor a redirect of this site',
    ],
    "a duplicate redirect and a redirect to a page that does not exist": [
      () =>
        set({
          [REDIRECTS]: {
            "redirects.4": { from: "/services", to: "/services/examplephoto" },
            "redirects.5": { from: "/old", to: "/services/gone" },
          },
        }),
      'content/redirects/redirects.json: Redirect 5, from (`redirects[4].from`) "/services" is listed twice',
      'content/redirects/redirects.json: Redirect 6, to (`redirects[5].to`) "/services/gone" is not a page of the site',
    ],
    "paths a browser could read as another host in the sidebar, the redirects and the home page's groups": [
      () =>
        set({
          [SIDEBAR]: { "categories.0.links.0.path": "/services/\\examplephoto" },
          [REDIRECTS]: { "redirects.0.from": "/old services" },
          "home/home.json": { "serviceGroups.0.href": "//evil.example/services" },
        }),
      "content/redirects/redirects.json: Redirect 1, from (`redirects[0].from`) must not contain spaces, tabs, line breaks or invisible characters (browsers drop some of them and may reach another website)",
      "content/home/home.json: Service group 1, link address (`serviceGroups[0].href`) must not start with //; browsers read //host as another website",
      "content/sidebar/categories.json: Category 1, link 1, page address (`categories[0].links[0].path`) must not contain a backslash (\\); browsers read /\\host as another website",
    ],
    "impossible opening hours and a closing time before the opening": [
      () =>
        set({
          [SETTINGS]: {
            hours: [
              { days: ["Monday"], opens: "25:99", closes: "17:00" },
              { days: ["Tuesday"], opens: "17:00", closes: "08:00" },
            ],
          },
        }),
      "content/settings/settings.json: Hours entry 1, opens (`hours[0].opens`) must be a time of day from 00:00 to 23:59, such as 08:00 or 17:30",
      "content/settings/settings.json: Hours entry 2, closes (`hours[1].closes`) must be later than opens (17:00)",
    ],
    "a stray folder, even an empty one, and a folder nested in a content folder": [
      () => {
        fs.mkdirSync(path.join(copy.dir(), "drafts"));
        put("services/old/examplephoto.json", examplephoto);
      },
      matching(/^content\/drafts\/: unknown folder; /),
      matching(/^content\/services\/old\/: a folder inside content\/services\/ is not read/),
    ],
    "a missing shared block, and a shared block's formatted text, in one round": [
      () =>
        set({
          "blocks/blocks.json": { costAndInsurance: undefined, "whenToCall.descriptionToBeParsed": "<p><script>x</script></p>" },
        }),
      "content/blocks/blocks.json: Cost and insurance (`costAndInsurance`) is missing",
      "content/blocks/blocks.json: When to call, formatted text (`whenToCall.descriptionToBeParsed`): <script> is not allowed",
    ],
    "a content file that is a folder": [
      () => {
        fs.rmSync(path.join(copy.dir(), "home/home.json"));
        fs.mkdirSync(path.join(copy.dir(), "home/home.json"));
      },
      "content/home/home.json/: a folder inside content/home/ is not read (content files sit directly in content/home/); move it out of content/ or delete it (the build refuses what it would not publish)",
      "content/home/home.json: must be a file",
    ],
    "a nested field written twice, naming its object": [
      () => replaceIn(SETTINGS, '"locality":', '"region": "TX", "locality":'),
      matching(
        /^content\/settings\/settings\.json: line \d+, column \d+: the field "region" appears twice in the same object \(address/,
      ),
    ],
    "a broken redirects file once, not again for every menu link to a redirect": [
      () => replaceIn(REDIRECTS, "]", ",]"),
      matching(`^content/redirects/redirects\\.json: line 21, column \\d+: malformed JSON`),
    ],
    "the settings and redirects problems before the others": [
      () => set({ [PHOTO]: { mainTitleText: undefined }, [SETTINGS]: { siteUrl: "http://www.occfad.org" } }),
      matching(/^content\/settings\/settings\.json: Site address \(`siteUrl`\) /),
      "content/services/examplephoto.json: Main title text (`mainTitleText`) is missing",
    ],
    "in a Spanish file what it refuses in an English one: card sections and menu entries": [
      () => set({ [`es/${PHOTO}`]: { sectionTwoData: undefined }, [`es/${MENU}`]: { "items.3.note": undefined } }),
      "content/es/services/examplephoto.json: Section two cards (`sectionTwoData`) is missing (sectionTwoTitle and sectionTwoData go together: a heading and its cards)",
      "content/es/navigation/menu.json: Menu entry 4 (`items[3]`) needs a link address (href), groups or a note",
    ],
    "a Spanish slug that differs from its file name and the English page": [
      () => set({ [`es/${SURGERY}`]: { slug: "selladores" } }),
      'content/es/services/examplesurgery.json: slug is "selladores" but the English file has "examplesurgery" (content/services/examplesurgery.json); facts and links are the same in every language',
      'content/es/services/examplesurgery.json: slug is "selladores" but must equal the file name "examplesurgery"',
    ],
    "a Spanish link, picture or block list that differs from the English facts": [
      () => set({ [`es/${MENU}`]: { "items.1.href": "/about/examplepractice" }, [`es/${SURGERY}`]: { blocks: ["whenToCall"] } }),
      'content/es/services/examplesurgery.json: blocks is ["whenToCall"] but the English file has ["beforeTreatment","whenToCall"] (content/services/examplesurgery.json); facts and links are the same in every language',
      'content/es/navigation/menu.json: Menu entry 2, link address (`items[1].href`) is "/about/examplepractice" but the English file has "/about/exampleteam" (content/navigation/menu.json); facts and links are the same in every language',
    ],
    "any Spanish setting but the mission: every other setting is a fact from the English file": [
      () => set({ [`es/${SETTINGS}`]: { phoneTel: "+17145550000" } }),
      matching(/^content\/es\/settings\/settings\.json: .*phoneTel/),
    ],
    "a sidebar entry that is not a page, and a page in two categories": [
      () =>
        set({
          [SIDEBAR]: {
            "categories.0.links.2": { path: "/services/nothing", label: "Nothing" },
            "categories.0.links.3": { path: "/services/examplesurgery", label: "Sealants" },
          },
        }),
      'content/sidebar/categories.json: Category 1, link 3, page address (`categories[0].links[2].path`) "/services/nothing" is not a page of the site',
      'content/sidebar/categories.json: Category 2, link 1, page address (`categories[1].links[0].path`) "/services/examplesurgery" is already in the category "Cosmetic and Restorative Dentistry"; a page belongs to one category',
      matching(
        /^content\/es\/sidebar\/categories\.json: Category 1, links \(`categories\[0\]\.links`\) has 2 entries but the English file has 4/,
      ),
    ],
    "a legal page at an address the site uses itself": [
      () => put("legal/services.json", fixture(PRIVACY).replace('"slug": "privacypolicy"', '"slug": "services"')),
      "content/legal/services.json: /services is taken by the site itself; give the page another file name and slug",
      'content/redirects/redirects.json: Redirect 1, from (`redirects[0].from`) "/services" is a page; a redirect would hide it',
    ],
    "a page folder that is a file": [
      () => {
        fs.rmSync(path.join(copy.dir(), "legal"), { recursive: true });
        put("legal", "not a folder");
      },
      "content/legal/: folder is missing",
      "content/es/legal/privacypolicy.json: has no English counterpart content/legal/privacypolicy.json; a translation mirrors an English page (add the English page first, or name this file after the English one)",
      "content/es/legal/privacypractices.json: has no English counterpart content/legal/privacypractices.json; a translation mirrors an English page (add the English page first, or name this file after the English one)",
    ],
  }),
)("refuses %s", (_, [arrange, ...expected]) => {
  arrange();
  expect(copy.problems()).toEqual(expected);
});

it.each([
  ["services/Draft.JSON", "(to publish it, rename it to Draft.json)"],
  ["services/examplephoto.map", "a page file in content/services/ is named after its address"],
  ["services/my-draft.json", "letters and digits with a lower-case .json"],
  ["images/services/x.json", "content/images/ holds pictures only"],
  ["home/services.json", "content/home/ holds only home.json"],
  ["settings/settings.json5", "content/settings/ holds only settings.json"],
  ["extra.json", "content files sit in the folders content/services/"],
])("refuses the stray file content/%s, saying why and what to do", (relative, why) => {
  put(relative, relative === "home/services.json" ? `[${examplephoto}]` : examplephoto);
  expect(copy.problems()).toEqual([
    message(`content/${escape(relative)}: not read: `, why, "move it out of content/ or delete it"),
  ]);
});

const seeLink = (href: string) => `<p>See <a href="${href}">this</a>.</p>`;
const NOT_ALLOWED = "is not allowed (";
const UNSAFE_IN_TEXT = "must not contain spaces, control characters, invisible characters or backslashes";
const CARD = "sectionOneData.0.title";
const porcelain = (char: string) => `Porcelain${char} examplephoto`;
/** A field set to a value, and the one message it gives: it names the file and the field, and says each of the rest. */
it.each([
  [SETTINGS, "directionsUrl", "javascript:alert(1)", "must be an https:// address"],
  [SETTINGS, "directionsUrl", "data:text/html,<script>alert(1)</script>", "must be an https:// address"],
  [SETTINGS, "directionsUrl", "http://www.google.com/maps/dir/", "must be an https:// address"],
  [SETTINGS, "directionsUrl", "https://user@evil.example/", "no user name"],
  [SETTINGS, "siteUrl", "ftp://www.occfad.org", "must be an https:// address"],
  [SETTINGS, "siteUrl", "http://www.occfad.org", "must be an https:// address"],
  [SETTINGS, "siteUrl", "https://www.occfad.org/home", "must be the site's address only"],
  [SETTINGS, "mapEmbedUrl", "https://www.google.com/mapsevil?output=embed", "must be a Google Maps embed address"],
  [SETTINGS, "mapEmbedUrl", "http://www.google.com/maps?q=x&output=embed", "must be an https:// address"],
  [SETTINGS, "mapEmbedUrl", "https://www.google.com.evil.example/maps?output=embed", "must be a Google Maps embed address"],
  [SETTINGS, "mapEmbedUrl", "https://www.google.com/maps?q=x", "must be a Google Maps embed address"],
  [SETTINGS, "mapEmbedUrl", "https://www.google.com/maps?q=x\t&output=embed", "must not contain spaces, control characters"],
  // A link a browser could read as another host (a backslash and a leading //: in the sidebar and the home page, above)
  [MENU, "items.0.href", "/\tevil.example", "must not contain spaces, tabs, line breaks"],
  [MENU, "items.0.href", "/services/examplephoto ", "must not contain spaces, tabs, line breaks"],
  [SURGERY, "descriptionToBeParsed", seeLink("/\\evil.example/"), NOT_ALLOWED, UNSAFE_IN_TEXT],
  [SURGERY, "descriptionToBeParsed", seeLink("/\t/evil.example"), NOT_ALLOWED, UNSAFE_IN_TEXT],
  [SURGERY, "descriptionToBeParsed", seeLink("//evil.example"), NOT_ALLOWED, "must not start with //"],
  [SURGERY, "descriptionToBeParsed", seeLink("https://evil.example\\@www.occfad.org"), NOT_ALLOWED, "backslashes"],
  // Dates (a date not on the calendar, in any date field: notices.test; here, the effective date above)
  [SURGERY, "lastUpdated", "2025-2-3", "must be a date written YYYY-MM-DD"],
  [SURGERY, "lastUpdated", "2999-01-01", "must not be in the future (today is "],
  [SURGERY, "reviewedOn", "last week", "must be a date written YYYY-MM-DD"],
  // Characters that hide or garble text, in any string
  [PHOTO, CARD, porcelain("\u202E"), "character 10 is a right-to-left override (U+202E)", "; remove it"],
  [PHOTO, CARD, porcelain("\u2066"), "character 10 is a left-to-right isolate (U+2066)", "; remove it"],
  [PHOTO, CARD, porcelain("\u2069"), "character 10 is a pop-directional-isolate mark (U+2069)", "; remove it"],
  [PHOTO, CARD, porcelain("\uD800"), "character 10 is half of a character pair (U+D800, an unpaired surrogate)", "; remove it"],
  [PHOTO, CARD, porcelain("\u0007"), "character 10 is a control character (U+0007)", "; remove it"],
  [PHOTO, CARD, porcelain("\uFFFD"), "character 10 is the replacement character", "(U+FFFD)", "; retype the original characters"],
])("content/%s: %s %j is refused", (relative, field, value, ...says) => {
  set({ [relative]: { [field]: value } });
  const named = field.replace(/\.(\d+)/g, "[$1]");
  expect(copy.problems()).toEqual([message(`content/${escape(relative)}: [^(]+ \\(\`${escape(named)}\`\\)`, ...says)]);
});

const LIMITS = { mainTitleText: 120, description: 5000, descriptionToBeParsed: 20000, imgAlt: 600 };
it.each(Object.entries(LIMITS))("states the length limit of %s", (field, limit) => {
  set({ [PHOTO]: { [field]: field === "descriptionToBeParsed" ? `<p>${"a".repeat(2 ** 20)}</p>` : "a".repeat(2 ** 20) } });
  expect(copy.problems()).toEqual([
    matching(
      `^content/services/examplephoto\\.json: ([^\`]+\\(\`${field}\`\\)|${field}) must be at most ${limit} characters long$`,
    ),
  ]);
});

it.each([
  ["/services/examplephoto.jpg", "without a leading /"],
  ["services//examplephoto.jpg", "must not contain //"],
  ["../images/services/examplephoto.jpg", "must not contain ./ or ../"],
  ["./services/examplephoto.jpg", "must not contain ./ or ../"],
  ["services/./examplephoto.jpg", "must not contain ./ or ../"],
  ["services\\examplephoto.jpg", "must be a file under content/images/"],
])("an image path %j not in canonical form is refused once, not again in the translation", (src, says) => {
  set({ [PHOTO]: { imgSrc: src }, [VISIT]: { "photos.0.src": src } });
  expect(copy.problems()).toEqual([
    message("content/services/examplephoto\\.json: Image or video \\(`imgSrc`\\) must ", says),
    matching(/^content\/about\/examplevisit\.json: Photo 1, picture file \(`photos\[0\]\.src`\) must /),
  ]);
});
