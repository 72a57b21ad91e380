/**
 * Rendered with the preview bundle's stand-in for `gatsby`, as the editor renders them. The main menu as typed, in the
 * site's header in the entry's language: cmsAccessibility.ts, through Decap.
 */
import fs from "node:fs";
import path from "node:path";
import { TextDecoder } from "node:util";
import React from "react";
import { render, screen, within } from "@testing-library/react";
import { EntryPreview } from "../../../src/cms/browser/previews";
import { SITE_DATA_ID } from "../../../src/cms/browser/siteData";
import { collectSiteData } from "../../../plugins/gatsby-plugin-admin/collectSiteData";
import { loadContent } from "../../../src/content/gate/load";
import { FIXTURE_CONTENT, FIXTURE_STATIC, type Json } from "../../support/contentCopy";

jest.mock("gatsby", () => jest.requireActual("../../../src/cms/browser/gatsbyShim"));

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(FIXTURE_CONTENT, file), "utf8")) as Json;
/** Pictures as the editor hands them over: an address for each file of content/images/. */
const asset = (file: string) => (file ? `blob:editor/${file}` : undefined);

beforeAll(() => {
  // The content reader checks the files' encoding with TextDecoder, which jsdom's window lacks.
  Object.assign(globalThis, { TextDecoder });
  const data = JSON.stringify(collectSiteData(loadContent(FIXTURE_CONTENT, FIXTURE_STATIC)));
  document.body.append(
    Object.assign(document.createElement("script"), { type: "application/json", id: SITE_DATA_ID, textContent: data }),
  );
});

describe("the practice's settings", () => {
  it("show as typed in the site's header and footer (name, phone, e-mail, address, hours) and over the home page's video (the mission statement), and list the rest under the fields' labels, never as code", () => {
    const settings = {
      ...read("settings/settings.json"),
      name: "Harbor Smiles Dental",
      phoneDisplay: "(714) 555-0199",
      phoneTel: "+17145550199",
      email: "front@harbor.example",
      address: { ...(read("settings/settings.json").address as Json), streetAddress: "12 Harbor Blvd" },
      hours: [{ days: ["Monday", "Tuesday"], opens: "08:00", closes: "17:00" }],
      mission: "We make dentistry calm.",
    };
    const { container } = render(<EntryPreview collection="settings" data={settings} asset={asset} />);
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: /\(714\) 555-0199/ })).toHaveAttribute("href", "tel:+17145550199");
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("heading", { name: "Harbor Smiles Dental" })).toBeInTheDocument();
    const email = within(footer).getByRole("link", { name: "front@harbor.example" });
    expect(email).toHaveAttribute("href", "mailto:front@harbor.example");
    expect(footer).toHaveTextContent("12 Harbor Blvd");
    expect(footer).toHaveTextContent(/Monday, Tuesday: 08:00–17:00/);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Harbor Smiles Dental`);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("We make dentistry calm.");
    const { hero } = read("home/home.json") as { hero: Json };
    expect(container.querySelector("video")).toHaveAttribute("poster", `/media/${String(hero.poster)}`);
    const list = within(screen.getByRole("main")).getByText("Map position").closest("dl");
    expect(list).toHaveTextContent("Site address");
    expect(list).not.toHaveTextContent(/[{}"]|mapEmbedUrl|themeColor/);
  });

  it("draw an hours entry just added, before its days are picked", () => {
    const settings = read("settings/settings.json");
    render(<EntryPreview collection="settings" data={{ ...settings, hours: [{ opens: "08:00" }] }} asset={asset} />);
    expect(screen.getByRole("contentinfo")).toHaveTextContent(": 08:00–");
  });

  it("show a translation's mission statement over its home page's video, in its language", () => {
    render(<EntryPreview collection="es-settings" data={{ mission: "Cuidamos su sonrisa." }} asset={asset} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Cuidamos su sonrisa.");
    expect(screen.getByRole("link", { name: "Conozca nuestros servicios" })).toHaveAttribute("href", "/es/services");
    expect(screen.getByRole("main")).toHaveAttribute("lang", "es");
  });
});

it("draws the home page under its video and the mission statement, as the page shows them", () => {
  const home = read("es/home/home.json") as Json & { serviceGroups: { title: string }[] };
  render(<EntryPreview collection="es-home" data={home} asset={asset} />);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(String(read("es/settings/settings.json").mission));
  for (const group of home.serviceGroups) expect(screen.getByRole("heading", { name: group.title })).toBeInTheDocument();
});

it("draws each sidebar category as it shows beside its pages, with its links in the entry's language", () => {
  const sidebar = read("sidebar/categories.json") as { categories: { title: string; links: { label: string }[] }[] };
  const categories = [
    { title: "Kids' dentistry", links: [{ path: "/services/examplephoto", label: "First visits" }] },
    ...sidebar.categories,
  ];
  render(<EntryPreview collection="es-sidebar" data={{ categories }} asset={asset} />);
  for (const category of categories) {
    const nav = screen.getByRole("navigation", { name: category.title });
    for (const link of category.links) expect(within(nav).getByRole("link", { name: link.label })).toBeInTheDocument();
  }
  expect(screen.getByRole("link", { name: "First visits" })).toHaveAttribute("href", "/es/services/examplephoto");
});

it("draws the notices as pages show them under the header, whatever their days, then lists their days", () => {
  const notices = read("es/notices/notices.json");
  render(<EntryPreview collection="es-notices" data={notices} asset={asset} />);
  const region = screen.getByRole("region", { name: "Avisos" });
  expect(region).toHaveTextContent("Cerrado el 26 y el 27 de noviembre por el día festivo de ejemplo.");
  expect(within(region).getByRole("link", { name: "Nuestra dirección" })).toHaveAttribute("href", "/es/about/exampleteam");
  expect(screen.getByText("First day").closest("dl")).toHaveTextContent(/First day\s*2026-11-19/);
});

it("lists the redirects under their fields' labels", () => {
  render(<EntryPreview collection="redirects" data={read("redirects/redirects.json")} asset={asset} />);
  expect(screen.getAllByText("From").length).toBeGreaterThan(0);
  expect(screen.getAllByText("To").length).toBeGreaterThan(0);
  expect(screen.getByRole("main")).not.toHaveTextContent(/\bfrom\b|[{}"]/);
});

describe("pictures", () => {
  it("shows a service page's video from the site's media folder, with its poster", () => {
    const page = read("services/examplevideo.json");
    const { container } = render(<EntryPreview collection="es-services" data={page} asset={asset} />);
    const video = container.querySelector("video");
    expect(video).toHaveAttribute("poster", `/media/${String(page.videoPoster)}`);
    expect(video?.querySelector("source")).toHaveAttribute("src", `/media/${String(page.imgSrc)}`);
  });

  // Shown, with its description, from the editor's copy once it has the file: cmsAccessibility.ts, in the editor.
  it("leaves a service page's picture out, never broken, until the editor has the file", () => {
    render(<EntryPreview collection="services" data={read("services/examplephoto.json")} asset={() => undefined} />);
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("shows an about page's photos, the first beside the text with its caption, and the map when the page shows it", () => {
    const page = read("about/exampleteam.json") as Json & { photos: { src: string; alt: string; caption?: string }[] };
    render(<EntryPreview collection="about" data={{ ...page, showMap: true }} asset={asset} />);
    for (const photo of page.photos)
      expect(screen.getByRole("img", { name: photo.alt })).toHaveAttribute("src", `blob:editor/${photo.src}`);
    const [lead] = page.photos;
    if (lead.caption) expect(screen.getByText(lead.caption)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Find us" })).toBeInTheDocument();
    render(<EntryPreview collection="es-about" data={{ ...page, showMap: false }} asset={asset} />);
    expect(screen.queryByRole("heading", { name: "Encuéntrenos" })).toBeNull();
  });
});

it.each([
  ["services", "services/examplephoto.json"],
  ["es-about", "es/about/exampleteam.json"],
  ["legal", "legal/privacypractices.json"],
])("draws a %s entry as its page (title, formatted text, dates), and a new entry with nothing typed yet", (collection, file) => {
  const page = read(file) as Json & { descriptionToBeParsed?: string; sections?: Json[] };
  const { container, unmount } = render(<EntryPreview collection={collection} data={page} asset={asset} />);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(String(page.mainTitleText));
  const html = page.descriptionToBeParsed ?? String(page.sections?.[0].descriptionToBeParsed);
  const words = (/<p>([^<]{20,})/.exec(html)?.[1] ?? "").trim().slice(0, 20);
  expect(screen.getByRole("main")).toHaveTextContent(words);
  const date = String(page.lastUpdated ?? page.effectiveDate ?? page.reviewedOn ?? "");
  if (date) expect(container.querySelector(`time[datetime="${date}"]`)).not.toBeNull();
  unmount();
  render(<EntryPreview collection={collection} data={{}} asset={asset} />);
  expect(screen.getByRole("main")).toBeInTheDocument();
});

it("draws the shared blocks with their formatted text", () => {
  const blocks = read("blocks/blocks.json") as Record<string, { heading: string }>;
  render(<EntryPreview collection="blocks" data={blocks} asset={asset} />);
  for (const block of Object.values(blocks)) expect(screen.getByRole("heading", { name: block.heading })).toBeInTheDocument();
});
