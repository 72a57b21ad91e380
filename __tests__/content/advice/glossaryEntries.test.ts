/**
 * @jest-environment node
 *
 * The shipped Spanish glossary's entries, each tried on a made-up page: a sentence that writes a
 * term to avoid is advice naming the page's file and field and the term to use, and the sentences
 * that use the same words rightly (the intraoral "escaneo digital", "impresión 3D", a waiting
 * "sala") are left alone. One row per entry, so removing an entry, or an allowed phrase, fails its
 * row. The rule itself (matching, naming two ways, the file's schema) is tried in glossary.test.ts.
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

/** A made-up Spanish service page whose second step card says `sentence`. */
const pageSaying = (sentence: string) =>
  fileTexts(PAGE, {
    sectionTwoTitle: "Qué esperar",
    sectionTwoData: [
      { title: "Primero", description: "Hablamos con usted." },
      { title: "Después", description: sentence },
    ],
  });

const adviceOn = (sentence: string) => glossaryAdvice(glossary, pageSaying(sentence));

interface Row {
  /** The entry's term to use. */
  use: string;
  /** Sentences that write a term to avoid, each with the wording the advice quotes. */
  wrong: [sentence: string, wording: string][];
  /** Sentences that use the same words rightly: no advice. */
  right: string[];
}

const ROWS: Row[] = [
  {
    use: "tomografía",
    wrong: [
      ["Si un escaneo muestra muy poco hueso, hace falta un injerto.", "escaneo"],
      ["El escáner dental es abierto.", "escáner"],
      ["Tomamos un escaneo 3D del hueso.", "escaneo"],
      ["Los escaneos toman minutos.", "escaneos"],
    ],
    right: [
      "Tomamos una tomografía 3D y un escaneo intraoral.",
      "El escáner intraoral usa luz; los escáneres intraorales no usan rayos X.",
      "Un escaneo digital reemplaza los moldes; los escaneos digitales son rápidos.",
      "Escaneamos sus dientes con luz.",
    ],
  },
  {
    use: "molde",
    wrong: [
      ["Menos impresiones con pasta.", "impresiones"],
      ["No necesita una cubeta con pasta de impresión.", "impresión"],
    ],
    right: ["La impresión 3D hace guías; las impresiones 3D son rápidas.", "Impresión dental 3D", "Una impresora hace la pieza."],
  },
  {
    use: "cicatrización",
    wrong: [["La curación tarda unas semanas.", "curación"]],
    right: ["La cicatrización tarda unas semanas.", "La encía puede sanar bien."],
  },
  {
    use: "alveolo seco",
    wrong: [["Aumenta el riesgo de alveolitis seca.", "alveolitis seca"]],
    right: ["Puede causar un problema doloroso llamado alveolo seco."],
  },
  {
    use: "apósito",
    wrong: [["Es posible que se coloque un vendaje protector.", "vendaje"]],
    right: ["Es posible que se coloque un apósito protector."],
  },
  {
    use: "bisturí",
    wrong: [["La encía se quita con una pequeña cuchilla.", "cuchilla"]],
    right: ["La encía se quita con un bisturí pequeño."],
  },
  {
    use: "surcos",
    wrong: [["Los selladores protegen las ranuras de los dientes de atrás.", "ranuras"]],
    right: ["Los selladores protegen los surcos de los dientes de atrás."],
  },
  {
    use: "pegar",
    wrong: [
      ["La carilla se adhiere (se pega) al diente.", "adhiere"],
      ["Luego adherimos la corona.", "adherimos"],
    ],
    right: ["La carilla se pega al diente.", "La resina se pega al diente.", "Luego cementamos la corona en su lugar."],
  },
  {
    use: "cuarto de tratamiento",
    wrong: [["Lo llevamos a una sala de tratamiento.", "sala de tratamiento"]],
    right: ["Lo llevamos a un cuarto de tratamiento.", "Espere en la sala de espera.", "Vaya a la sala de emergencias."],
  },
  {
    use: "reflejo nauseoso",
    wrong: [
      ["Personas que sienten náuseas con facilidad.", "náuseas con facilidad"],
      ["No se usa pasta, así que dan menos náuseas (ganas de vomitar).", "náuseas (ganas de vomitar)"],
      ["Si le dan arcadas con la pasta, díganos.", "le dan arcadas"],
    ],
    right: ["Personas con un reflejo nauseoso fuerte.", "Sueño, mareo, dolor de cabeza y náuseas."],
  },
  {
    use: "Recuperación y cuidados",
    wrong: [
      ["Recuperación y cuidados después", "cuidados después"],
      ["Cuidados después y alternativas", "Cuidados después"],
    ],
    right: ["Recuperación y cuidados", "Cuidados después del tratamiento", "Cuidados y efectos secundarios"],
  },
  {
    use: "otras opciones",
    wrong: [["Riesgos y alternativas", "alternativas"]],
    right: ["Riesgos y otras opciones"],
  },
  {
    use: "A quién ayuda",
    wrong: [
      ["A quién le ayuda", "A quién le ayuda"],
      ["A quién le pueden ayudar las carillas", "A quién le pueden ayudar"],
    ],
    right: ["A quién ayuda", "A quién pueden ayudar las carillas", "Con gusto le ayudamos a planear su visita."],
  },
  {
    use: "láseres para tejidos blandos",
    wrong: [
      ["Vea nuestra página de láseres de tejidos blandos.", "láseres de tejidos blandos"],
      ["Se usa un láser de tejidos blandos.", "láser de tejidos blandos"],
    ],
    right: ["Vea los láseres para tejidos blandos; un láser para tejidos blandos sella la encía."],
  },
  {
    use: "hueso de los maxilares",
    wrong: [["Un problema en el que el hueso maxilar no sana después de una cirugía.", "hueso maxilar no sana"]],
    right: ["Un problema en el que el hueso de los maxilares no sana.", "El implante se coloca en el hueso maxilar."],
  },
  {
    use: "se quita una capa",
    wrong: [
      ["Los dientes de cada lado se reducen. Esto no se puede deshacer.", "se reducen"],
      ["Sin tener que reducir los dientes de cada lado.", "reducir los dientes"],
      ["La corona baja sobre un diente ya preparado.", "diente ya preparado"],
      ["Se les da forma a los dientes de cada lado.", "Se les da forma a los dientes"],
    ],
    right: [
      "A los dientes de cada lado se les quita una capa. Esto no se puede deshacer.",
      "La encía se recorta y se le da forma.",
      "Algunas medicinas reducen la saliva.",
    ],
  },
  {
    use: "línea de las encías",
    wrong: [
      ["Una línea de encías dispareja.", "línea de encías"],
      ["Una grieta por debajo de la línea de la encía.", "línea de la encía"],
    ],
    right: ["Una línea de las encías dispareja."],
  },
  {
    use: "guías quirúrgicas",
    wrong: [["La impresión 3D sirve para hacer guías para la cirugía.", "guías para la cirugía"]],
    right: ["La impresión 3D sirve para hacer guías quirúrgicas."],
  },
  {
    use: "medicinas",
    wrong: [["Una mala reacción a un medicamento de sedación.", "medicamento"]],
    right: [
      "Una mala reacción a una medicina de la sedación.",
      "Los láseres están autorizados por la FDA (la Administración de Alimentos y Medicamentos de EE. UU.).",
    ],
  },
  {
    use: "medicina para el dolor",
    wrong: [["Los analgésicos de la farmacia suelen ayudar.", "analgésicos"]],
    right: ["Las medicinas para el dolor que se compran sin receta suelen ayudar."],
  },
  {
    use: "definitivo",
    wrong: [["Hasta que el diente tenga su empaste final, mastique del otro lado.", "empaste final"]],
    right: ["Hasta que el diente tenga su empaste definitivo, mastique del otro lado.", "Se hace al final de un chequeo."],
  },
  {
    use: "alveolo",
    wrong: [["Injerto del alvéolo: se coloca material de injerto.", "alvéolo"]],
    right: ["Injerto del alveolo: se coloca material de injerto."],
  },
  {
    use: "despostillado",
    wrong: [
      ["También pueden reparar pequeñas astillas.", "astillas"],
      ["Una cúspide agrietada o astillada.", "astillada"],
    ],
    right: ["Dientes despostillados o agrietados."],
  },
  {
    use: "agrietado",
    wrong: [
      ["Un diente que está rajado.", "rajado"],
      ["Un puente se puede rajar.", "rajar"],
    ],
    right: ["Un diente que está agrietado tiene una grieta."],
  },
  {
    use: "roto",
    wrong: [
      ["Un diente quebrado.", "quebrado"],
      ["Una corona para que no se quiebre.", "quiebre"],
    ],
    right: ["Un diente roto; una corona para que no se rompa."],
  },
  {
    use: "seguimiento",
    wrong: [["Lo revisamos en citas de control.", "citas de control"]],
    right: ["Lo revisamos en citas de seguimiento.", "Mantener la diabetes bajo control ayuda."],
  },
  {
    use: "pasta dental",
    wrong: [["Use pasta de dientes con flúor.", "pasta de dientes"]],
    right: ["Use pasta dental con flúor."],
  },
  {
    use: "cepillo pequeño",
    wrong: [["Limpie con un cepillito.", "cepillito"]],
    right: ["Limpie con un cepillo pequeño."],
  },
  {
    use: "aumento óseo",
    wrong: [["La elevación de seno es un tipo de aumento de hueso.", "aumento de hueso"]],
    right: ["La elevación de seno es un tipo de aumento óseo."],
  },
  {
    use: "sacar",
    wrong: [["El diente podría ser extraído.", "extraído"]],
    right: ["Habría que sacar el diente.", "Una extracción dental."],
  },
  {
    use: "expedientes",
    wrong: [["Traiga sus registros dentales anteriores.", "registros dentales"]],
    right: ["Traiga sus expedientes dentales anteriores.", "Examen y registros: tomamos un escaneo digital."],
  },
  {
    use: "en mal estado",
    wrong: [
      ["Muchos empastes y coronas que están fallando.", "que están fallando"],
      ["Muchas reparaciones que fallan", "reparaciones que fallan"],
    ],
    right: ["Se sacan los dientes en mal estado.", "Tratamiento de implantes que fallan"],
  },
  {
    use: "alimentos blandos",
    wrong: [
      ["Escoja comidas suaves y frescas los primeros días.", "comidas suaves"],
      ["Elija comidas blandas y frescas.", "comidas blandas"],
      ["Coma alimentos blandos y frescos.", "blandos y frescos"],
    ],
    right: [
      "Elija alimentos blandos, fríos o tibios.",
      "Evite las comidas duras, crujientes o muy calientes.",
      "Use un cepillo suave.",
    ],
  },
  {
    use: "se quede con usted el resto del día",
    wrong: [
      ["Un adulto lo lleva a su casa y se quede con usted un rato.", "se quede con usted un rato"],
      ["Venga con alguien que maneje.", "alguien que maneje"],
      ["Si recibió sedación, planee que alguien lo lleve a su casa en carro.", "alguien lo lleve a su casa"],
    ],
    right: ["Planee que un adulto lo lleve a su casa en carro y se quede con usted el resto del día."],
  },
  {
    use: "médicos forenses",
    wrong: [["Médicos forenses, examinadores médicos y directores de funerarias", "examinadores médicos"]],
    right: ["Médicos forenses y directores de funerarias"],
  },
  {
    use: "oncólogo",
    wrong: [["Planeamos su atención junto con su médico del cáncer.", "médico del cáncer"]],
    right: ["Planeamos su atención junto con su oncólogo (el médico que trata su cáncer)."],
  },
  {
    use: "adoloridas",
    wrong: [["Encías rojas, hinchadas o sensibles", "hinchadas o sensibles"]],
    right: ["Encías rojas, hinchadas o adoloridas", "El diente puede sentirse sensible al frío."],
  },
  {
    use: "modelo 3D",
    wrong: [
      ["Moldes digitales", "Moldes digitales"],
      ["Una pequeña varita que toma una imagen 3D de sus dientes.", "toma una imagen 3D"],
    ],
    right: ["Una varita que, con luz y sin rayos X, hace un modelo 3D de sus dientes.", "Imágenes 3D y tomografías"],
  },
  {
    use: "la zona más pequeña",
    wrong: [["Usamos la tomografía más pequeña que muestre lo necesario.", "la tomografía más pequeña"]],
    right: ["Tomamos la imagen de la zona más pequeña que muestre lo necesario."],
  },
  {
    use: "se une al hueso",
    wrong: [["A veces una parte del injerto no pega.", "injerto no pega"]],
    right: ["A veces una parte del injerto no se une al hueso.", "La carilla se pega al diente."],
  },
  {
    use: "se cortan de un bloque",
    wrong: [["Algunas piezas se fresan en el laboratorio.", "se fresan"]],
    right: ["Algunas piezas se cortan de un bloque con una máquina."],
  },
];

describe.each(ROWS)("the glossary entry for $use", ({ use, wrong, right }) => {
  it.each(wrong)("names the made-up page's file and field in %j", (sentence, wording) => {
    expect(adviceOn(sentence)).toContainEqual({
      file: PAGE,
      rule: "glossary",
      message: expect.stringMatching(
        new RegExp(`^${escape(`${FIELD} writes "${wording}", which the glossary says to avoid: write "${use}" (`)}`),
      ) as unknown,
    });
  });

  it.each(right)("leaves alone %j", (sentence) => {
    expect(adviceOn(sentence)).toEqual([]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

it("flags every term to avoid in any letter case and spacing, naming the field it is in", () => {
  const terms = glossary.entries.flatMap((entry) => entry.avoid.map((term) => ({ use: entry.use, term })));
  fc.assert(
    fc.property(
      fc.constantFrom(...terms),
      fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
      fc.constantFrom(" ", "  ", "\n"),
      fc.integer({ min: 0, max: 2 }),
      ({ use, term }, upper, space, card) => {
        const written = [...term.replace(/ /g, space)]
          .map((letter, i) => (upper[i % upper.length] ? letter.toLocaleUpperCase("es") : letter.toLocaleLowerCase("es")))
          .join("");
        const texts = fileTexts(PAGE, {
          sectionOneData: [0, 1, 2].map((i) => ({ title: "Paso", description: i === card ? `Hoy: ${written}.` : "Nada." })),
        });
        const advice = glossaryAdvice(glossary, texts);
        expect(advice).toContainEqual(
          expect.objectContaining({
            file: PAGE,
            message: expect.stringContaining(
              `Section one card ${card + 1}, description (\`sectionOneData[${card}].description\`) writes "${written}", which the glossary says to avoid: write "${use}"`,
            ) as unknown,
          }),
        );
      },
    ),
  );
});
