/** @jest-environment node */
import { alternates, englishPath, languageOf, localisePath, pathIn, type Lang } from "../../src/i18n/languages";

// A Spanish page turns English paths into Spanish addresses and leaves every other link (and an English page's) as written.
it.each<[string, string, Lang?]>([
  ["/", "/es"],
  ["/services/examplevideo", "/es/services/examplevideo"],
  ["/about/examplepractice#map", "/es/about/examplepractice#map"],
  ["/privacypolicy", "/es/privacypolicy"],
  ["/#services", "/es#services"],
  ...[
    "#contents",
    "tel:+17145550142",
    "mailto:a@occfad.org",
    "https://www.google.com/maps",
    "//evil.example/x",
    "/es/services/x",
  ].map((href): [string, string] => [href, href]),
  ["/services/examplevideo", "/services/examplevideo", "en"],
])("localisePath turns %s into %s", (href, localised, lang = "es") => {
  expect(localisePath(href, lang)).toBe(localised);
});

describe("a page's language and its other versions", () => {
  it("reads the language from the path, and never mistakes a page whose name starts with es", () => {
    const paths = ["/es", "/es/services/examplevideo", "/services/examplevideo", "/estimates"];
    expect(paths.map(languageOf)).toEqual(["es", "es", "en", "en"]);
  });

  it("finds the same page in the other language, both ways", () => {
    expect(pathIn("/services/examplevideo", "es")).toBe("/es/services/examplevideo");
    expect(pathIn("/es/services/examplevideo", "en")).toBe("/services/examplevideo");
    expect(pathIn("/es", "en")).toBe("/");
    expect(englishPath("/es")).toBe("/");
  });
});

afterEach(() => jest.restoreAllMocks());

// A translated page's alternates: every built page, __tests__/build/seo.test.ts.
it("a partly translated site links a page not translated yet in English from a Spanish page, and names no Spanish version of it for hreflang", () => {
  jest.replaceProperty(process, "env", {
    ...process.env,
    GATSBY_UNTRANSLATED_PAGES: JSON.stringify({ es: ["/services/newservice"] }),
  });
  expect(localisePath("/services/newservice", "es")).toBe("/services/newservice");
  expect(localisePath("/services/newservice#cost", "es")).toBe("/services/newservice#cost");
  expect(localisePath("/services/examplevideo", "es")).toBe("/es/services/examplevideo");
  expect(alternates("/services/newservice")).toEqual([
    { hreflang: "en-US", path: "/services/newservice" },
    { hreflang: "x-default", path: "/services/newservice" },
  ]);
});
