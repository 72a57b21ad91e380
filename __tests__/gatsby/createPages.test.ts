/**
 * @jest-environment node
 *
 * Pages are made from the checked content files only: a JSON node that did not come through the
 * content check can never become or replace a page, and no page path may leave public/.
 */
import fs from "node:fs";
import path from "node:path";
import { createPages, onCreatePage } from "../../gatsby-node";
import { gatsbyReporter, inFixtureSite } from "../support/siteCopy";

type Hook = (args: unknown) => unknown;

describe("createPages", () => {
  // The build runs in a site folder holding the fixture content and its static files.
  const siteDir = inFixtureSite();

  it("creates one page per checked content file and never asks GraphQL which pages exist", async () => {
    const createPage = jest.fn();
    // What GraphQL would hold with a stray file sourced: it must play no part.
    const graphql = jest
      .fn()
      .mockResolvedValue({ data: { allServicesJson: { nodes: [{ slug: "../../../x" }, { slug: "Draft" }] } } });
    const report = gatsbyReporter();
    await (createPages as unknown as Hook)({ actions: { createPage, createRedirect: jest.fn() }, reporter: report, graphql });
    expect(report.panicOnBuild).not.toHaveBeenCalled();
    expect(graphql).not.toHaveBeenCalled();
    const pagesIn = (folder: string, prefix: string) => [
      `${prefix || "/"}`,
      ...Object.entries({ services: "/services/", about: "/about/", legal: "/" }).flatMap(([kind, urlPrefix]) =>
        fs.readdirSync(path.join(siteDir(), folder, kind)).map((name) => `${prefix}${urlPrefix}${path.basename(name, ".json")}`),
      ),
    ];
    // Every English page, every Spanish one under /es, and the Spanish error page.
    const expected = [...pagesIn("content", ""), ...pagesIn("content/es", "/es"), "/es/404"].sort();
    const made = createPage.mock.calls.map(([page]: [{ path: string; context: { slug: string } }]) => page.path).sort();
    expect(made).toEqual(expected);
    expect(createPage).toHaveBeenCalledWith(
      expect.objectContaining({ path: "/services/examplephoto", context: { slug: "examplephoto", lang: "en" } }),
    );
    expect(createPage).toHaveBeenCalledWith(
      expect.objectContaining({ path: "/es/services/examplephoto", context: { slug: "examplephoto", lang: "es" } }),
    );
    expect(createPage).toHaveBeenCalledWith(expect.objectContaining({ path: "/es/404", matchPath: "/es/*" }));
  });
});

describe("onCreatePage", () => {
  /** What onCreatePage stops the build with for a page at pagePath. */
  const refusal = (pagePath: string) => {
    const report = gatsbyReporter();
    (onCreatePage as unknown as Hook)({ page: { path: pagePath, component: "src/pages/x.tsx" }, reporter: report });
    return report.panicOnBuild.mock.calls.map(([message]: [string]) => message);
  };

  it.each("/ /services/examplephoto /services/Example3D /about/exampletour /404 /404/ /404.html /dev-404-page/".split(" "))(
    "lets the page at %s through",
    (pagePath) => expect(refusal(pagePath)).toEqual([]),
  );

  it.each([
    "/services/../../../x",
    "/..",
    "../x",
    "/services/\\..\\..\\x",
    "//evil.example",
    "/services/a b",
    "/services/x\u0000",
    "",
  ])("stops the build for the page path %j, which could be written outside public/", (pagePath) =>
    expect(refusal(pagePath)).toEqual([
      expect.stringMatching(/^page path ".*" is not a plain site path \(.*\); refused the page from src\/pages\/x\.tsx$/),
    ]),
  );

  it("names a refused path with its control characters visible", () => {
    expect(refusal("/services/x\u0000")).toEqual([expect.stringMatching(/^page path "\/services\/x\\u0000" is not/)]);
  });
});
