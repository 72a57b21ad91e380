/**
 * @jest-environment node
 *
 * One run of the content check reports every problem it can find, in every file, at once: field
 * errors, broken links, missing pictures and translation mismatches, even when they sit in the
 * same file. Only a file that cannot be parsed stops the checks that need it.
 */
import fs from "node:fs";
import path from "node:path";
import { withContentCopy, type Json } from "../../support/contentCopy";

const copy = withContentCopy("one-round-");
const { edit } = copy;

/** Changes a fact the way a maintainer does: in the English file and its Spanish translation alike. */
function editFact(relative: string, change: (data: Json) => void) {
  edit(relative, change);
  edit(`es/${relative}`, change);
}

/** Several mistakes a maintainer could make in one sitting, in different files and in one file. */
function makeMistakes() {
  // One file with a field error, a broken link and a missing picture.
  edit("services/examplephoto.json", (data) => {
    data.mainTitleText = "";
    data.descriptionToBeParsed = '<p>See <a href="/services/nosuchpage">this page</a>.</p>';
  });
  editFact("services/examplephoto.json", (data) => {
    data.imgSrc = "services/missing.jpg";
  });
  // A photo that is not in content/images/.
  editFact("about/examplevisit.json", (data) => {
    (data.photos as Json[])[0].src = "about/missing.jpg";
  });
  // A hero poster that is not in static/media/.
  editFact("home/home.json", (data) => {
    (data.hero as Json).poster = "home/missing-poster.jpg";
  });
  // A card without its title, and a Spanish sidebar that lost a link.
  edit("services/examplesurgery.json", (data) => {
    delete (data.sectionOneData as Json[])[0].title;
  });
  edit("es/sidebar/categories.json", (data) => {
    (data.categories as { links: Json[] }[])[2].links.pop();
  });
}

it("reports field errors, broken links, missing pictures and translation mismatches in one run", () => {
  makeMistakes();
  const found = copy.problems();
  expect(found).toEqual(
    expect.arrayContaining([
      "content/services/examplephoto.json: Main title text (`mainTitleText`) must not be empty",
      'content/services/examplephoto.json: Formatted text (`descriptionToBeParsed`) links to "/services/nosuchpage", which is neither a page nor a redirect of this site',
      'content/services/examplephoto.json: Image or video (`imgSrc`) names "services/missing.jpg", which is not in content/images/',
      'content/about/examplevisit.json: Photo 1, picture file (`photos[0].src`) names "about/missing.jpg", which is not in content/images/',
      'content/home/home.json: Hero, poster (`hero.poster`) names "home/missing-poster.jpg", which is not in static/media/',
      "content/services/examplesurgery.json: Section one card 1, title (`sectionOneData[0].title`) is missing",
      'content/es/sidebar/categories.json: Category 3, links (`categories[2].links`) has 2 entries but the English file has 3: add the entry for "/about/examplevisit" as in the English file (content/sidebar/categories.json); facts and links are the same in every language',
    ]),
  );
  expect(found).toHaveLength(7);
});

it("a file that cannot be parsed stops only the checks that need it", () => {
  makeMistakes();
  const baseline = copy.problems();
  // The English privacy policy cannot be read: its Spanish version is not compared with it, and
  // every other problem is still reported.
  const file = path.join(copy.dir(), "legal/privacypolicy.json");
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace('"slug": "privacypolicy",', '"slug": "privacypolicy",,'));
  edit("es/legal/privacypolicy.json", (data) => {
    data.effectiveDate = "2020-01-01";
  });
  const found = copy.problems();
  expect(found).toHaveLength(8);
  expect(found).toEqual(expect.arrayContaining(baseline));
  expect(found.filter((problem) => problem.startsWith("content/legal/privacypolicy.json"))).toEqual([
    expect.stringMatching(/^content\/legal\/privacypolicy\.json: line 2, column 27: malformed JSON \(","/),
  ]);
  expect(found.filter((problem) => problem.startsWith("content/es/legal/privacypolicy.json"))).toEqual([]);
});

it("entries refused in a list are not reported again by the checks of the rest of the file", () => {
  edit("services/examplesurgery.json", (data) => {
    data.blocks = ["whenToPanic", "whenToWorry"];
  });
  edit("es/services/examplesurgery.json", (data) => {
    data.blocks = ["whenToPanic", "whenToWorry"];
  });
  const found = copy.problems();
  expect(found).toHaveLength(4);
  expect(found.every((problem) => / \(`blocks\[[01]\]`\) must be one of /.test(problem))).toBe(true);
});
