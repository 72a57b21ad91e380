/** The practice's settings: content/settings/settings.json; a translation's hold only their words. */
import type { Declaration } from "../kinds";
import { settingsSchema, settingsTranslationSchema } from "../gate/schemas/site";

export const settings = {
  name: "settings",
  label: "Practice settings",
  schema: settingsSchema,
  file: "settings.json",
  readFirst: true,
  // A translation's settings hold only their words (mission, country); every other fact comes from the English settings.
  es: { label: "Textos del consultorio (español)", schema: settingsTranslationSchema, typeName: "SettingsTranslationJson" },
} as const satisfies Declaration;
