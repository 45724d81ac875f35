// ESLint (flat config): Next's rules (core web vitals) and typescript-eslint's recommended ones, run by
// `npm test` before anything else, with no warning allowed (`--max-warnings 0`).
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // a leading underscore says "deliberately unused" (a property left out of a rest, a catch binding old browsers need)
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // the server's pages read the clock once per request: no re-render runs them again
    files: ["app/**/page.tsx"],
    rules: { "react-hooks/purity": "off" },
  },
  {
    // CommonJS files: `require` is their import
    files: ["**/*.cjs", "jest.config.js", "tests/setup/sequencer.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  globalIgnores([".next/**", ".e2e/**", ".caisse/**", "data/**", "coverage/**", "test-results/**", "screenshots/**", "backups/**", "bench/**", "public/sw.js", "next-env.d.ts"]),
]);
