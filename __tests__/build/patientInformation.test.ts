/** @jest-environment node */
// What a patient reads in the built pages.
import { findAll, findOne, getAttributeValue, getElementById, textContent } from "domutils";
import type { Document, Element } from "domhandler";
import { loadContent } from "../../src/content/gate/load";
import { ABOUT_ROUTES, MAP_ROUTES, PHOTO_ABOUT_ROUTES, PROCEDURE_PAGES, ROUTES, SERVICE_ROUTES, SETTINGS } from "../routes";
import { byTag, jsonLd, load, mainText, pageHtml, telLinks, text } from "../support/builtPages";
import { SHIPPED } from "../support/contentCopy";

const sectionText = (document: Document, id: string) => text(getElementById(id, document.children));
const { services } = loadContent(SHIPPED.content, SHIPPED.static);

/** Claims nobody here could support, and words that promise an outcome. */
const INVENTED = [
  /our practice's own figure/i,
  /In our experience, dental implants/i,
  /You will not be left without teeth/i,
  /so you leave with teeth the same day/i,
  /painless/i,
  /\bgentle\b/i,
  /\bgently (lifted|loosened|reshaped|removed|raised|moved)\b/i,
  /minor gum procedure/i,
  /The dose is small/i,
  /We always/i,
  /quicker recovery/i,
  /What sets us apart/i,
  /all happen in our office/i,
  /Biolase lasers, for some gum treatments/i,
  /sedation is available/i,
  /a photo of the real entrance will replace it/i,
  /Last reviewed/i,
];

it.each(ROUTES)("%s states nothing invented or overstated", (route) => {
  const text = mainText(load(route));
  for (const phrase of INVENTED) expect(text).not.toMatch(phrase);
  expect(pageHtml(route)).not.toMatch(/alt="[^"]*will replace it/);
});

describe.each(SERVICE_ROUTES)("%s", (route) => {
  const document = load(route);
  const file = services.find((page) => `/services/${page.slug}` === route)!;

  it("shows its content file's main title, description and a call to phone", () => {
    expect(textContent(findAll(byTag("h1"), document.children)[0])).toBe(file.mainTitleText);
    expect(text(document.children)).toContain(file.description.split("\n")[0].trim().slice(0, 60));
    expect(telLinks(document.children).length).toBeGreaterThanOrEqual(2);
  });

  // The shared blocks' wording is checked on the content (__tests__/content/advice/clinicalText.test.ts); here, that each page shows it.
  it("has the cost and insurance section, with a written estimate and a phone number", () => {
    const section = getElementById("cost-and-insurance", document.children);
    expect(text(section)).toMatch(/^Cost and insurance.*written estimate/);
    expect(telLinks(section ? [section] : [])).toHaveLength(1);
  });

  it("shows when its text last changed, and a review only when its file records one", () => {
    const text = mainText(document);
    const updated = new Date(`${file.lastUpdated}T12:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
    expect(text).toContain(`Last updated ${updated}`);
    const page = jsonLd(document).find((node) => node["@type"] === "MedicalWebPage");
    expect(page?.dateModified).toBe(file.lastUpdated);
    if (file.reviewedBy && file.reviewedOn) {
      expect(text).toContain(`Reviewed by ${file.reviewedBy}`);
      expect(page?.lastReviewed).toBe(file.reviewedOn);
    } else {
      expect(text).not.toMatch(/Reviewed by/i);
      expect(page).not.toHaveProperty("lastReviewed");
      expect(page).not.toHaveProperty("reviewedBy");
    }
  });
});

it.each(PROCEDURE_PAGES.map((slug) => `/services/${slug}`))(
  "%s says when to call, and 911 for trouble breathing or swallowing, and what to tell us before treatment",
  (route) => {
    const document = load(route);
    expect(sectionText(document, "when-to-call")).toMatch(
      /^When to call us, and when to go to the emergency room.*Call 911 or go to the nearest emergency room right away if you have trouble breathing or swallowing/,
    );
    expect(sectionText(document, "before-treatment")).toMatch(/^Tell us before treatment.*bisphosphonates/);
  },
);

/** Corrections to particular pages, each checked while the content has that page. */
const RISKS = ["Risks and alternatives"];
const CORRECTIONS: [route: string, rule: string, matches: RegExp[], headings?: string[]][] = [
  [
    "/services/fullmouthextractions",
    "says teeth the same day in most cases, and what happens otherwise",
    [/In most cases, you go home with teeth the same day/, /Sometimes same-day teeth are not safe/],
    RISKS,
  ],
  ["/services/implantsupporteddentures", "has a risks and alternatives section", [], RISKS],
  ["/services/allonx", "marks the All-on-4 trademark and has a risks and alternatives section", [/All-on-4®/], RISKS],
  ["/services/toothextractions", "explains nerve injury and a sinus opening", [/Nerve injury/, /Sinus opening/]],
  [
    "/services/sedation",
    "describes the kinds without claiming which the office offers, and lists the risks",
    [/We will explain which kinds our office provides/, /Risks of sedation/],
  ],
];

it.each(CORRECTIONS.filter(([route]) => ROUTES.includes(route)))("%s %s", (route, _rule, matches, headings = []) => {
  const document = load(route);
  for (const match of matches) expect(mainText(document)).toMatch(match);
  expect(findAll(byTag("h2"), document.children).map((node) => textContent(node))).toEqual(expect.arrayContaining(headings));
});

describe("about pages", () => {
  it.each(PHOTO_ABOUT_ROUTES)("%s captions every illustration as an illustration", (route) => {
    const figures = findAll(byTag("figure"), load(route).children);
    expect(figures.length).toBeGreaterThan(0);
    for (const figure of figures) {
      const caption = findOne(byTag("figcaption"), [figure]);
      expect(caption && textContent(caption)).toMatch(/illustration/i);
    }
  });

  it.each(ABOUT_ROUTES)("%s loads no map frame by itself", (route) => {
    expect(findAll(byTag("iframe"), load(route).children)).toHaveLength(0);
  });

  it.each(MAP_ROUTES)("%s offers the address, the map by link and directions without scripts", (route) => {
    const map = findOne((node) => getAttributeValue(node, "aria-labelledby") === "map-heading", load(route).children);
    expect(map).not.toBeNull();
    const section = map ? [map] : [];
    expect(text(section)).toContain(`${SETTINGS.address.streetAddress} ${SETTINGS.address.suite}`);
    const links = findAll((node) => node.name === "a", section).map((a) => [textContent(a), getAttributeValue(a, "href") ?? ""]);
    expect(links).toEqual([
      ["Open the map on Google Maps", expect.any(String)],
      [expect.stringMatching(/^Get directions to/), SETTINGS.directionsUrl],
    ]);
    // The map's page on Google Maps: the embed's place without `output=embed`, which is made for a frame.
    const [mapPage, embed] = [new URL(links[0][1]), new URL(SETTINGS.mapEmbedUrl)];
    expect([mapPage.origin + mapPage.pathname, mapPage.searchParams.get("q"), mapPage.searchParams.has("output")]).toEqual([
      embed.origin + embed.pathname,
      embed.searchParams.get("q"),
      false,
    ]);
    expect(findAll(byTag("button"), section)).toHaveLength(0);
  });
});

// Every page's footer is the same as this one (e2e/wcag.spec.ts, 3.2.6 Consistent Help); a later visitor's year: e2e/media.spec.ts.
it("the footer shows the address, the phone, e-mail and directions links, its privacy, terms and accessibility links and this year's copyright", () => {
  const footer = findAll(byTag("footer"), load(ABOUT_ROUTES[0]).children);
  const { address, email, phoneDisplay, phoneTel, name } = SETTINGS;
  expect(text(footer)).toContain(`${address.streetAddress} ${address.suite}`);
  expect(text(footer)).toContain(`${address.locality}, ${address.region} ${address.postalCode}`);
  expect(text(footer)).toContain(`© ${new Date().getFullYear()} ${name}`);
  expect(findAll(byTag("h2"), footer).map((heading) => textContent(heading))).toContain("Privacy, terms and accessibility");
  const links = findAll(byTag("a"), footer).map((a) => [textContent(a).trim(), getAttributeValue(a, "href")]);
  expect(links).toEqual(
    expect.arrayContaining([
      [email, `mailto:${email}`],
      [phoneDisplay, `tel:${phoneTel}`],
      ["Get directions", expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/dir\//)],
      [expect.stringMatching(/privacy policy/i), "/privacypolicy"],
    ]),
  );
});

describe("privacy pages", () => {
  it("the Notice of Privacy Practices has every element the privacy rule lists", () => {
    const document = load("/privacypractices");
    expect(textContent(findAll(byTag("h1"), document.children)[0])).toBe("Notice of Privacy Practices");
    const text = mainText(document);
    expect(findAll(byTag("strong"), document.children).map((node) => textContent(node))).toContain(
      "THIS NOTICE DESCRIBES HOW MEDICAL INFORMATION ABOUT YOU MAY BE USED AND DISCLOSED AND HOW YOU CAN GET ACCESS TO THIS INFORMATION. PLEASE REVIEW IT CAREFULLY.",
    );
    for (const element of [
      /Effective date: \w+ \d{1,2}, \d{4}/,
      /To treat you\./,
      /To get paid\./,
      /To run our office\./,
      /When the law requires it/,
      /Uses that need your written permission/,
      /take it back in writing/,
      /See and get a copy of your records/,
      /Ask us to correct your records/,
      /Ask us to contact you in a certain way/,
      /Ask us to limit what we use or share/,
      /Get a list of who we shared your information with/,
      /Get a paper copy of this notice/,
      /Be told of a breach/,
      /Keep your health information private/,
      /Follow the terms of the notice that is in effect now/,
      /We can change the terms of this notice/,
      /Office for Civil Rights/,
      /We will not punish you/,
    ])
      expect(text).toMatch(element);
    const { name, address } = SETTINGS;
    const contact = sectionText(document, "contact");
    expect(contact).toMatch(/contact .+:/);
    // The lines of the address are separate elements, so their text runs together here.
    expect(contact).toContain(`${name}${address.streetAddress} ${address.suite}`);
    expect(telLinks([findOne(byTag("main"), document.children) as Element]).length).toBeGreaterThan(0);
  });

  it("the privacy policy says what the site does: no cookies, session storage, server logs, the map on request", () => {
    const policy = mainText(load("/privacypolicy"));
    for (const statement of [
      /sets no cookies/,
      /session storage/,
      /does not identify you/,
      /Until you press it, your browser does not contact Google/,
      /your IP address/,
      /Children's privacy/,
      /Statement for the practice to confirm/,
      /We last checked the site against them on \w+ \d{1,2}, \d{4}/,
      /may not be fully accessible/,
    ])
      expect(policy).toMatch(statement);
    expect(policy).not.toMatch(/loads when you scroll/);
  });
});
