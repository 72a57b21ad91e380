/** The practice's settings: content/settings/settings.json; a translation's hold only their words. */
import { z } from "zod";
import type { Declaration } from "../kinds";
import { withMeta } from "../gate/labels";
import {
  ADDRESS,
  LINE,
  MAP_EXAMPLE,
  PARAGRAPH,
  clockTime,
  closesAfterOpens,
  googleMapsEmbedUrl,
  httpsUrl,
  line,
  listOf,
  optionalLine,
  paragraph,
  siteUrl,
} from "./fields";

/** The mission statement, several lines in the editor. */
const mission = withMeta(paragraph, { long: true });

const settingsSchema = z.strictObject({
  name: line.describe(
    `The practice's full name, shown in the header, the footer and every page's title, e.g. "OC Center for Advanced Dentistry". ${LINE}`,
  ),
  shortName: line.describe(`The short name an installed copy of the site shows under its icon, e.g. "OCCFAD". ${LINE}`),
  phoneDisplay: line.describe(
    `The phone number as patients read it, e.g. "(714) 555-0142"; a production build warns while it is the fictional default. ${LINE}`,
  ),
  phoneTel: withMeta(z.string(), { label: "Phone for tap-to-call" })
    .regex(/^\+\d{10,15}$/, "must be an international number such as +17145550142")
    .describe(
      'The same number for tap-to-call links: + and 10 to 15 digits starting with the country code, e.g. "+17145550142".',
    ),
  email: z
    .string()
    .max(254)
    .email("must be an e-mail address")
    .describe(
      'The e-mail address patients write to, e.g. "patientcare@occfad.example"; a production build warns while it is the fictional default. At most 254 characters.',
    ),
  address: z
    .strictObject({
      streetAddress: line.describe(`Street number and name, e.g. "3070 Bristol Street". ${LINE}`),
      suite: optionalLine.optional().describe(`Suite or unit, e.g. "Suite 180". Optional. ${LINE}`),
      locality: line.describe(`City, e.g. "Costa Mesa". ${LINE}`),
      region: line.describe(`State, e.g. "CA". ${LINE}`),
      postalCode: line.describe(`ZIP code, e.g. "92626". ${LINE}`),
      country: line.describe(`Country, e.g. "United States". ${LINE}`),
    })
    .describe("The practice's postal address, shown in the footer and given to search engines."),
  geo: withMeta(
    z.strictObject({
      latitude: z.number().min(-90).max(90).describe("Degrees north (negative for south), from -90 to 90, e.g. 33.6828."),
      longitude: z.number().min(-180).max(180).describe("Degrees east (negative for west), from -180 to 180, e.g. -117.8877."),
    }),
    { label: "Map position" },
  ).describe("Where the practice is on the map, in decimal degrees, for search engines."),
  mapEmbedUrl: withMeta(googleMapsEmbedUrl, { label: "Map address" }).describe(
    `The Google Maps embed address of the map on pages with showMap, e.g. ${MAP_EXAMPLE}, or the /maps/embed?pb=… address Google's "Embed a map" gives. ${ADDRESS}`,
  ),
  directionsUrl: withMeta(httpsUrl("https://www.google.com/maps/dir/?api=1&destination=…"), {
    label: "Directions address",
  }).describe(
    `The https:// address the "Get directions" links in the footer and under the map open, e.g. https://www.google.com/maps/dir/?api=1&destination=…. ${ADDRESS}`,
  ),
  siteUrl: withMeta(siteUrl, { label: "Site address" }).describe(
    `The site's own address, the start of every link search engines and shared pages get: https:// and the host only, e.g. https://www.occfad.org (no path, ? or #). ${ADDRESS}`,
  ),
  mission: mission.describe(
    `The mission statement, the home page's main heading over the video, e.g. "Our mission is to bring joy to our patients …". ${PARAGRAPH}`,
  ),
  themeColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, "must be a colour such as #0b5d6b")
    .describe('The colour phones give the browser bar and the installed site, # and six hexadecimal digits, e.g. "#0b5d6b".'),
  privacyOfficer: line
    .optional()
    .describe(
      `Who answers privacy questions and complaints, a name or a title, e.g. "Jane Doe, Office Manager"; the Notice of Privacy Practices names them, and a production build warns while it is unset. ${LINE}`,
    ),
  languagesSpoken: listOf("Language", z.enum(["en", "es"]))
    .min(1)
    .optional()
    .describe(
      'Languages the practice confirms its staff speak with patients, e.g. ["en", "es"]; only then do search engines read that the practice speaks them (knowsLanguage). Optional; when given, at least one of "en" and "es".',
    ),
  hours: listOf(
    "Hours entry",
    z
      .strictObject({
        days: listOf("Day", z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]))
          .min(1)
          .describe('The days with these hours, at least one, e.g. "Monday", "Tuesday".'),
        opens: clockTime.describe('Opening time on the 24-hour clock, 00:00 to 23:59, e.g. "08:00".'),
        closes: clockTime.describe('Closing time on the 24-hour clock, later than opens, e.g. "17:30".'),
      })
      .superRefine(closesAfterOpens),
  )
    .optional()
    .describe(
      "Office hours, each entry some days with one opening and one closing time. Optional: shown in the footer and given to search engines only when filled in.",
    ),
  bookingUrl: httpsUrl("https://scheduler.example.com/occfad")
    .optional()
    .describe(
      `The https:// address of the practice's own online scheduler, e.g. https://scheduler.example.com/occfad; when set, a "Book online" button sits beside the call button in the header, the menu and the address page. Optional. ${ADDRESS}`,
    ),
});

/** A translation's settings: only the words to translate; every other fact comes from the English settings. */
const settingsTranslationSchema = z.strictObject({
  mission: mission.describe(
    `The mission statement in this language, the home page's main heading over the video, e.g. "Nuestra misión es …". ${PARAGRAPH}`,
  ),
  country: line.describe(
    `The country of the practice's address in this language, shown under the address in the footer, e.g. "Estados Unidos". ${LINE}`,
  ),
});

export type Settings = z.infer<typeof settingsSchema>;

export const settings = {
  label: "Practice settings",
  schema: settingsSchema,
  readFirst: true,
  es: { label: "Textos del consultorio (español)", schema: settingsTranslationSchema, typeName: "SettingsTranslationJson" },
} as const satisfies Declaration;
