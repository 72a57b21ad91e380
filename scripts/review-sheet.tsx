/**
 * `npm run review-sheet [folder]`: the printable sheet a clinician signs, one per translation (docs/editing.md says what
 * it holds); the words changed since a review come from git, and nothing from the network.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Paragraphs, RichText } from "../src/components/RichText/RichText";
import { fileTexts, languageFiles } from "../src/content/advice/pageText";
import { loadContent } from "../src/content/gate/load";
import { labelledPath, parsePath } from "../src/content/gate/labels";
import { parseRichText, tokensFor, type RichTextTokens } from "../src/content/gate/richText";
import { FORMATTED_FIELD } from "../src/content/kinds/fields";
import { KIND_LIST } from "../src/content/kinds";
import { LanguageProvider } from "../src/i18n/LanguageContext";
import { DEFAULT_LANG, LOCALE, TRANSLATIONS, type Lang } from "../src/i18n/languages";
import { LANGUAGE_NAMES, formatDate } from "../src/i18n/strings";

type Data = Record<string, unknown>;
/** One language's file: its data and words by field, its last change, its recorded review and the words then. */
type Version = ReturnType<typeof version>;

/** The kinds on the sheet: every page (one per file, or a single page such as home) and the shared blocks. */
const SHEET_FOLDERS = new Set<string>(
  KIND_LIST.filter((kind) => kind.es && (kind.pages || kind.address || kind.folder === "blocks")).map((kind) => kind.folder),
);

const git = (root: string, args: string[]): string => {
  const result = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : "";
};

/** The words of `before` and `after` in order, each kept, added or removed (a longest common subsequence of words). */
function wordDiff(before: string, after: string) {
  // Each word with the spaces before it, so that spaces alone never pair up.
  const words = (text: string) => text.match(/\s*\S+|\s+$/g) ?? [];
  const [a, b] = [words(before), words(after)];
  const common = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i][j] = a[i] === b[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
  const parts: { kind: "same" | "ins" | "del"; text: string }[] = [];
  for (let i = 0, j = 0; i < a.length || j < b.length;) {
    const same = i < a.length && j < b.length && a[i] === b[j];
    const kind = same ? "same" : i < a.length && (j === b.length || common[i + 1][j] >= common[i][j + 1]) ? "del" : "ins";
    const text = kind === "ins" ? b[j++] : a[i++];
    if (same) j++;
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  }
  return parts;
}

/** A file's words by their place in it (`sectionOneData[0].title`). */
const textsOf = (file: string, data?: Data) => new Map(data ? fileTexts(file, data).map(({ field, text }) => [field, text]) : []);

function version(root: string, lang: Lang, file: string, data?: Data) {
  const { lastUpdated, reviewedBy, reviewedOn } = data ?? {};
  const review =
    typeof reviewedBy === "string" && typeof reviewedOn === "string" ? { by: reviewedBy, on: reviewedOn } : undefined;
  // The file as committed by the end of the review's day (YYYY-MM-DD), when git has that version.
  const commit = review && git(root, ["log", "-1", "--format=%H", `--before=${review.on}T23:59:59`, "--", file]);
  const then = commit ? git(root, ["show", `${commit}:${file}`]) : "";
  return {
    lang,
    file,
    data,
    texts: textsOf(file, data),
    changed: typeof lastUpdated === "string" ? lastUpdated : git(root, ["log", "-1", "--format=%cs", "--", file]),
    review,
    reviewed: then ? textsOf(file, JSON.parse(then) as Data) : undefined,
  };
}

/** One language's cell: the text as the page shows it, or, when changed since the review, its words marked. */
function Cell({ version, field, tokens }: { version: Version; field: string; tokens: RichTextTokens }) {
  const now = version.texts.get(field) ?? "";
  const then = version.reviewed ? (version.reviewed.get(field) ?? "") : now;
  const value = parsePath(field).reduce<unknown>(
    (at, key) => (at as Record<string | number, unknown> | undefined)?.[key],
    version.data,
  );
  const lang = LOCALE[version.lang];
  if (then !== now)
    return (
      <td lang={lang} className="changed">
        {wordDiff(then, now).map(({ kind, text }, index) =>
          kind === "same" ? text : React.createElement(kind, { key: index }, text),
        )}
      </td>
    );
  return (
    <td lang={lang}>
      <LanguageProvider lang={version.lang}>
        {typeof value !== "string" ? null : field.endsWith(FORMATTED_FIELD) ? (
          <RichText tree={parseRichText(value, tokens).nodes} />
        ) : (
          <Paragraphs text={value} />
        )}
      </LanguageProvider>
    </td>
  );
}

function Dates({ version: { lang, file, data, changed, review, reviewed } }: { version: Version }) {
  return (
    <p>
      <b>{LANGUAGE_NAMES[lang].english}</b>: <code>{file}</code>
      {data ? null : " (not written yet)"}
      <br />
      Last change: {changed ? formatDate(changed, DEFAULT_LANG) : "not recorded"}
      <br />
      Last review: {review ? `${review.by}, ${formatDate(review.on, DEFAULT_LANG)}` : "none recorded"}
      <br />
      {review
        ? reviewed
          ? "Changes since that review are marked: added words underlined, removed words struck through."
          : "The version reviewed is not in git: read the whole text."
        : "No review on record: read the whole text."}
    </p>
  );
}

function Sheet({ root, pages, lang, tokens }: { root: string; pages: [Version, Version][]; lang: Lang; tokens: RichTextTokens }) {
  const pair = `${LANGUAGE_NAMES[DEFAULT_LANG].english} and ${LANGUAGE_NAMES[lang].english}`;
  // A page's main title; the kind's name for a file without one (the home page, the shared blocks).
  const title = (version: Version) =>
    String(version.data?.mainTitleText ?? KIND_LIST.find((kind) => version.file.startsWith(`content/${kind.folder}/`))?.label);
  return (
    <html lang={LOCALE[DEFAULT_LANG]}>
      <head>
        <meta charSet="utf-8" />
        <title>{`Text review: ${pair}`}</title>
        <style>{fs.readFileSync(path.join(__dirname, "review-sheet.css"), "utf8")}</style>
      </head>
      <body>
        <h1>Text review: {pair}</h1>
        <p>
          Generated {formatDate(new Date().toISOString().slice(0, 10), DEFAULT_LANG)} from{" "}
          {git(root, ["rev-parse", "--short", "HEAD"]) || "content outside git"}. Each page of the site and each shared block,
          field by field, with the last change and the last recorded review of each language. Sign each language you reviewed; the
          office then records the review in the editor (Reviewed by, Reviewed on) where the page has those fields.
        </p>
        <ol className="contents">
          {pages.map(([en]) => (
            <li key={en.file}>{title(en)}</li>
          ))}
        </ol>
        {pages.map(([en, translated]) => {
          const fields = [...new Set([en, translated].flatMap((v) => [...v.texts.keys(), ...(v.reviewed?.keys() ?? [])]))];
          return (
            <section key={en.file} className="page">
              <h2>
                {title(en)}
                {translated.data?.mainTitleText ? <span lang={LOCALE[lang]}> / {title(translated)}</span> : null}
              </h2>
              <div className="dates">
                <Dates version={en} />
                <Dates version={translated} />
              </div>
              <table className="text">
                <thead>
                  <tr>
                    <th>Field</th>
                    <th>{LANGUAGE_NAMES[DEFAULT_LANG].english}</th>
                    <th>{LANGUAGE_NAMES[lang].english}</th>
                  </tr>
                </thead>
                <tbody>
                  {fields.map((field) => (
                    <tr key={field}>
                      <th scope="row">{labelledPath(parsePath(field))}</th>
                      <Cell version={en} field={field} tokens={tokens} />
                      <Cell version={translated} field={field} tokens={tokens} />
                    </tr>
                  ))}
                </tbody>
              </table>
              {([DEFAULT_LANG, lang] as const).map((signed) => (
                <div key={signed} className="sign">
                  <p>
                    <b>{LANGUAGE_NAMES[signed].english} text reviewed and approved</b>
                  </p>
                  <p>
                    Name: <span className="line" /> Date: <span className="line short" /> Signature: <span className="line" />
                  </p>
                </div>
              ))}
            </section>
          );
        })}
      </body>
    </html>
  );
}

/** The sheets of the content under `root` (its content/ and static/), by file name: `en-es.html`. */
export function reviewSheets(root: string): Record<string, string> {
  const content = loadContent(path.join(root, "content"), path.join(root, "static"));
  const tokens = tokensFor(content.settings, DEFAULT_LANG);
  return Object.fromEntries(
    TRANSLATIONS.map((lang) => {
      const translated = new Map(languageFiles(lang, content.translations[lang]).map(({ file, data }) => [file, data as Data]));
      const pages = languageFiles(DEFAULT_LANG, content)
        .filter(({ file }) => SHEET_FOLDERS.has(file.split("/")[1]))
        .map(({ file, data }): [Version, Version] => {
          const other = file.replace(/^content\//, `content/${lang}/`);
          return [version(root, DEFAULT_LANG, file, data as Data), version(root, lang, other, translated.get(other))];
        });
      const html = renderToStaticMarkup(<Sheet root={root} pages={pages} lang={lang} tokens={tokens} />);
      return [`${DEFAULT_LANG}-${lang}.html`, `<!DOCTYPE html>\n${html}\n`];
    }),
  );
}

if (require.main === module) {
  const root = path.resolve(__dirname, "..");
  const out = path.resolve(process.argv[2] ?? path.join(root, "reports/review"));
  fs.mkdirSync(out, { recursive: true });
  for (const [name, html] of Object.entries(reviewSheets(root))) {
    fs.writeFileSync(path.join(out, name), html);
    console.log(`Review sheet: ${path.join(out, name)}`);
  }
}
