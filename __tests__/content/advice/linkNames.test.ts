/**
 * @jest-environment node
 *
 * A link to a page of this site says which page it opens: its text is one of the names the site
 * gives that page in the link's language (main title, heading, name in a sentence, menu and sidebar
 * labels), a part of one, or a phrase that holds one; any other text is advice naming the field
 * (in the content check: rules.test.ts).
 */
import { namesPage } from "../../../src/content/advice/linkNames";

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
