// `npm run test:mutation`: StrykerJS over the contract's rules (packages/api) and the server's
// services, against the behaviour suite (conformance, on the mocks: the server's own code in this
// process) and the unit tests beside the rules. Not part of `npm test`: a full run takes an hour
// on two cores; later runs reuse the results of unchanged code (incremental).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The suite reaches the code over HTTP (msw), not through imports: every test may cover any file.
  vitest: { configFile: 'stryker.vitest.config.ts', related: false },
  mutate: [
    'packages/api/src/**/*.ts',
    '!packages/api/src/**/*.test.ts',
    '!packages/api/src/**/*.test-d.ts',
    // Test helpers and the demo world's generator (its data is compared whole by the suite).
    '!packages/api/src/testing.ts',
    '!packages/api/src/demo/**',
    'packages/server/src/core/services/**/*.ts',
  ],
  coverageAnalysis: 'perTest',
  // No tsconfig to rewrite in the sandbox: the file named here does not exist. (Stryker rewrites
  // one with TypeScript's JavaScript API, which TypeScript 7 no longer has; the tests run on
  // source files through Vite, which reads no tsconfig paths.)
  tsconfigFile: 'tsconfig.stryker-none.json',
  concurrency: 2,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: 'node_modules/.cache/stryker-tmp',
  ignoreStatic: true,
  timeoutMS: 30_000,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 85, break: null },
};
