/** @jest-environment node */
import path from "node:path";
import { pagePathProblem } from "../../gatsby/pagePaths";

const PUBLIC = path.resolve("/site/public");

describe("page paths Gatsby may write", () => {
  it.each([
    "/",
    "/services/examplephoto",
    "/services/Example3D",
    "/about/exampletour",
    "/404",
    "/404/",
    "/404.html",
    "/dev-404-page/",
  ])("accepts %s", (pagePath) => {
    expect(pagePathProblem(PUBLIC, pagePath)).toBeUndefined();
  });

  it.each([
    ["/services/../../../x", "is not a plain site path"],
    ["/..", "is not a plain site path"],
    ["../x", "is not a plain site path"],
    ["/services/\\..\\..\\x", "is not a plain site path"],
    ["//evil.example", "is not a plain site path"],
    ["/services/a b", "is not a plain site path"],
    ["/services/x\u0000", 'page path "/services/x\\u0000" is not a plain site path'],
    ["", "is not a plain site path"],
  ])("refuses %j", (pagePath, expected) => {
    expect(pagePathProblem(PUBLIC, pagePath)).toContain(expected);
  });
});
