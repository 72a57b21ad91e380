import fs from "node:fs";
import path from "node:path";
import React from "react";
import { Editor } from "@tiptap/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { internalLinks, parseRichText, richTextToPlain, toStoredRichText } from "../../../src/content/gate/richText";
import { RichTextEditor, richTextExtensions, richTextValidity } from "../../../src/cms/browser/RichTextEditor";

const CONTENT = path.resolve(__dirname, "../../../content");

const renderedText = (html: string) => richTextToPlain(parseRichText(html).nodes).replace(/\s+/g, " ").trim();

// jsdom lays nothing out; ProseMirror measures the selection to scroll it into view.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => ({ top: 0, right: 0, bottom: 0, left: 0, width: 0, height: 0 }) as DOMRect;
  Element.prototype.getClientRects = noRects;
});

it("the rich-text editor opens and saves every formatted text of the content without changing what a page shows", () => {
  const texts: { where: string; html: string }[] = [];
  for (const where of fs.readdirSync(CONTENT, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".json")))
    JSON.parse(fs.readFileSync(path.join(CONTENT, where), "utf8"), (key, html: unknown) => {
      if (key === "descriptionToBeParsed" && typeof html === "string") texts.push({ where, html });
      return html;
    });
  expect(texts.length).toBeGreaterThan(10);
  for (const { where, html } of texts) {
    const editor = new Editor({ extensions: richTextExtensions(), content: html });
    const saved = toStoredRichText(editor.getHTML());
    editor.destroy();
    const shown = (text: string) => ({ where, text: renderedText(text), links: internalLinks(parseRichText(text).nodes) });
    expect({ ...shown(saved), problems: parseRichText(saved).problems }).toEqual({ ...shown(html), problems: [] });
  }
});

it("the rich-text editor refuses a web address the content check would refuse, in its words", async () => {
  render(<RichTextEditor id="field" label="Text" value="" pages={[]} onChange={() => undefined} />);
  await userEvent.type(screen.getByPlaceholderText("https://…"), "http://example.org");
  await userEvent.click(screen.getByRole("button", { name: "Add web link" }));
  expect(screen.getByRole("alert")).toHaveTextContent("use /page, #anchor, https://, mailto: or tel:");
});

it("checks the rich-text field before a save: the allowed formatting passes, what the content check refuses is refused in its words", () => {
  expect(richTextValidity('<p><strong>Call</strong> <a href="/services/crowns">us</a></p>')).toBe(true);
  expect(richTextValidity(undefined)).toBe(true);
  const html = '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a></p>';
  expect(richTextValidity(html)).toEqual({ error: { type: "richText", message: parseRichText(html).problems.join("; ") } });
  expect(JSON.stringify(richTextValidity(html))).toContain("event attribute onclick on <p> is not allowed");
});
