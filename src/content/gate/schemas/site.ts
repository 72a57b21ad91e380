/**
 * The files the whole site shares: the practice's settings (and a translation's part of them), the
 * main menu, the sidebar and the redirects.
 */
import { z } from "zod";
import {
  ADDRESS,
  CLOCK_TIME,
  LINE,
  MAP_EXAMPLE,
  PARAGRAPH,
  SITE_PATH_FORM,
  clockTime,
  googleMapsEmbedUrl,
  httpsUrl,
  line,
  optionalLine,
  paragraph,
  sitePath,
  siteUrl,
} from "./fields";
import { fact, listOf } from "./meta";

export const settingsSchema = z
  .object({
    name: line.describe(
      `The practice's full name, shown in the header, the footer and every page's title, e.g. "OC Center for Advanced Dentistry". ${LINE}`,
    ),
    shortName: line.describe(`The short name an installed copy of the site shows under its icon, e.g. "OCCFAD". ${LINE}`),
    phoneDisplay: line.describe(
      `The phone number as patients read it, e.g. "(714) 555-0142"; a production build warns while it is the fictional default. ${LINE}`,
    ),
    phoneTel: z
      .string()
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
      .object({
        streetAddress: line.describe(`Street number and name, e.g. "3070 Bristol Street". ${LINE}`),
        suite: optionalLine.optional().describe(`Suite or unit, e.g. "Suite 180". Optional. ${LINE}`),
        locality: line.describe(`City, e.g. "Costa Mesa". ${LINE}`),
        region: line.describe(`State, e.g. "CA". ${LINE}`),
        postalCode: line.describe(`ZIP code, e.g. "92626". ${LINE}`),
        country: line.describe(`Country, e.g. "United States". ${LINE}`),
      })
      .strict()
      .describe("The practice's postal address, shown in the footer and given to search engines."),
    geo: z
      .object({
        latitude: z.number().min(-90).max(90).describe("Degrees north (negative for south), from -90 to 90, e.g. 33.6828."),
        longitude: z.number().min(-180).max(180).describe("Degrees east (negative for west), from -180 to 180, e.g. -117.8877."),
      })
      .strict()
      .describe("Where the practice is on the map, in decimal degrees, for search engines."),
    mapEmbedUrl: googleMapsEmbedUrl.describe(
      `The Google Maps embed address of the map on pages with showMap, e.g. ${MAP_EXAMPLE}, or the /maps/embed?pb=… address Google's "Embed a map" gives. ${ADDRESS}`,
    ),
    directionsUrl: httpsUrl("https://www.google.com/maps/dir/?api=1&destination=…").describe(
      `The https:// address the "Get directions" links in the footer and under the map open, e.g. https://www.google.com/maps/dir/?api=1&destination=…. ${ADDRESS}`,
    ),
    siteUrl: siteUrl.describe(
      `The site's own address, the start of every link search engines and shared pages get: https:// and the host only, e.g. https://www.occfad.org (no path, ? or #). ${ADDRESS}`,
    ),
    mission: paragraph.describe(
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
    hours: listOf("Hours entry", 
        z
          .object({
            days: listOf("Day", z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]))
              .min(1)
              .describe('The days with these hours, at least one, e.g. "Monday", "Tuesday".'),
            opens: clockTime.describe('Opening time on the 24-hour clock, 00:00 to 23:59, e.g. "08:00".'),
            closes: clockTime.describe('Closing time on the 24-hour clock, later than opens, e.g. "17:30".'),
          })
          .strict()
          .superRefine((hours, context) => {
            if (CLOCK_TIME.test(hours.opens) && CLOCK_TIME.test(hours.closes) && hours.closes <= hours.opens)
              context.addIssue({
                code: z.ZodIssueCode.custom,
                path: ["closes"],
                message: `must be later than opens (${hours.opens})`,
              });
          }),
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
  })
  .strict();

/** A translation's settings: only the words to translate; every other fact comes from the English settings. */
export const settingsTranslationSchema = z
  .object({
    mission: paragraph.describe(
      `The mission statement in this language, the home page's main heading over the video, e.g. "Nuestra misión es …". ${PARAGRAPH}`,
    ),
    country: line.describe(
      `The country of the practice's address in this language, shown under the address in the footer, e.g. "Estados Unidos". ${LINE}`,
    ),
  })
  .strict();

const menuLink = z
  .object({
    label: line.describe(`The link's text, e.g. "Tooth Extractions". ${LINE}`),
    href: fact(sitePath).describe(`The page the link opens, e.g. "/services/toothextractions". ${SITE_PATH_FORM}`),
  })
  .strict();
export const navigationSchema = z
  .object({
    items: listOf("Menu entry", 
        z
          .object({
            label: line.describe(`The entry's text in the menu, e.g. "Patient Care Services". ${LINE}`),
            href: fact(sitePath)
              .optional()
              .describe(
                `The page the entry opens, e.g. "/about/meetthedoctors". Leave it out for an entry without a page (such as Insurance): it then opens its note. ${SITE_PATH_FORM}`,
              ),
            groups: listOf("Group", 
                z
                  .object({
                    heading: line.describe(`The group's heading in the entry's panel, e.g. "Oral and Perio Surgery". ${LINE}`),
                    links: listOf("Link", menuLink).min(1).describe("The group's links, in order; at least one."),
                  })
                  .strict(),
              )
              .optional()
              .describe("The panel of links the entry opens, in headed groups. Optional."),
            note: paragraph
              .optional()
              .describe(
                `Text the entry's panel shows, e.g. "We are in network for Medicare and accept all PPO insurances and some HMO insurances." Optional. ${PARAGRAPH}`,
              ),
          })
          .strict(),
      )
      .min(1)
      .describe("The entries of the main menu, in order; at least one."),
  })
  .strict();

export const sidebarSchema = z
  .object({
    categories: listOf("Category", 
        z
          .object({
            title: line.describe(`The category's heading above its links, e.g. "Cosmetic and Restorative Dentistry". ${LINE}`),
            links: listOf("Link", 
                z
                  .object({
                    path: fact(sitePath).describe(`The page, e.g. "/services/veneers". ${SITE_PATH_FORM}`),
                    label: line.describe(`The link's text, e.g. "Veneers / Crowns". ${LINE}`),
                  })
                  .strict(),
              )
              .min(1)
              .describe("The category's pages, in order; at least one."),
          })
          .strict(),
      )
      .min(1)
      .describe("The sidebar's categories: a page listed in one shows that category's links beside its text. At least one."),
  })
  .strict();

export const redirectsSchema = z
  .object({
    redirects: listOf("Redirect", 
        z
          .object({
            from: sitePath.describe(`The old address, e.g. "/services/fluoridetreatments". ${SITE_PATH_FORM}`),
            to: sitePath.describe(`The page it sends visitors to, e.g. "/services/flouridetreatments". ${SITE_PATH_FORM}`),
            // A redirect file or a browser redirect for an address that differs from a page's only in
            // letter case would collide with that page, so only the web server may apply it.
            serverOnly: z
              .boolean()
              .optional()
              .describe(
                "true when only the production web server applies it, for an old address that differs from a page's only in letter case. Optional.",
              ),
            keepLinks: z
              .boolean()
              .optional()
              .describe(
                'true when the site links to the old address on purpose, e.g. the menu\'s "Patient Care Services" to /services; otherwise the content check advises linking to the new address. Optional.',
              ),
          })
          .strict(),
      )
      .min(1)
      .describe("Old addresses that send visitors on to a page of this site; at least one."),
  })
  .strict();

export type Settings = z.infer<typeof settingsSchema>;
export type Navigation = z.infer<typeof navigationSchema>;
export type Sidebar = z.infer<typeof sidebarSchema>;
export type Redirects = z.infer<typeof redirectsSchema>;
