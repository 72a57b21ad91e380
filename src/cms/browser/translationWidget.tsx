/**
 * The editor's link between an English page and its translation (Decap's widget `translation` on `translatedFrom`).
 * An English page links each translation and says whether it is up to date with the form; a translated page links
 * its English page, says whether it is older, and records with one button the English version it translates.
 * Nothing is ever saved into the English file.
 */
import React, { useEffect, useState } from "react";
import { TRANSLATED_FROM, translationAge, translationVersion, type TranslationAge } from "../../content/gate/translationVersion";

/** The part of an Immutable.js Map this widget reads. */
interface ImmutableMap {
  get(key: string): unknown;
  toJS(): unknown;
}

/** One page in the other language, as decapConfig.ts writes it into the field's options (`es-services`, `Spanish`, `content/es/services`). */
export type TwinPage = { collection: string; language: string; folder: string };

export interface TranslationProps {
  entry: ImmutableMap;
  field: ImmutableMap;
  value?: string;
  forID: string;
  onChange(value: string): void;
  loadEntry(collection: string, slug: string): Promise<{ data?: unknown } | undefined>;
}

const toJS = (value: unknown) =>
  value && typeof (value as ImmutableMap).toJS === "function" ? (value as ImmutableMap).toJS() : value;

/** What a translated page's field says of it against its English page. */
export const TRANSLATION_MESSAGES: Record<TranslationAge, string> = {
  current: "Up to date: translated from the English page as it is now.",
  older:
    "Older than the English page: the English text has changed since this translation was made. Bring this text up to date, then press “Mark as up to date”.",
  unrecorded:
    "This page does not record which version of the English page it translates. Compare the two, bring this text up to date, then press “Mark as up to date”.",
};

/** What an English page's field says of one translated version against the text in the form. */
export const SOURCE_MESSAGES: Record<TranslationAge, string> = {
  current: "up to date with this text.",
  older: "older than this text: open it and bring it up to date.",
  unrecorded: "does not record which version of this page it translates: open it and compare.",
};

/** The widget's control. Each twin page's data, once loaded: undefined while loading, null when missing. */
export function TranslationLinks({ entry, field, value, forID, onChange, loadEntry }: TranslationProps) {
  const [twins, setTwins] = useState<Record<string, unknown>>({});
  // A new entry has no page in the other language yet to link.
  const slug = !entry.get("newRecord") && typeof entry.get("slug") === "string" ? String(entry.get("slug")) : "";
  const source = toJS(field.get("source")) as TwinPage | undefined;
  const pages = source ? [source] : ((toJS(field.get("translations")) as TwinPage[] | undefined) ?? []);
  const keys = pages.map((twin) => `${twin.collection}/${slug}`);
  useEffect(() => {
    if (!slug) return;
    pages.forEach((twin, index) => {
      const settle = (data: unknown) => setTwins((known) => ({ ...known, [keys[index]]: data }));
      loadEntry(twin.collection, slug).then(
        (loaded) => settle(loaded?.data ? toJS(loaded.data) : null),
        () => settle(null),
      );
    });
    // Each twin page of the entry shown is loaded once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys.join()]);
  // A new tab, beside this one: both pages side by side, and a fresh editor for the other page
  // (Decap keeps the entry it shows when only the collection in its address changes).
  const link = (twin: TwinPage, text: string) => (
    <a href={`#/collections/${twin.collection}/entries/${slug}`} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
  const rows = pages.map((twin, index) => {
    const file = `${twin.folder}/${slug}.json`;
    const data = twins[keys[index]];
    if (source) {
      const age = data ? translationAge(data, { [TRANSLATED_FROM]: value }) : undefined;
      return (
        <React.Fragment key={file}>
          <p>English page: {link(twin, `Open the English page in a new tab (${file})`)}</p>
          {data === null ? <p>There is no English page {file}: a translation mirrors an English page of the same name.</p> : null}
          {age ? (
            <p role="status">{age === "current" ? TRANSLATION_MESSAGES[age] : <strong>{TRANSLATION_MESSAGES[age]}</strong>}</p>
          ) : null}
          {age && age !== "current" ? (
            <button type="button" onClick={() => onChange(translationVersion(data))}>
              Mark as up to date
            </button>
          ) : null}
        </React.Fragment>
      );
    }
    if (data === null)
      return (
        <p key={file}>
          No {twin.language} version yet: the page shows in English only until {file} exists.
        </p>
      );
    const age = data ? translationAge(toJS(entry.get("data")), data) : undefined;
    return (
      <p key={file} role="status">
        {link(twin, `Open the ${twin.language} version in a new tab (${file})`)}
        {age ? ` — ${twin.language} version ${SOURCE_MESSAGES[age]}` : ""}
      </p>
    );
  });
  return (
    <div id={forID} data-translation-links="">
      {slug ? rows : <p>Once this page is saved, its page in the other language is linked here.</p>}
    </div>
  );
}
