import { internalLinks, parseRichText, toStoredRichText } from "../../../src/content/gate/richText";

it("parseRichText keeps the allowed tags, their text and safe links, and lists the internal ones", () => {
  const html =
    "<p>Hello <strong>bold</strong> and <em>soft</em><br>line</p><h3>Steps</h3><ul><li>one</li></ul><ol><li>two</li></ol>" +
    '<p><a href="/services/examplevideo">crowns</a> <a href="https://example.org/x">x</a> <a href="mailto:a@b.example">mail</a> <a href="tel:+17145550142">call</a></p>';
  const { nodes, problems } = parseRichText(html);
  expect(problems).toEqual([]);
  expect(toStoredRichText(html)).toBe(html);
  expect(internalLinks(nodes)).toEqual(["/services/examplevideo"]);
});

const text = (value: string) => ({ type: "text", text: value });
const p = (value: string) => ({ type: "element", tag: "p", children: [text(value)] });
const ALLOWED = "is not allowed (allowed: p, ul, ol, li, strong, em, a, br, h3)";
it.each([
  ["<p>safe</p><script>alert(1)</script>", [p("safe")], "<script> is not allowed"],
  ['<p onclick="steal()">text</p>', [p("text")], "event attribute onclick on <p> is not allowed"],
  [
    '<p><a href="javascript:alert(1)">click</a></p>',
    [p("click")],
    'link "javascript:alert(1)" is not allowed (use /page, #anchor, https://, mailto: or tel:)',
  ],
  ["<div><span>kept</span></div>", [text("kept")], `<div> ${ALLOWED}`, `<span> ${ALLOWED}`],
])(
  "parseRichText drops what is not allowed from %s, keeping only the text of what it unwraps, and says what",
  (html, nodes, ...problems) => expect(parseRichText(html)).toEqual({ nodes, problems }),
);

// Only the allowed tags, and only href on links; a list item without the paragraph an editor puts in it, text escaped;
// an empty document empty.
it.each([
  [
    '<p class="x">Call <strong>now</strong> <a href="/services/crowns" target="_blank" rel="noopener">crowns</a></p><blockquote>q</blockquote>',
    '<p>Call <strong>now</strong> <a href="/services/crowns">crowns</a></p>q',
  ],
  ["<ul><li><p>one &amp; two</p></li><li><p>a</p><p>b</p></li></ul>", "<ul><li>one &amp; two</li><li><p>a</p><p>b</p></li></ul>"],
  ["<p></p>", ""],
])("toStoredRichText stores %j as %j", (html, stored) => expect(toStoredRichText(html)).toBe(stored));
