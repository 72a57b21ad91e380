/** @jest-environment node */
// A translation changes a page's words, never its facts; the title before a name is written in each language's own way, and a
// list of links, ids or pictures that differs names the entry to add or remove.
import { factDifferences } from "../../../src/content/gate/translations";
// The kinds' schemas name the entries of their lists ("Category 1").
import "../../../src/content/kinds";

const DOCTOR = { name: "Jane Roe", honorificPrefix: "Dr.", honorificSuffix: "DDS", alumniOf: ["A University"] };
const { honorificPrefix: _dropped, ...WITHOUT_TITLE } = DOCTOR;
const page = (doctor?: object) => ({ slug: "meetthedoctors", mainTitleText: "Meet the doctor", ...(doctor ? { doctor } : {}) });
const sidebar = (...paths: string[]) => ({
  categories: [{ title: "Servicios", links: paths.map((path) => ({ path, label: path.slice(10) })) }],
});
const list = (field: string, key: string, ...values: string[]) => ({ [field]: values.map((value) => ({ [key]: value })) });
const cards = (count: number) => ({ sectionOneData: Array.from({ length: count }, (_, i) => ({ title: `Card ${i}` })) });
const FACTS = '"honorificSuffix":"DDS","alumniOf":["A University"]';
const LINKS = "Category 1, links (`categories[0].links`)";

/** An English file, its translation, and what differs in facts. */
it.each<[string, object, object, ...unknown[]]>([
  ["a doctor's title before the name, written the language's way", page(DOCTOR), page({ ...DOCTOR, honorificPrefix: "Dra." })],
  ["a doctor's title left out", page(DOCTOR), page(WITHOUT_TITLE)],
  ["a doctor left out, read from the English file", page(DOCTOR), page()],
  [
    "a doctor's name that differs, named once and without the title",
    page(DOCTOR),
    page({ ...DOCTOR, honorificPrefix: "Dra.", name: "Juana Roe" }),
    `doctor is {"name":"Juana Roe",${FACTS}} but the English file has {"name":"Jane Roe",${FACTS}}`,
  ],
  ["a doctor on a page whose English file presents none", page(), page(DOCTOR), expect.stringMatching(/^doctor is \{/)],
  [
    "a link to add, named once, without every later entry reported as moved",
    sidebar("/services/a", "/services/new", "/services/b", "/services/c"),
    sidebar("/services/a", "/services/b", "/services/c"),
    `${LINKS} has 3 entries but the English file has 4: add the entry for "/services/new" as in the English file`,
  ],
  [
    "an entry to add named by its id",
    list("sections", "id", "a", "b"),
    list("sections", "id", "b"),
    'sections has 1 entries but the English file has 2: add the entry for "a" as in the English file',
  ],
  [
    "an entry to remove named by its picture",
    list("photos", "src", "a.jpg"),
    list("photos", "src", "a.jpg", "b.jpg"),
    'photos has 2 entries but the English file has 1: remove the entry for "b.jpg"',
  ],
  [
    "an entry the English file does not have, a link in either form of the path",
    sidebar("/services/a"),
    sidebar("/es/services/a", "/services/extra"),
    `${LINKS} has 2 entries but the English file has 1: remove the entry for "/services/extra"`,
  ],
  ["a section worded in more cards, which hold no facts", cards(2), cards(3)],
])("a translation with %s", (_, english, translated, ...differences) => {
  expect(factDifferences(english, translated)).toEqual(differences);
});
