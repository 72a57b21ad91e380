/** @jest-environment node */
// No page path may leave public/, whatever made the page. That the pages are exactly the checked content's, in each language, is
// checked on the build (__tests__/build/site.test.ts, seo.test.ts).
import { onCreatePage } from "../../gatsby-node";
import { gatsbyReporter } from "../support/siteCopy";

/** What onCreatePage stops the build with for a page at pagePath. */
const refusal = (pagePath: string) => {
  const reporter = gatsbyReporter();
  (onCreatePage as unknown as (args: unknown) => void)({ page: { path: pagePath, component: "src/pages/x.tsx" }, reporter });
  return reporter.panicOnBuild.mock.calls.map(([message]: [string]) => message);
};

it.each("/ /services/examplephoto /services/Example3D /about/exampletour /404 /404/ /404.html /dev-404-page/".split(" "))(
  "onCreatePage lets the page at %s through",
  (pagePath) => expect(refusal(pagePath)).toEqual([]),
);

// Each refused path is named as a JSON string would show it: its control characters visible.
it.each([
  ["/services/../../../x", "/services/../../../x"],
  ["/..", "/.."],
  ["../x", "../x"],
  ["/services/\\..\\..\\x", "/services/\\\\..\\\\..\\\\x"],
  ["//evil.example", "//evil.example"],
  ["/services/a b", "/services/a b"],
  ["/services/x\u0000", "/services/x\\u0000"],
  ["", ""],
])("onCreatePage stops the build for the page path %j, which could be written outside public/", (pagePath, shown) =>
  expect(refusal(pagePath)).toEqual([
    `page path "${shown}" is not a plain site path (letters, digits, - and _ between single slashes); refused the page from src/pages/x.tsx`,
  ]),
);
