import type { Lang } from "./languages";
import type { UiStrings } from "./strings";
import { en } from "./en";
import { es } from "./es";

/** Every language's fixed words; `Record<Lang, …>` makes a language without its dictionary a type error. */
export const STRINGS: Record<Lang, UiStrings> = { en, es };
