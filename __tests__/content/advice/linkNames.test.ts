/**
 * @jest-environment node
 *
 * A link to a page of this site says which page it opens: its text is one of the names the site
 * gives that page in the link's language (main title, heading, name in a sentence, menu and sidebar
 * labels), a part of one, or a phrase that holds one; any other text is advice naming the field.
 */
import { withContentCopy, type Json } from "../../support/contentCopy";
import { loadContent } from "../../../src/content/gate/load";
import { contentAdvice, formatAdvice } from "../../../src/content/advice/rules";
import { namesPage } from "../../../src/content/advice/linkNames";

describe("a link's text against the page's names", () => {
  it.each([
    ["crown", ["Dental Crowns"]],
    ["Take our office tour", ["Office Tour"]],
    ["bone grafts", ["Bone Augmentation and Grafting"]],
    ["tomografía 3D (CBCT)", ["Imágenes 3D y tomografías"]],
    ["extracción dental", ["Extracciones dentales"]],
    ["escáner intraoral", ["Escáneres intraorales"]],
    ["Dr. Divya Peddireddy", ["Meet the Doctor", "Dr. Divya Peddireddy, DDS, MS, QME"]],
  ])("%j names a page called %j", (text, names) => {
    expect(namesPage(text, names)).toBe(true);
  });

  it.each([
    ["dental lasers", ["Biolase Laser Dentistry", "What is Biolase laser dentistry?"]],
    ["láseres dentales", ["Odontología con láser Biolase"]],
    ["Take a look at our office", ["Office Tour"]],
    ["Encuentre nuestra dirección", ["Dirección y estacionamiento"]],
    ["sacar el diente", ["Extracciones dentales", "Extracciones"]],
    ["cirugía de implantes", ["Tratamiento con implantes dentales", "Tratamiento con implantes"]],
    ["escaneo intraoral", ["Escáneres intraorales"]],
  ])("%j does not name a page called %j", (text, names) => {
    expect(namesPage(text, names)).toBe(false);
  });
});

describe("link-name advice", () => {
  const copy = withContentCopy("links-");
  const advice = () =>
    contentAdvice(loadContent(copy.dir(), copy.staticDir))
      .filter((item) => item.rule === "linkName")
      .map(formatAdvice);
  const linkIn = (relative: string, html: string) =>
    copy.edit(relative, (data: Json) => {
      data.descriptionToBeParsed = html;
    });

  it("names the file, the field, the link and the page's names when the text names something else", () => {
    linkIn("services/examplephoto.json", '<p>Read about <a href="/services/examplevideo">implant surgery</a>.</p>');
    expect(advice()).toEqual([
      'content/services/examplephoto.json: Formatted text (`descriptionToBeParsed`) links to /services/examplevideo with the text "implant surgery", which is not a name of that page: write one of its names ("Dental Crowns", "What is a dental crown?", "Implant Treatment", "Veneers / Crowns"), a part of one, or a phrase that holds one',
    ]);
  });

  it("holds a Spanish page's link to the Spanish names of the page it opens", () => {
    linkIn("es/services/examplephoto.json", '<p>Vea las <a href="/services/examplevideo">dental crowns</a>.</p>');
    expect(advice()).toEqual([
      expect.stringMatching(/^content\/es\/services\/examplephoto\.json: .* "dental crowns", .*"Coronas dentales"/),
    ]);
  });

  it("accepts the page's title, a part of it, or its label in the menu", () => {
    linkIn(
      "services/examplephoto.json",
      '<p>See <a href="/services/examplevideo">crowns</a>, a <a href="/services/examplevideo">dental crown</a> and <a href="/services/examplevideo">implant treatment</a>.</p>',
    );
    expect(advice()).toEqual([]);
  });
});
