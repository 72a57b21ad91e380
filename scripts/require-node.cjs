/**
 * Stops an npm script on a Node.js older than the one `.nvmrc` names, with a message that says
 * which Node the project needs and which it found, before anything else runs (the site's code
 * uses APIs an older Node lacks, such as fs.globSync and URLPattern, and would otherwise fail
 * midway with a TypeError). Plain CommonJS with no dependencies, so any Node can run it.
 */
"use strict";
const fs = require("fs");
const path = require("path");

/** The major version `.nvmrc` names, e.g. 24. */
function requiredMajor() {
  return parseInt(fs.readFileSync(path.join(__dirname, "..", ".nvmrc"), "utf8").replace(/^\s*v/, ""), 10);
}

/** The message for a Node version (e.g. "v20.19.2"), or undefined when it is new enough. */
function nodeVersionProblem(found, wanted) {
  const major = parseInt(String(found).replace(/^v/, ""), 10);
  if (major >= wanted) return undefined;
  return (
    `this project needs Node ${wanted} (found ${found}). ` +
    "Run `nvm install` in this folder, or see Quick start in README.md for other ways to get it."
  );
}

module.exports = { requiredMajor, nodeVersionProblem };

if (require.main === module) {
  const problem = nodeVersionProblem(process.version, requiredMajor());
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
