/** @jest-environment node */
import { findAll, textContent } from "domutils";
import { SPECULATION_RULES_TEXT } from "../../src/lib/speculationRules";
import { siteContentSecurityPolicy, scriptHash } from "../../hosting/headers";
import { ROUTES } from "../routes";
import { PUBLIC, byTag, load } from "../support/builtPages";

// The error pages too, Gatsby's copy at 404/index.html among them.
it.each([...ROUTES, "/404", "/404/index", "/es/404"])("%s carries the rules once, in its <head>", (route) => {
  const { children } = load(route);
  const rules = (nodes: typeof children) =>
    findAll((node) => byTag("script")(node) && node.attribs.type === "speculationrules", nodes);
  expect(rules(children).map((node) => textContent(node))).toEqual([SPECULATION_RULES_TEXT]);
  expect(rules(findAll(byTag("head"), children))).toHaveLength(1);
});

// The site's one policy, which `_headers` gives every page (hosting/netlify.test.ts) and nginx sends.
it("the site's Content-Security-Policy admits the rules by their hash", () => {
  const hash = scriptHash(SPECULATION_RULES_TEXT);
  expect(siteContentSecurityPolicy(PUBLIC)).toMatch(new RegExp(`script-src [^;]*${hash.replace(/[+/]/g, "\\$&")}`));
});
