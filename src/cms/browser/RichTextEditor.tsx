/**
 * The editor's rich-text field: buttons for paragraphs, bold, italic, lists and links, a link's page
 * picked from the site's pages, and the allow-listed HTML of src/content/gate/richText.ts stored (the
 * format the content check and the build read; Decap's Markdown widget stores another). TipTap's
 * schema is limited to what that subset holds, and its output is reduced to it again before a save.
 */
import React, { useState } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { hrefProblem } from "../../content/gate/richNodes";
import { parseRichText, toStoredRichText } from "../../content/gate/richText";
import type { SitePage } from "./siteData";

const button: React.CSSProperties = {
  font: "inherit",
  fontSize: "0.85rem",
  padding: "0.25rem 0.6rem",
  border: "1px solid #c8cbd2",
  borderRadius: 4,
  background: "#fff",
  cursor: "pointer",
};
const pressed: React.CSSProperties = { ...button, background: "#dfe9ff", borderColor: "#3a69c7" };

function ToolButton({ label, active, onClick }: { label: string; active?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      style={active ? pressed : button}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

function LinkPicker({ editor, pages }: { editor: Editor; pages: readonly SitePage[] }) {
  const [address, setAddress] = useState("");
  const [problem, setProblem] = useState<string>();
  const link = (href: string, title: string) => {
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive("link"))
      chain.insertContent({ type: "text", text: title, marks: [{ type: "link", attrs: { href } }] }).run();
    else chain.extendMarkRange("link").setLink({ href }).run();
  };
  return (
    <>
      <label style={{ fontSize: "0.85rem" }}>
        Link to a page{" "}
        <select
          value=""
          style={button}
          onChange={(event) => {
            const page = pages.find((candidate) => candidate.path === event.target.value);
            if (page) link(page.path, page.title);
          }}
        >
          <option value="">choose…</option>
          {pages.map((page) => (
            <option key={page.path} value={page.path}>
              {page.title} ({page.path})
            </option>
          ))}
        </select>
      </label>
      <label style={{ fontSize: "0.85rem" }}>
        or a web address{" "}
        <input
          value={address}
          placeholder="https://…"
          style={{ ...button, cursor: "text", width: "12rem" }}
          onChange={(event) => {
            setAddress(event.target.value);
            setProblem(undefined);
          }}
        />
      </label>
      <ToolButton
        label="Add web link"
        onClick={() => {
          const found = hrefProblem(address);
          if (found) return setProblem(found);
          link(address, address);
          setAddress("");
        }}
      />
      <ToolButton label="Remove link" onClick={() => editor.chain().focus().extendMarkRange("link").unsetLink().run()} />
      {problem ? <span role="alert">{problem}</span> : null}
    </>
  );
}

/** The editor's schema: exactly what the stored subset holds (paragraphs, bold, italic, level-3 headings, lists, links, line breaks). */
export function richTextExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [3] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: { openOnClick: false, autolink: false, linkOnPaste: false, HTMLAttributes: { rel: null, target: null } },
    }),
  ];
}

/**
 * The field's own check before a save: what the content check would refuse in the formatted text
 * (a tag, attribute or link it does not allow), in its words; true when nothing.
 */
export function richTextValidity(value: string | undefined): true | { error: { type: string; message: string } } {
  const { problems } = parseRichText(value ?? "");
  return problems.length === 0 ? true : { error: { type: "richText", message: problems.join("; ") } };
}

interface RichTextEditorProps {
  id: string;
  /** The field's label, which names the editor and its toolbar. */
  label: string;
  value: string;
  pages: readonly SitePage[];
  onChange(html: string): void;
  onFocus?(): void;
  onBlur?(): void;
}

export function RichTextEditor({ id, label, value, pages, onChange, onFocus, onBlur }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: value,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        style: "min-height: 8rem; outline: none",
      },
    },
    onUpdate: ({ editor: changed }) => onChange(toStoredRichText(changed.getHTML())),
    onFocus,
    onBlur,
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      bullets: current?.isActive("bulletList") ?? false,
      numbers: current?.isActive("orderedList") ?? false,
      heading: current?.isActive("heading", { level: 3 }) ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  return (
    <div role="group" aria-label={label}>
      <div
        role="toolbar"
        aria-label={`Formatting of ${label}`}
        style={{ display: "flex", flexWrap: "wrap", gap: "0.4rem", alignItems: "center", marginBottom: "0.5rem" }}
      >
        <ToolButton label="Bold" active={active?.bold} onClick={() => chain().toggleBold().run()} />
        <ToolButton label="Italic" active={active?.italic} onClick={() => chain().toggleItalic().run()} />
        <ToolButton label="Subheading" active={active?.heading} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
        <ToolButton label="Bulleted list" active={active?.bullets} onClick={() => chain().toggleBulletList().run()} />
        <ToolButton label="Numbered list" active={active?.numbers} onClick={() => chain().toggleOrderedList().run()} />
        <LinkPicker editor={editor} pages={pages} />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
