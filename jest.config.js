/** Jest, per Gatsby's unit-testing recipe (babel-preset-gatsby, a mocked gatsby, CSS modules as class names). */
module.exports = {
  transform: {
    // An inline script's module, imported as `./name.inline?inline`, is the script's text.
    "\\.inline\\.ts$": "<rootDir>/plugins/gatsby-plugin-site-postbuild/inlineScript.ts",
    "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js",
  },
  moduleNameMapper: {
    "^(.+)\\?inline$": "$1",
    "\\.module\\.css$": "identity-obj-proxy",
    "\\.css$": "<rootDir>/__mocks__/file-mock.js",
    "\\.(jpg|jpeg|png|gif|svg|webp|avif|mp4|webm)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)"],
  testSequencer: "<rootDir>/__tests__/support/slowFirst.js",
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/e2e"],
  // Gatsby and the Netlify parsers ship ES modules only; babel turns them into CommonJS for jest.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|@netlify/[^/]+|smol-toml|escape-string-regexp)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
