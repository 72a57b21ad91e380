import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      ".wrangler/",
      ".lighthouseci-bench/",
      "static/admin/",
      "node_modules/",
      "src/gatsby-types.d.ts",
      "reports/",
      "test-results/",
      ".nginx/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { rules: { "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }] } },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-explicit-any": "error",
      // A click on the <dialog> element itself is the backdrop; Escape is handled natively.
      "jsx-a11y/no-noninteractive-element-interactions": ["error", { handlers: ["onKeyDown", "onKeyUp"] }],
      "jsx-a11y/click-events-have-key-events": "off",
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // The navigation benchmark's probe runs in the browser as an extension's content script.
    files: ["scripts/bench/navigation/**/*.js"],
    languageOptions: { globals: { ...globals.browser, chrome: "readonly" } },
  },
  {
    // The editor's bundle runs in the browser: no Node module, and nothing of the side that writes the editor.
    files: ["src/cms/browser/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["node:*", "**/plugins/**"], message: "src/cms/browser/ is bundled for the browser." }],
        },
      ],
    },
  },
  {
    files: ["__tests__/**", "__mocks__/**", "jest.setup.ts"],
    languageOptions: { globals: { ...globals.jest } },
  },
);
