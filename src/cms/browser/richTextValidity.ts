import { parseRichText } from "../../content/gate/richText";
import type { Validity } from "./decapTypes";

/**
 * The rich-text field's own check before a save: what the content check would refuse in the
 * formatted text (a tag, attribute or link it does not allow), in its words; true when nothing.
 */
export function richTextValidity(value: string | undefined): Validity {
  const { problems } = parseRichText(value ?? "");
  return problems.length === 0 ? true : { error: { type: "richText", message: problems.join("; ") } };
}
