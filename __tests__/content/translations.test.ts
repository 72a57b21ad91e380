/**
 * @jest-environment node
 *
 * A translation changes a page's words, never its facts: the doctor's name, degrees and schools are
 * the same in every language, while the title before the name is written in each language's own way.
 */
import { factDifferences } from "../../src/content/translations";

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
