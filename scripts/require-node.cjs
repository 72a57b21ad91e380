/**
 * Stops an npm script on a Node.js older than `.nvmrc` names, before it fails midway on an API that Node
 * lacks (docs/developing.md). Plain CommonJS with no dependencies, so any Node can run it.
 */
"use strict";
const fs = require("fs");
const path = require("path");

const wanted = parseInt(fs.readFileSync(path.join(__dirname, "..", ".nvmrc"), "utf8").replace(/^\s*v/, ""), 10);
if (parseInt(process.version.replace(/^v/, ""), 10) < wanted) {
  console.error(
    `this project needs Node ${wanted} (found ${process.version}). ` +
      "Run `nvm install` in this folder, or see Quick start in README.md for other ways to get it.",
  );
  process.exit(1);
}
