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

/**
 * One sentence a line after the entry's term to use: [a term to avoid] as the advice quotes it;
 * "[avoided|right]" also tries the sentence with the right words, which is left alone.
 */
const ENTRIES = `
tomografía: Si un [escaneo] muestra muy poco hueso, hace falta un injerto.
tomografía: El [escáner] dental es abierto.
tomografía: Tomamos un [escaneo] 3D del hueso.
tomografía: Los [escaneos] toman minutos.
tomografía: Tomamos una tomografía 3D y un escaneo intraoral.
tomografía: El escáner intraoral usa luz; los escáneres intraorales no usan rayos X.
tomografía: Un escaneo digital reemplaza los moldes; los escaneos digitales son rápidos.
tomografía: Escaneamos sus dientes con luz.
molde: Menos [impresiones] con pasta.
molde: No necesita una cubeta con pasta de [impresión].
molde: La impresión 3D hace guías; las impresiones 3D son rápidas.
molde: Impresión dental 3D
molde: Una impresora hace la pieza.
cicatrización: La [curación|cicatrización] tarda unas semanas.
cicatrización: La encía puede sanar bien.
alveolo seco: Aumenta el riesgo de [alveolitis seca].
alveolo seco: Puede causar un problema doloroso llamado alveolo seco.
apósito: Es posible que se coloque un [vendaje|apósito] protector.
bisturí: La encía se quita con una pequeña [cuchilla].
bisturí: La encía se quita con un bisturí pequeño.
surcos: Los selladores protegen las [ranuras] de los dientes de atrás.
surcos: Los selladores protegen los surcos de los dientes de atrás.
pegar: La carilla se [adhiere] (se pega) al diente.
pegar: Luego [adherimos] la corona.
pegar: La carilla se pega al diente.
pegar: La resina se pega al diente.
pegar: Luego cementamos la corona en su lugar.
cuarto de tratamiento: Lo llevamos a una [sala de tratamiento].
cuarto de tratamiento: Lo llevamos a un cuarto de tratamiento.
cuarto de tratamiento: Espere en la sala de espera.
cuarto de tratamiento: Vaya a la sala de emergencias.
reflejo nauseoso: Personas que sienten [náuseas con facilidad].
reflejo nauseoso: No se usa pasta, así que dan menos [náuseas (ganas de vomitar)].
reflejo nauseoso: Si [le dan arcadas] con la pasta, díganos.
reflejo nauseoso: Personas con un reflejo nauseoso fuerte.
reflejo nauseoso: Sueño, mareo, dolor de cabeza y náuseas.
Recuperación y cuidados: Recuperación y [cuidados después|cuidados]
Recuperación y cuidados: [Cuidados después] y alternativas
Recuperación y cuidados: Cuidados después del tratamiento
Recuperación y cuidados: Cuidados y efectos secundarios
otras opciones: Riesgos y [alternativas|otras opciones]
A quién ayuda: [A quién le ayuda]
A quién ayuda: [A quién le pueden ayudar|A quién pueden ayudar] las carillas
A quién ayuda: A quién ayuda
A quién ayuda: Con gusto le ayudamos a planear su visita.
láseres para tejidos blandos: Vea nuestra página de [láseres de tejidos blandos].
láseres para tejidos blandos: Se usa un [láser de tejidos blandos].
láseres para tejidos blandos: Vea los láseres para tejidos blandos; un láser para tejidos blandos sella la encía.
hueso de los maxilares: Un problema en el que el [hueso maxilar no sana] después de una cirugía.
hueso de los maxilares: Un problema en el que el hueso de los maxilares no sana.
hueso de los maxilares: El implante se coloca en el hueso maxilar.
se quita una capa: Los dientes de cada lado [se reducen]. Esto no se puede deshacer.
se quita una capa: Sin tener que [reducir los dientes] de cada lado.
se quita una capa: La corona baja sobre un [diente ya preparado].
se quita una capa: [Se les da forma a los dientes] de cada lado.
se quita una capa: A los dientes de cada lado se les quita una capa. Esto no se puede deshacer.
se quita una capa: La encía se recorta y se le da forma.
se quita una capa: Algunas medicinas reducen la saliva.
línea de las encías: Una [línea de encías|línea de las encías] dispareja.
línea de las encías: Una grieta por debajo de la [línea de la encía].
guías quirúrgicas: La impresión 3D sirve para hacer [guías para la cirugía|guías quirúrgicas].
medicinas: Una mala reacción a un [medicamento] de sedación.
medicinas: Una mala reacción a una medicina de la sedación.
medicinas: Los láseres están autorizados por la FDA (la Administración de Alimentos y Medicamentos de EE. UU.).
medicina para el dolor: Los [analgésicos] de la farmacia suelen ayudar.
medicina para el dolor: Las medicinas para el dolor que se compran sin receta suelen ayudar.
definitivo: Hasta que el diente tenga su [empaste final|empaste definitivo], mastique del otro lado.
definitivo: Se hace al final de un chequeo.
alveolo: Injerto del [alvéolo|alveolo]: se coloca material de injerto.
despostillado: También pueden reparar pequeñas [astillas].
despostillado: Una cúspide agrietada o [astillada].
despostillado: Dientes despostillados o agrietados.
agrietado: Un diente que está [rajado].
agrietado: Un puente se puede [rajar].
agrietado: Un diente que está agrietado tiene una grieta.
roto: Un diente [quebrado].
roto: Una corona para que no se [quiebre].
roto: Un diente roto; una corona para que no se rompa.
seguimiento: Lo revisamos en [citas de control|citas de seguimiento].
seguimiento: Mantener la diabetes bajo control ayuda.
pasta dental: Use [pasta de dientes|pasta dental] con flúor.
cepillo pequeño: Limpie con un [cepillito|cepillo pequeño].
aumento óseo: La elevación de seno es un tipo de [aumento de hueso|aumento óseo].
sacar: El diente podría ser [extraído].
sacar: Habría que sacar el diente.
sacar: Una extracción dental.
expedientes: Traiga sus [registros dentales|expedientes dentales] anteriores.
expedientes: Examen y registros: tomamos un escaneo digital.
en mal estado: Muchos empastes y coronas [que están fallando].
en mal estado: Muchas [reparaciones que fallan]
en mal estado: Se sacan los dientes en mal estado.
en mal estado: Tratamiento de implantes que fallan
alimentos blandos: Escoja [comidas suaves] y frescas los primeros días.
alimentos blandos: Elija [comidas blandas] y frescas.
alimentos blandos: Coma alimentos [blandos y frescos].
alimentos blandos: Elija alimentos blandos, fríos o tibios.
alimentos blandos: Evite las comidas duras, crujientes o muy calientes.
alimentos blandos: Use un cepillo suave.
se quede con usted el resto del día: Un adulto lo lleva a su casa y [se quede con usted un rato].
se quede con usted el resto del día: Venga con [alguien que maneje].
se quede con usted el resto del día: Si recibió sedación, planee que [alguien lo lleve a su casa] en carro.
se quede con usted el resto del día: Planee que un adulto lo lleve a su casa en carro y se quede con usted el resto del día.
médicos forenses: Médicos forenses, [examinadores médicos] y directores de funerarias
médicos forenses: Médicos forenses y directores de funerarias
oncólogo: Planeamos su atención junto con su [médico del cáncer].
oncólogo: Planeamos su atención junto con su oncólogo (el médico que trata su cáncer).
adoloridas: Encías rojas, [hinchadas o sensibles|hinchadas o adoloridas]
adoloridas: El diente puede sentirse sensible al frío.
modelo 3D: [Moldes digitales]
modelo 3D: Una pequeña varita que [toma una imagen 3D] de sus dientes.
modelo 3D: Una varita que, con luz y sin rayos X, hace un modelo 3D de sus dientes.
modelo 3D: Imágenes 3D y tomografías
la zona más pequeña: Usamos [la tomografía más pequeña] que muestre lo necesario.
la zona más pequeña: Tomamos la imagen de la zona más pequeña que muestre lo necesario.
se une al hueso: A veces una parte del [injerto no pega|injerto no se une al hueso].
se une al hueso: La carilla se pega al diente.
se cortan de un bloque: Algunas piezas [se fresan] en el laboratorio.
se cortan de un bloque: Algunas piezas se cortan de un bloque con una máquina.
`;

const ROWS = ENTRIES.trim()
  .split("\n")
  .flatMap((line) => {
    const [, use, written] = /^(.+?): (.+)$/.exec(line) ?? [];
    const [, wording, right] = /\[([^|\]]+)(?:\|([^\]]+))?\]/.exec(written) ?? [];
    const row = (words: string) => written.replace(/\[.+\]/, words);
    const rightRow = right === undefined ? [] : [{ use, sentence: row(right), wording: undefined }];
    return [{ use, sentence: wording === undefined ? written : row(wording), wording }, ...rightRow];
  });

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
