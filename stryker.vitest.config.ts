import './scripts/node-polyfills.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The workspace packages as this folder's own files. Stryker runs the tests in a copy of the
 * repository whose node_modules is the original's, and there `@nsa/…` links to the original
 * packages: without these, the tests would import the sources without the mutants.
 */
const workspaceAliases = ['api', 'server', 'mocks'].flatMap((name) => {
  const dir = join(import.meta.dirname, 'packages', name);
  const { exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  return Object.entries(exports).map(([subpath, file]) => ({
    find: new RegExp(`^@nsa/${name}${subpath === '.' ? '' : subpath.slice(1)}$`),
    replacement: join(dir, file),
  }));
});

/**
 * The tests StrykerJS runs for each mutant (stryker.config.mjs): the behaviour suite on the mocks
 * (the server's own code in this process, so its mutants are active), the unit tests of the
 * contract's rules, and the server tests that reach services the suite cannot.
 */
export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    environment: 'node',
    include: [
      'packages/api/src/**/*.test.ts',
      'conformance/mocks.test.ts',
      // What only the server's own tests reach, in this process: verify-audit over the database,
      // contract wallets through a chain node, the idle clock's writes, nonce housekeeping.
      ...['verify-audit', 'decision-wallets', 'smart-wallet', 'session-clock', 'signin-edges'].map(
        (name) => `packages/server/test/${name}.test.ts`,
      ),
    ],
    setupFiles: ['./scripts/node-polyfills.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    server: { deps: { inline: [/@nsa\//] } },
  },
});
