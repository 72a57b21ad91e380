/** @jest-environment node */
// Each rule of the content advice, tried on a copy of the fixture changed as a maintainer would: file, field and number.
import { withContentCopy, type Json } from "../../support/contentCopy";
import { contentAdvice, formatAdvice, type AdviceRule } from "../../../src/content/advice/rules";
import { ESCORT } from "../../../src/content/advice/escort";
import { namesPage } from "../../../src/content/advice/linkNames";

const copy = withContentCopy("advice-");
/** A link to examplevideo, whose names are "Dental Crowns", "What is a dental crown?" and its menu labels. */
const toVideo = (text: string) => `<a href="/services/examplevideo">${text}</a>`;
const ENGLISH =
  "Crowns can be made of porcelain, of strong ceramics such as zirconia, of metal, or of porcelain joined to metal.";
/** Writes a copy of the page `data` at /services/addedservice, which nothing links to yet. */
const addService = (data: Json) => copy.put("services/addedservice.json", JSON.stringify({ ...data, slug: "addedservice" }));
const VENEERS = "Porcelain veneers are thin shells bonded to the front of teeth to change their color or shape.";

// The shipped content's advice is `npm run check:content -- --strict`, part of `npm test`.
it("the fixture, in every language, has no advice", () => {
  expect(contentAdvice(copy.content()).map(formatAdvice)).toEqual([]);
});

/** Fields to set (as `copy.set` takes them; undefined deletes one), or a change to the file's data. */
type Change = Record<string, unknown> | ((data: Json) => void);

it.each(
  Object.entries<[string, Change, AdviceRule[], unknown[]]>({
    "gives a service page's word count when it is too short": [
      "services/examplephoto.json",
      { description: "Veneers are thin shells for the front of your teeth.", descriptionToBeParsed: undefined },
      ["length"],
      ["content/services/examplephoto.json: description + descriptionToBeParsed has 10 words (aim for 120–250)"],
    ],
    "gives the reading grade of a page written in long words and long sentences": [
      "about/examplevisit.json",
      {
        description:
          "Comprehensive interdisciplinary periodontal rehabilitation necessitates meticulous consideration of individualized physiological characteristics, occlusal relationships, aesthetic expectations and longitudinal maintenance considerations throughout the entirety of the therapeutic relationship.",
      },
      ["grade"],
      [expect.stringMatching(/^content\/about\/examplevisit\.json: reads at grade \d+\.\d \(aim for 9 or lower/)],
    ],
    "counts card sections and their items": [
      "services/examplesurgery.json",
      (data) => {
        for (const key of ["Two", "Three", "Four"]) for (const part of ["Title", "Data"]) delete data[`section${key}${part}`];
        data.sectionOneData = (data.sectionOneData as Json[]).slice(0, 2);
      },
      ["sections"],
      [
        "content/services/examplesurgery.json: has 1 card sections (aim for 2–4)",
        expect.stringMatching(/^content\/services\/examplesurgery\.json: card section ".+" has 2 items \(aim for 3–6\)$/),
      ],
    ],
    "asks for a question as a service page's title, alt text, no prices and contact details from settings": [
      "services/examplevideo.json",
      { title: "Crowns", imgAlt: "Crown", description: "A crown is a cap over a tooth. It costs $900. Call (714) 555-0142." },
      ["title", "alt", "price", "contact"],
      [
        'content/services/examplevideo.json: title should be the question a patient asks, ending in "?" (it is "Crowns")',
        "content/services/examplevideo.json: Image description (alt text) (`imgAlt`) has 5 characters (describe the picture or video in at least 10)",
        "content/services/examplevideo.json: names a price; prices are not published on the site",
        "content/services/examplevideo.json: writes out the phone number or e-mail; use {phone}, {phoneTel} or {email} so they stay in settings",
      ],
    ],
    "names a page that nothing links to": [
      "services/examplephoto.json",
      addService,
      ["unlinked"],
      [
        "content/services/addedservice.json: no menu, sidebar, home card or other page links to /services/addedservice (add it to content/sidebar/categories.json)",
      ],
    ],
    "names a Spanish privacy page whose address block gives the country in English": [
      "es/legal/privacypolicy.json",
      (data) => {
        for (const section of data.sections as { descriptionToBeParsed: string }[])
          section.descriptionToBeParsed = section.descriptionToBeParsed.replace("Estados Unidos", "United States");
      },
      ["address"],
      [
        expect.stringMatching(
          /^content\/es\/legal\/privacypolicy\.json: .*writes the practice's address differently from the settings: write the lines "3070 Bristol Street Suite 180" \/ "Costa Mesa, CA 92626" \/ "Estados Unidos"$/,
        ),
      ],
    ],
    "follows the country's name in the translation's settings for the address": [
      "es/settings/settings.json",
      { country: "EE. UU." },
      ["address"],
      [/^content\/es\/legal\/privacypolicy\.json: /, /^content\/es\/legal\/privacypractices\.json: /].map((pattern) =>
        expect.stringMatching(pattern),
      ),
    ],
    "names each paragraph, card description and other field left in English on a Spanish page": [
      "es/services/examplevideo.json",
      (data) => {
        data.descriptionToBeParsed = `<p>${String(data.description)}</p><p>${VENEERS}</p>`;
        data.description = ENGLISH;
        (data.sectionTwoData as Json[])[0].description = "Dark or uneven color that whitening cannot fix.";
      },
      ["untranslated"],
      [
        `${ENGLISH.slice(0, 59)}…`,
        "Porcelain veneers are thin shells bonded to the front of te…",
        "Dark or uneven color that whitening cannot fix.",
      ].map((excerpt) => `content/es/services/examplevideo.json: paragraph reads as English: "${excerpt}"`),
    ],
    "names the page and the field of a Spanish card that shortens the escort after sedation": [
      "es/services/examplesurgery.json",
      { "sectionTwoData.0.description": "Si recibe sedación, un adulto se queda con usted un rato y lo lleve a su casa." },
      ["escort"],
      [
        `content/es/services/examplesurgery.json: Section two card 1, description (\`sectionTwoData[0].description\`) says who takes you home after sedation without the whole rule: write that you need "${ESCORT.es.rule}"`,
      ],
    ],
    "names the file, the field, the link and the page's names when a link's text names something else, and accepts the page's title, a part of it, or its label in the menu":
      [
        "services/examplephoto.json",
        {
          descriptionToBeParsed: `<p>Read about ${toVideo("implant surgery")}. See ${toVideo("crowns")}, a ${toVideo("dental crown")} and ${toVideo("implant treatment")}.</p>`,
        },
        ["linkName"],
        [
          'content/services/examplephoto.json: Formatted text (`descriptionToBeParsed`) links to /services/examplevideo with the text "implant surgery", which is not a name of that page: write one of its names ("Dental Crowns", "What is a dental crown?", "Implant Treatment", "Veneers / Crowns"), a part of one, or a phrase that holds one',
        ],
      ],
    "holds a Spanish page's link to the Spanish names of the page it opens": [
      "es/services/examplephoto.json",
      { descriptionToBeParsed: `<p>Vea las ${toVideo("dental crowns")}.</p>` },
      ["linkName"],
      [expect.stringMatching(/^content\/es\/services\/examplephoto\.json: .* "dental crowns", .*"Coronas dentales"/)],
    ],
  }),
)("%s", (_, [file, change, rules, expected]) => {
  if (typeof change === "function") copy.edit(file, change);
  else copy.set({ [file]: change });
  const advice = contentAdvice(copy.content());
  expect(advice.filter((item) => rules.includes(item.rule)).map(formatAdvice)).toEqual(expected);
});

// A page is found through any of the four: each alone keeps the "unlinked" advice away.
it.each<[string, string, (data: Json) => void]>([
  ["a home card", "home/home.json", (data) => ((data.serviceGroups as Json[])[0].href = "/services/addedservice")],
  ["the menu", "navigation/menu.json", (data) => ((data.items as Json[])[1].href = "/services/addedservice")],
  [
    "the sidebar",
    "sidebar/categories.json",
    (data) => (((data.categories as Json[])[0].links as Json[])[0].path = "/services/addedservice"),
  ],
  [
    "another page's text",
    "services/examplevideo.json",
    (data) => (data.descriptionToBeParsed += '<p><a href="/services/addedservice">Added</a></p>'),
  ],
])("counts a link from %s as a way to a page", (_, file, link) => {
  copy.edit("services/examplephoto.json", addService);
  // Links are the same in every language.
  for (const lang of ["", "es/"]) copy.edit(lang + file, link);
  const unlinked = contentAdvice(copy.content()).filter((item) => item.rule === "unlinked");
  expect(unlinked.map(formatAdvice)).not.toContainEqual(expect.stringContaining("/services/addedservice"));
});

// A link's text names the page it opens with one of its names, a part of one, or a phrase that holds one.
it.each<[string, string[], boolean]>([
  ["crown", ["Dental Crowns"], true],
  ["Take our office tour", ["Office Tour"], true],
  ["bone grafts", ["Bone Augmentation and Grafting"], true],
  ["tomografía 3D (CBCT)", ["Imágenes 3D y tomografías"], true],
  ["extracción dental", ["Extracciones dentales"], true],
  ["escáner intraoral", ["Escáneres intraorales"], true],
  ["Dr. Divya Peddireddy", ["Meet the Doctor", "Dr. Divya Peddireddy, DDS, MS, QME"], true],
  ["dental lasers", ["Biolase Laser Dentistry", "What is Biolase laser dentistry?"], false],
  ["láseres dentales", ["Odontología con láser Biolase"], false],
  ["Take a look at our office", ["Office Tour"], false],
  ["Encuentre nuestra dirección", ["Dirección y estacionamiento"], false],
  ["sacar el diente", ["Extracciones dentales", "Extracciones"], false],
  ["cirugía de implantes", ["Tratamiento con implantes dentales", "Tratamiento con implantes"], false],
  ["escaneo intraoral", ["Escáneres intraorales"], false],
])("%j against a page called %j: names it %s", (text, names, named) => {
  expect(namesPage(text, names)).toBe(named);
});
