/**
 * The editor's link between an English page and its translation, part of the editor's bundle
 * (index.tsx) and registered as Decap's widget `translation` for the field
 * `translatedFrom` (see translationField in plugins/gatsby-plugin-admin/decapConfig.ts).
 *
 * On an English page it links each translated version and says whether it is up to date with
 * the text in the form; on a translated page it links the English page, says whether the
 * translation is older than the English page, and records that it is up to date with one button
 * (the English page's version, as in src/content/gate/translationVersion.ts). Nothing is ever saved
 * into the English file: its field stays empty there.
 *
 * Written against Decap's globals (`createClass`, and `h`, React's createElement) rather than
 * importing React, so the editor runs the one React its own bundle brings.
 */
import { TRANSLATED_FROM, translationAge, translationVersion, type TranslationAge } from "../../content/gate/translationVersion";
import type { CreateClass, CreateElement } from "./decapTypes";

/** The part of an Immutable.js Map this widget reads. */
interface ImmutableMap {
  get(key: string): unknown;
  toJS(): unknown;
}

/** One page in the other language, as decapConfig.ts writes it into the field's options. */
export interface TwinPage {
  /** Decap collection, e.g. `es-services`. */
  collection: string;
  /** The language's name, e.g. `Spanish`. */
  language: string;
  /** The collection's folder, e.g. `content/es/services`. */
  folder: string;
}

interface WidgetProps {
  entry: ImmutableMap;
  field: ImmutableMap;
  value?: string;
  forID: string;
  classNameWrapper: string;
  onChange(value: string): void;
  loadEntry(collection: string, slug: string): Promise<{ data?: unknown } | undefined>;
}

interface ComponentThis {
  load(): void;
  props: WidgetProps;
  state: { twins: Record<string, TwinState> };
  setState(state: { twins: Record<string, TwinState> }): void;
}

/** What is known of one twin page: still loading, missing, or its data. */
type TwinState = { status: "loading" } | { status: "missing" } | { status: "loaded"; data: unknown };

const toJS = (value: unknown) =>
  value && typeof (value as ImmutableMap).toJS === "function" ? (value as ImmutableMap).toJS() : value;

/** The slug of a saved entry (a new one has no page in the other language yet to link). */
const savedSlug = (entry: ImmutableMap) => {
  const slug = entry.get("slug");
  return !entry.get("newRecord") && typeof slug === "string" && slug ? slug : undefined;
};

/** The translated versions (on an English page), or the English page (on a translated one). */
function twinPages(field: ImmutableMap): TwinPage[] {
  const source = toJS(field.get("source")) as TwinPage | undefined;
  return source ? [source] : ((toJS(field.get("translations")) as TwinPage[] | undefined) ?? []);
}

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

/** The widget's control, a component of Decap's React. */
export function translationControl(createClass: CreateClass, h: CreateElement): unknown {
  // A new tab, beside this one: both pages side by side, and a fresh editor for the other page
  // (Decap keeps the entry it shows when only the collection in its address changes).
  const link = (twin: TwinPage, slug: string, text: string) =>
    h("a", { href: `#/collections/${twin.collection}/entries/${slug}`, target: "_blank", rel: "noopener" }, text);

  return createClass<ComponentThis>({
    getInitialState() {
      return { twins: {} };
    },
    // Decap re-renders a widget only when its own value changes; this one also follows the rest of
    // the page (its text, and another entry shown in the same form).
    shouldComponentUpdate() {
      return true;
    },
    componentDidMount() {
      this.load();
    },
    componentDidUpdate() {
      this.load();
    },
    /** Loads each twin page of the entry shown, once. */
    load() {
      const slug = savedSlug(this.props.entry);
      if (!slug) return;
      for (const twin of twinPages(this.props.field)) {
        const key = `${twin.collection}/${slug}`;
        if (this.state.twins[key]) continue;
        const settle = (state: TwinState) => this.setState({ twins: { ...this.state.twins, [key]: state } });
        settle({ status: "loading" });
        this.props.loadEntry(twin.collection, slug).then(
          (loaded) => settle(loaded?.data ? { status: "loaded", data: toJS(loaded.data) } : { status: "missing" }),
          () => settle({ status: "missing" }),
        );
      }
    },
    render() {
      const { entry, field, value, forID, classNameWrapper, onChange } = this.props;
      const slug = savedSlug(entry);
      const translated = Boolean(field.get("source"));
      const rows: unknown[] = [];
      if (!slug) rows.push(h("p", null, "Once this page is saved, its page in the other language is linked here."));
      else
        for (const twin of twinPages(this.props.field)) {
          const file = `${twin.folder}/${slug}.json`;
          const state = this.state.twins[`${twin.collection}/${slug}`] ?? { status: "loading" };
          if (translated) {
            rows.push(h("p", null, "English page: ", link(twin, slug, `Open the English page in a new tab (${file})`)));
            if (state.status === "missing")
              rows.push(
                h("p", null, `There is no English page ${file}: a translation mirrors an English page of the same name.`),
              );
            else if (state.status === "loaded") {
              const version = translationVersion(state.data);
              const age = translationAge(state.data, { [TRANSLATED_FROM]: value });
              const message = TRANSLATION_MESSAGES[age];
              rows.push(h("p", { role: "status" }, age === "current" ? message : h("strong", null, message)));
              if (age !== "current")
                rows.push(h("button", { type: "button", onClick: () => onChange(version) }, "Mark as up to date"));
            }
          } else {
            const label = `Open the ${twin.language} version in a new tab (${file})`;
            if (state.status === "missing")
              rows.push(h("p", null, `No ${twin.language} version yet: the page shows in English only until ${file} exists.`));
            else {
              const age = state.status === "loaded" ? translationAge(toJS(entry.get("data")), state.data) : undefined;
              rows.push(
                h(
                  "p",
                  { role: "status" },
                  link(twin, slug, label),
                  age ? ` — ${twin.language} version ${SOURCE_MESSAGES[age]}` : "",
                ),
              );
            }
          }
        }
      return h("div", { id: forID, className: classNameWrapper, "data-translation-links": "" }, ...rows);
    },
  });
}
