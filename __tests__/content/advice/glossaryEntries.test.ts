/**
 * @jest-environment node
 *
 * Each entry of the shipped Spanish glossary, tried on a made-up page: a sentence with a term to
 * avoid is advice naming the file, the field and the term to use; sentences that use the same words
 * rightly are left alone. One row per entry, so removing an entry or an allowed phrase fails its row.
 */
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { fileTexts, glossaryAdvice } from "../../../src/content/advice/glossary";
import { glossarySchema } from "../../../src/content/kinds/glossary";

const glossary = glossarySchema.parse(
  JSON.parse(fs.readFileSync(path.join(__dirname, "../../../content/es/glossary/glossary.json"), "utf8")),
);

const PAGE = "content/es/services/paginainventada.json";
const FIELD = "Section two card 2, description (`sectionTwoData[1].description`)";

/** The advice on a made-up Spanish service page whose second step card says `sentence`. */
const adviceOn = (sentence: string) =>
  glossaryAdvice(
    glossary,
    fileTexts(PAGE, {
      sectionTwoTitle: "Qué esperar",
      sectionTwoData: [
        { title: "Primero", description: "Hablamos con usted." },
        { title: "Después", description: sentence },
      ],
    }),
  );

/** Each entry's term to use and sentences: [a term to avoid] as quoted; "[avoided|right]" also tries the right words. */
const ENTRIES: Record<string, string[]> = {
  tomografía: [
    "Si un [escaneo] muestra muy poco hueso, hace falta un injerto.",
    "El [escáner] dental es abierto.",
    "Tomamos un [escaneo] 3D del hueso.",
    "Los [escaneos] toman minutos.",
    "Tomamos una tomografía 3D y un escaneo intraoral.",
    "El escáner intraoral usa luz; los escáneres intraorales no usan rayos X.",
    "Un escaneo digital reemplaza los moldes; los escaneos digitales son rápidos.",
    "Escaneamos sus dientes con luz.",
  ],
  molde: [
    "Menos [impresiones] con pasta.",
    "No necesita una cubeta con pasta de [impresión].",
    "La impresión 3D hace guías; las impresiones 3D son rápidas.",
    "Impresión dental 3D",
    "Una impresora hace la pieza.",
  ],
  cicatrización: ["La [curación|cicatrización] tarda unas semanas.", "La encía puede sanar bien."],
  "alveolo seco": ["Aumenta el riesgo de [alveolitis seca].", "Puede causar un problema doloroso llamado alveolo seco."],
  apósito: ["Es posible que se coloque un [vendaje|apósito] protector."],
  bisturí: ["La encía se quita con una pequeña [cuchilla].", "La encía se quita con un bisturí pequeño."],
  surcos: [
    "Los selladores protegen las [ranuras] de los dientes de atrás.",
    "Los selladores protegen los surcos de los dientes de atrás.",
  ],
  pegar: [
    "La carilla se [adhiere] (se pega) al diente.",
    "Luego [adherimos] la corona.",
    "La carilla se pega al diente.",
    "La resina se pega al diente.",
    "Luego cementamos la corona en su lugar.",
  ],
  "cuarto de tratamiento": [
    "Lo llevamos a una [sala de tratamiento].",
    "Lo llevamos a un cuarto de tratamiento.",
    "Espere en la sala de espera.",
    "Vaya a la sala de emergencias.",
  ],
  "reflejo nauseoso": [
    "Personas que sienten [náuseas con facilidad].",
    "No se usa pasta, así que dan menos [náuseas (ganas de vomitar)].",
    "Si [le dan arcadas] con la pasta, díganos.",
    "Personas con un reflejo nauseoso fuerte.",
    "Sueño, mareo, dolor de cabeza y náuseas.",
  ],
  "Recuperación y cuidados": [
    "Recuperación y [cuidados después|cuidados]",
    "[Cuidados después] y alternativas",
    "Cuidados después del tratamiento",
    "Cuidados y efectos secundarios",
  ],
  "otras opciones": ["Riesgos y [alternativas|otras opciones]"],
  "A quién ayuda": [
    "[A quién le ayuda]",
    "[A quién le pueden ayudar|A quién pueden ayudar] las carillas",
    "A quién ayuda",
    "Con gusto le ayudamos a planear su visita.",
  ],
  "láseres para tejidos blandos": [
    "Vea nuestra página de [láseres de tejidos blandos].",
    "Se usa un [láser de tejidos blandos].",
    "Vea los láseres para tejidos blandos; un láser para tejidos blandos sella la encía.",
  ],
  "hueso de los maxilares": [
    "Un problema en el que el [hueso maxilar no sana] después de una cirugía.",
    "Un problema en el que el hueso de los maxilares no sana.",
    "El implante se coloca en el hueso maxilar.",
  ],
  "se quita una capa": [
    "Los dientes de cada lado [se reducen]. Esto no se puede deshacer.",
    "Sin tener que [reducir los dientes] de cada lado.",
    "La corona baja sobre un [diente ya preparado].",
    "[Se les da forma a los dientes] de cada lado.",
    "A los dientes de cada lado se les quita una capa. Esto no se puede deshacer.",
    "La encía se recorta y se le da forma.",
    "Algunas medicinas reducen la saliva.",
  ],
  "línea de las encías": [
    "Una [línea de encías|línea de las encías] dispareja.",
    "Una grieta por debajo de la [línea de la encía].",
  ],
  "guías quirúrgicas": ["La impresión 3D sirve para hacer [guías para la cirugía|guías quirúrgicas]."],
  medicinas: [
    "Una mala reacción a un [medicamento] de sedación.",
    "Una mala reacción a una medicina de la sedación.",
    "Los láseres están autorizados por la FDA (la Administración de Alimentos y Medicamentos de EE. UU.).",
  ],
  "medicina para el dolor": [
    "Los [analgésicos] de la farmacia suelen ayudar.",
    "Las medicinas para el dolor que se compran sin receta suelen ayudar.",
  ],
  definitivo: [
    "Hasta que el diente tenga su [empaste final|empaste definitivo], mastique del otro lado.",
    "Se hace al final de un chequeo.",
  ],
  alveolo: ["Injerto del [alvéolo|alveolo]: se coloca material de injerto."],
  despostillado: [
    "También pueden reparar pequeñas [astillas].",
    "Una cúspide agrietada o [astillada].",
    "Dientes despostillados o agrietados.",
  ],
  agrietado: ["Un diente que está [rajado].", "Un puente se puede [rajar].", "Un diente que está agrietado tiene una grieta."],
  roto: ["Un diente [quebrado].", "Una corona para que no se [quiebre].", "Un diente roto; una corona para que no se rompa."],
  seguimiento: ["Lo revisamos en [citas de control|citas de seguimiento].", "Mantener la diabetes bajo control ayuda."],
  "pasta dental": ["Use [pasta de dientes|pasta dental] con flúor."],
  "cepillo pequeño": ["Limpie con un [cepillito|cepillo pequeño]."],
  "aumento óseo": ["La elevación de seno es un tipo de [aumento de hueso|aumento óseo]."],
  sacar: ["El diente podría ser [extraído].", "Habría que sacar el diente.", "Una extracción dental."],
  expedientes: [
    "Traiga sus [registros dentales|expedientes dentales] anteriores.",
    "Examen y registros: tomamos un escaneo digital.",
  ],
  "en mal estado": [
    "Muchos empastes y coronas [que están fallando].",
    "Muchas [reparaciones que fallan]",
    "Se sacan los dientes en mal estado.",
    "Tratamiento de implantes que fallan",
  ],
  "alimentos blandos": [
    "Escoja [comidas suaves] y frescas los primeros días.",
    "Elija [comidas blandas] y frescas.",
    "Coma alimentos [blandos y frescos].",
    "Elija alimentos blandos, fríos o tibios.",
    "Evite las comidas duras, crujientes o muy calientes.",
    "Use un cepillo suave.",
  ],
  "se quede con usted el resto del día": [
    "Un adulto lo lleva a su casa y [se quede con usted un rato].",
    "Venga con [alguien que maneje].",
    "Si recibió sedación, planee que [alguien lo lleve a su casa] en carro.",
    "Planee que un adulto lo lleve a su casa en carro y se quede con usted el resto del día.",
  ],
  "médicos forenses": [
    "Médicos forenses, [examinadores médicos] y directores de funerarias",
    "Médicos forenses y directores de funerarias",
  ],
  oncólogo: [
    "Planeamos su atención junto con su [médico del cáncer].",
    "Planeamos su atención junto con su oncólogo (el médico que trata su cáncer).",
  ],
  adoloridas: ["Encías rojas, [hinchadas o sensibles|hinchadas o adoloridas]", "El diente puede sentirse sensible al frío."],
  "modelo 3D": [
    "[Moldes digitales]",
    "Una pequeña varita que [toma una imagen 3D] de sus dientes.",
    "Una varita que, con luz y sin rayos X, hace un modelo 3D de sus dientes.",
    "Imágenes 3D y tomografías",
  ],
  "la zona más pequeña": [
    "Usamos [la tomografía más pequeña] que muestre lo necesario.",
    "Tomamos la imagen de la zona más pequeña que muestre lo necesario.",
  ],
  "se une al hueso": ["A veces una parte del [injerto no pega|injerto no se une al hueso].", "La carilla se pega al diente."],
  "se cortan de un bloque": [
    "Algunas piezas [se fresan] en el laboratorio.",
    "Algunas piezas se cortan de un bloque con una máquina.",
  ],
};

const ROWS = Object.entries(ENTRIES).flatMap(([use, sentences]) =>
  sentences.flatMap((written) => {
    const [, wording, right] = /\[([^|\]]+)(?:\|([^\]]+))?\]/.exec(written) ?? [];
    const row = (words: string) => written.replace(/\[.+\]/, words);
    const rightRow = right === undefined ? [] : [{ use, sentence: row(right), wording: undefined }];
    return [{ use, sentence: wording === undefined ? written : row(wording), wording }, ...rightRow];
  }),
);

it.each(ROWS.filter((row) => row.wording))(
  "the entry for $use names the file and field in $sentence",
  ({ use, sentence, wording }) => {
    const message = `${FIELD} writes "${wording}", which the glossary says to avoid: write "${use}" (`;
    expect(adviceOn(sentence)).toContainEqual({
      file: PAGE,
      rule: "glossary",
      message: expect.stringContaining(message) as unknown,
    });
  },
);

it.each(ROWS.filter((row) => !row.wording))("the entry for $use leaves alone $sentence", ({ sentence }) => {
  expect(adviceOn(sentence)).toEqual([]);
});

it("flags every term to avoid in any letter case and spacing, naming the field it is in", () => {
  const terms = glossary.entries.flatMap((entry) => entry.avoid.map((term) => ({ use: entry.use, term })));
  const upper = fc.array(fc.boolean(), { minLength: 60, maxLength: 60 });
  fc.assert(
    fc.property(fc.constantFrom(...terms), upper, fc.constantFrom(" ", "  ", "\n"), ({ use, term }, cases, space) => {
      const written = [...term.replace(/ /g, space)]
        .map((letter, i) => (cases[i % cases.length] ? letter.toLocaleUpperCase("es") : letter.toLocaleLowerCase("es")))
        .join("");
      expect(adviceOn(`Hoy: ${written}.`).map((item) => item.message)).toContainEqual(
        expect.stringContaining(`${FIELD} writes "${written}", which the glossary says to avoid: write "${use}"`),
      );
    }),
  );
});
