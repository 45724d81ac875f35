// Two projects: unit (pure code) and integration (*.db.test.ts: services and route handlers on a fresh
// database per file, PGlite or PostgreSQL). The browser suite runs on Playwright Test (playwright.config.ts).
// Run through `npm test` (scripts/test.ts), which needs `node --experimental-vm-modules` for PGlite.
const nextJest = require("next/jest.js");

const createJestConfig = nextJest({ dir: __dirname });

const EMBEDDED_ONLY = [
  "<rootDir>/tests/db/lock\\.db\\.test\\.ts$",
  "<rootDir>/tests/db/pglite-thread\\.db\\.test\\.ts$",
  "<rootDir>/tests/db/crash-recovery\\.db\\.test\\.ts$",
  "<rootDir>/tests/server/backup\\.db\\.test\\.ts$",
];

module.exports = async () => {
  const base = await createJestConfig({
    testEnvironment: "node",
    // @serwist/next: tests/setup/serwist-next.ts (ESM only; next.config.ts imports it)
    moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "^@serwist/next$": "<rootDir>/tests/setup/serwist-next.ts" },
    // what the build and the browser suite write: jest's file map does not read them (npm test builds in the
    // background while jest runs, scripts/test.ts)
    modulePathIgnorePatterns: ["<rootDir>/\\.next/", "<rootDir>/\\.caisse/", "<rootDir>/\\.e2e/", "<rootDir>/test-results/", "<rootDir>/data/"],
  })();
  const project = (extra) => ({ ...base, ...extra });
  return {
    collectCoverageFrom: ["lib/domain/**/*.ts"],
    coverageThreshold: { "./lib/domain/": { branches: 100, functions: 100, lines: 100, statements: 100 } },
    coverageProvider: "v8",
    testSequencer: "<rootDir>/tests/setup/sequencer.js",
    coverageReporters: ["text-summary", "text"],
    projects: [
      project({
        displayName: "unit",
        testMatch: ["<rootDir>/tests/**/*.test.ts?(x)"],
        testPathIgnorePatterns: ["/node_modules/", "\\.db\\.test\\.tsx?$"],
        setupFiles: ["<rootDir>/tests/setup/env.ts"],
      }),
      project({
        displayName: "integration",
        testMatch: ["<rootDir>/tests/**/*.db.test.ts"],
        // the embedded database's own files (its folder lock, its worker thread, its recovery after a kill, its
        // backups) open PGlite folders whatever the engine: they run in the PGlite pass only, the PostgreSQL
        // pass would repeat them unchanged
        testPathIgnorePatterns: [...(base.testPathIgnorePatterns ?? []), ...(process.env.TEST_DB_ENGINE === "postgres" ? EMBEDDED_ONLY : [])],
        setupFiles: ["<rootDir>/tests/setup/env.ts"],
        setupFilesAfterEnv: ["<rootDir>/tests/setup/database.ts"],
        globalSetup: "<rootDir>/tests/setup/global-setup.ts",
        globalTeardown: "<rootDir>/tests/setup/global-teardown.ts",
      }),
    ],
  };
};
