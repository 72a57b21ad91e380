/** @jest-environment node */
// One run of the content check reports every problem in every file; only a file that cannot be parsed stops checks.
import { both, withContentCopy } from "../../support/contentCopy";

const copy = withContentCopy("one-round-");
const [PHOTO, SURGERY] = ["services/examplephoto.json", "services/examplesurgery.json"];

/** Several mistakes a maintainer could make in one sitting: a field error, a broken link and missing pictures in one file, and more elsewhere. */
function makeMistakes() {
  copy.set({ [PHOTO]: { mainTitleText: "", descriptionToBeParsed: '<p>See <a href="/services/nosuchpage">this page</a>.</p>' } });
  copy.set({
    ...both(PHOTO, { imgSrc: "services/missing.jpg" }),
    ...both("about/examplevisit.json", { "photos.0.src": "about/missing.jpg" }),
    ...both("home/home.json", { "hero.poster": "home/missing-poster.jpg" }),
    [SURGERY]: { "sectionOneData.0.title": undefined },
  });
  copy.edit("es/sidebar/categories.json", (data) => void (data.categories as { links: unknown[] }[])[2].links.pop());
}

it("reports field errors, broken links, missing pictures and translation mismatches in one run", () => {
  makeMistakes();
  expect(copy.problems()).toEqual([
    "content/services/examplephoto.json: Main title text (`mainTitleText`) must not be empty",
    "content/services/examplesurgery.json: Section one card 1, title (`sectionOneData[0].title`) is missing",
    'content/services/examplephoto.json: Formatted text (`descriptionToBeParsed`) links to "/services/nosuchpage", which is neither a page nor a redirect of this site',
    'content/services/examplephoto.json: Image or video (`imgSrc`) names "services/missing.jpg", which is not in content/images/',
    'content/about/examplevisit.json: Photo 1, picture file (`photos[0].src`) names "about/missing.jpg", which is not in content/images/',
    'content/home/home.json: Hero, poster (`hero.poster`) names "home/missing-poster.jpg", which is not in static/media/',
    'content/es/sidebar/categories.json: Category 3, links (`categories[2].links`) has 2 entries but the English file has 3: add the entry for "/about/examplevisit" as in the English file (content/sidebar/categories.json); facts and links are the same in every language',
  ]);
});

it("a file that cannot be parsed stops only the checks that need it", () => {
  makeMistakes();
  const baseline = copy.problems();
  // The English privacy policy cannot be read: its Spanish version is not compared with it, so one message is added.
  copy.put("legal/privacypolicy.json", '{\n  "slug": "privacypolicy",,\n}');
  copy.set({ "es/legal/privacypolicy.json": { effectiveDate: "2020-01-01" } });
  const found = copy.problems();
  expect(found).toHaveLength(8);
  const unparsed = expect.stringMatching(/^content\/legal\/privacypolicy\.json: line 2, column 27: malformed JSON \(","/);
  expect(found).toEqual(expect.arrayContaining([...baseline, unparsed]));
});

it("entries refused in a list are not reported again by the checks of the rest of the file", () => {
  copy.set(both(SURGERY, { blocks: ["whenToPanic", "whenToWorry"] }));
  expect(copy.problems()).toEqual(Array(4).fill(expect.stringMatching(/ \(`blocks\[[01]\]`\) must be one of /)));
});
