/**
 * @jest-environment node
 *
 * No page path may leave public/, whatever made the page. That the pages are exactly the checked
 * content's, in each language, is checked on the build (__tests__/build/site.test.ts, seo.test.ts).
 */
import { onCreatePage } from "../../gatsby-node";
import { gatsbyReporter } from "../support/siteCopy";

describe("onCreatePage", () => {
  /** What onCreatePage stops the build with for a page at pagePath. */
  const refusal = (pagePath: string) => {
    const report = gatsbyReporter();
    (onCreatePage as unknown as (args: unknown) => void)({
      page: { path: pagePath, component: "src/pages/x.tsx" },
      reporter: report,
    });
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
