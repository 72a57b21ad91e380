/** @jest-environment node */
// What a change needs tested: only content and media → the changed pages; anything else → the whole suite.
import fc from "fast-check";
import { parseNameStatus, testScope, type ChangedFile } from "../../scripts/test-scope";

const nowhere = () => [] as string[];

it("testScope runs everything when a file outside content/ and static/media/ changed, whatever else changed, or when none did", () => {
  expect(testScope([], nowhere).kind).toBe("full");
  const contentFile = fc.constantFrom(
    "content/services/veneers.json",
    "content/es/about/occfad.json",
    "content/settings/settings.json",
    "content/images/services/veneers.jpg",
    "static/media/hero.mp4",
  );
  const codeFile = fc.oneof(
    fc.constantFrom(
      "src/components/Header/Header.tsx",
      "package.json",
      "gatsby-node.ts",
      "static/logo.svg",
      "static/robots.txt",
      "e2e/pages.spec.ts",
      "contents/services/x.json",
      "README.md",
    ),
    fc.stringMatching(/^[a-z]{1,8}\/[a-z]{1,8}\.(ts|tsx|json|sh)$/).filter((file) => !/^content\//.test(file)),
  );
  fc.assert(
    fc.property(
      fc.array(contentFile, { maxLength: 4 }),
      fc.array(codeFile, { minLength: 1, maxLength: 3 }),
      fc.constantFrom("A", "M", "D"),
      (content, code, status) => {
        const changed: ChangedFile[] = [...content, ...code].map((path) => ({ status, path }));
        expect(testScope(changed, nowhere).kind).toBe("full");
      },
    ),
  );
});

it("testScope tests exactly the pages whose own files were added or changed, in either language", () => {
  const page = fc.record({
    folder: fc.constantFrom("services", "about", "legal", "es/services", "es/about", "es/legal"),
    slug: fc.stringMatching(/^[A-Za-z0-9]{1,12}$/),
    status: fc.constantFrom("A", "M"),
  });
  fc.assert(
    fc.property(fc.array(page, { minLength: 1, maxLength: 6 }), (pages) => {
      const scope = testScope(
        pages.map(({ folder, slug, status }) => ({ status, path: `content/${folder}/${slug}.json` })),
        nowhere,
      );
      const expected = pages.map(({ folder, slug }) => {
        const prefix = folder.startsWith("es/") ? "/es" : "";
        const kind = folder.replace(/^es\//, "");
        return kind === "legal" ? `${prefix}/${slug}` : `${prefix}/${kind}/${slug}`;
      });
      expect(scope).toEqual({ kind: "content", routes: [...new Set(expected)].sort() });
    }),
  );
});

it("testScope tests every page when a file every page shows or no one page's file changed, or a page was removed", () => {
  const shared = ["settings/settings", "navigation/menu", "es/sidebar/categories", "blocks/blocks", "redirects/redirects"];
  const removal = [
    { status: "M", path: "content/services/veneers.json" },
    { status: "D", path: "content/services/crowns.json" },
  ];
  // A file a folder deeper than a page's own is no one page's.
  const nested = [{ status: "A", path: "content/services/sub/veneers.json" }];
  for (const changed of [...shared.map((file) => [{ status: "M", path: `content/${file}.json` }]), removal, nested])
    expect(testScope(changed, nowhere)).toMatchObject({ kind: "content", routes: "all" });
});

it("testScope takes the home page's file as the home page in its language", () => {
  expect(testScope([{ status: "M", path: "content/home/home.json" }], nowhere)).toMatchObject({ routes: ["/"] });
  expect(testScope([{ status: "M", path: "content/es/home/home.json" }], nowhere)).toMatchObject({ routes: ["/es"] });
});

it("testScope: a picture or video tests the pages that name it, or every page when none or a shared file does", () => {
  const mentions = (file: string) => (file === "services/veneers.jpg" ? ["/services/veneers", "/es/services/veneers"] : []);
  expect(testScope([{ status: "M", path: "content/images/services/veneers.jpg" }], mentions)).toMatchObject({
    routes: ["/es/services/veneers", "/services/veneers"],
  });
  expect(testScope([{ status: "M", path: "static/media/other.mp4" }], mentions)).toMatchObject({ routes: "all" });
  expect(testScope([{ status: "M", path: "static/media/hero.mp4" }], () => "all")).toMatchObject({ routes: "all" });
});

it("parseNameStatus reads git's name-status lines", () => {
  expect(parseNameStatus("M\tcontent/a.json\nD\tcontent/services/old.json\n")).toEqual([
    { status: "M", path: "content/a.json" },
    { status: "D", path: "content/services/old.json" },
  ]);
});
