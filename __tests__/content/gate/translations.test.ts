/**
 * @jest-environment node
 *
 * A translation changes a page's words, never its facts: the doctor's name, degrees and schools are
 * the same in every language, while the title before the name is written in each language's own way.
 */
import { factDifferences } from "../../../src/content/gate/translations";
// The kinds' schemas name the entries of their lists ("Category 1").
import "../../../src/content/kinds";

const DOCTOR = { name: "Jane Roe", honorificPrefix: "Dr.", honorificSuffix: "DDS", alumniOf: ["A University"] };
const page = (doctor?: object) => ({ slug: "meetthedoctors", mainTitleText: "Meet the doctor", ...(doctor ? { doctor } : {}) });

describe("the doctor's facts in a translation", () => {
  it("lets each language write its own title before the name", () => {
    expect(factDifferences(page(DOCTOR), page({ ...DOCTOR, honorificPrefix: "Dra." }))).toEqual([]);
    const { honorificPrefix: _dropped, ...withoutTitle } = DOCTOR;
    expect(factDifferences(page(DOCTOR), page(withoutTitle))).toEqual([]);
  });

  it("may be left out of the translation, which then reads them from the English file", () => {
    expect(factDifferences(page(DOCTOR), page())).toEqual([]);
  });

  it("refuses a name, degree or school that differs from the English file, naming the field", () => {
    const found = factDifferences(page(DOCTOR), page({ ...DOCTOR, honorificPrefix: "Dra.", name: "Juana Roe" }));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^doctor is \{"name":"Juana Roe",.*\} but the English file has \{"name":"Jane Roe",/);
    expect(found[0]).not.toContain("honorificPrefix");
  });

  it("refuses a doctor on a page whose English file presents none", () => {
    expect(factDifferences(page(), page(DOCTOR))).toHaveLength(1);
  });
});

describe("a list of links that differs from the English one", () => {
  const sidebar = (...paths: string[]) => ({
    categories: [{ title: "Servicios", links: paths.map((path) => ({ path, label: path.slice(10) })) }],
  });

  it("names the entry to add, once, without reporting every later entry as moved", () => {
    expect(
      factDifferences(
        sidebar("/services/a", "/services/new", "/services/b", "/services/c"),
        sidebar("/services/a", "/services/b", "/services/c"),
      ),
    ).toEqual([
      'Category 1, links (`categories[0].links`) has 3 entries but the English file has 4: add the entry for "/services/new" as in the English file',
    ]);
  });

  it("names an entry to add by its id or its picture, as it does by its link", () => {
    const list = (field: string, key: string, ...values: string[]) => ({ [field]: values.map((value) => ({ [key]: value })) });
    expect(factDifferences(list("sections", "id", "a", "b"), list("sections", "id", "b"))).toEqual([
      'sections has 1 entries but the English file has 2: add the entry for "a" as in the English file',
    ]);
    expect(factDifferences(list("photos", "src", "a.jpg"), list("photos", "src", "a.jpg", "b.jpg"))).toEqual([
      'photos has 2 entries but the English file has 1: remove the entry for "b.jpg"',
    ]);
  });

  it("names an entry the English file does not have, in either form of the path", () => {
    expect(factDifferences(sidebar("/services/a"), sidebar("/es/services/a", "/services/extra"))).toEqual([
      'Category 1, links (`categories[0].links`) has 2 entries but the English file has 1: remove the entry for "/services/extra"',
    ]);
  });
});

it("lets a translation word a section's cards in more or fewer cards, which hold no facts", () => {
  const cards = (count: number) => ({ sectionOneData: Array.from({ length: count }, (_, i) => ({ title: `Card ${i}` })) });
  expect(factDifferences(cards(2), cards(3))).toEqual([]);
});
