#!/usr/bin/env node
// The import boundaries of the monorepo, as one list: `biome.json`'s `overrides` are generated
// from it (`node scripts/boundaries.mjs`), and `npm run lint` refuses a biome.json that differs
// (`--check`), so a rule is changed here and nowhere else.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const features = readdirSync(join(root, 'packages/console/src/features')).sort();

/** A workspace package and everything below it. */
const pkg = (...names) => names.flatMap((name) => [`@nsa/${name}`, `@nsa/${name}/**`]);
/** An npm package and its subpaths. */
const npm = (...names) => names.flatMap((name) => [name, `${name}/**`]);

const presentational =
  'ui is presentational: data, routes, wallet, queries and translations belong to the console.';
const backEnds =
  'the back-ends depend on @nsa/api (and the mocks on the server core), never on the front end.';
const consoleMocks =
  'the console reaches the mocks only through its dev harness (src/dev/), so no build ever contains them.';
const coreEdge = "the server's core imports nothing of its edge (HTTP listener, driver, files, environment).";

/**
 * Zones of files, each with what it may not import. The zones do not overlap: Biome's overrides
 * replace a rule's options rather than merge them, so a file gets exactly one zone's list.
 * `nodeFree` zones run in the browser too (no node: modules, no process.env).
 */
const zones = [
  {
    files: ['packages/api/**'],
    deny: [
      [
        pkg('ui', 'console', 'mocks', 'server'),
        'api depends on nothing of the product: the others depend on it.',
      ],
      [
        npm('react', 'react-dom'),
        'api never imports React: it is the contract, shared by server and console.',
      ],
    ],
  },
  {
    files: ['packages/ui/**'],
    deny: [
      [
        [
          ...pkg('api', 'console', 'mocks', 'server'),
          ...npm(
            'wagmi',
            '@tanstack/react-query',
            'react-router',
            'react-router-dom',
            'i18next',
            'react-i18next',
          ),
        ],
        presentational,
      ],
      [
        npm('viem'),
        "ui checks addresses and hashes with ox's own modules: viem would pull the wallet libraries' modules into the signed-in pages.",
      ],
    ],
  },
  // The server's core, at each depth: a relative import that climbs out of core/ reaches the edge.
  ...[
    ['packages/server/src/core/*.ts', '../**'],
    ['packages/server/src/core/*/*.ts', '../../**'],
  ].map(([files, outside]) => ({
    files: [files],
    nodeFree: true,
    deny: [
      [pkg('ui', 'console', 'mocks'), backEnds],
      [[...npm('postgres', '@hono/node-server'), outside], coreEdge],
    ],
  })),
  {
    files: ['packages/server/**', '!packages/server/src/core/**'],
    deny: [[pkg('ui', 'console', 'mocks'), backEnds]],
  },
  {
    files: ['packages/mocks/src/node/**'],
    deny: [[pkg('ui', 'console'), backEnds]],
  },
  {
    files: ['packages/mocks/**', '!packages/mocks/src/node/**'],
    nodeFree: true,
    deny: [
      [pkg('ui', 'console'), backEnds],
      [
        ['@nsa/server', '@nsa/server/snapshot', '@nsa/server/testing'],
        "the mocks run the server's core, which the browser can load: its edge stays in node.",
      ],
    ],
  },
  {
    files: ['packages/console/src/dev/**'],
    deny: [[pkg('server'), 'the console talks to a server over HTTP only.']],
  },
  // Node tests of the console's own modules may answer through the mocks in node.
  {
    files: ['packages/console/src/lib/**/*.test.ts'],
    deny: [[pkg('server'), 'the console talks to a server over HTTP only.']],
  },
  {
    files: [
      'packages/console/src/**',
      '!packages/console/src/dev/**',
      '!packages/console/src/features/**',
      '!packages/console/src/lib/**/*.test.ts',
    ],
    deny: [[[...pkg('mocks'), ...pkg('server')], consoleMocks]],
  },
  ...features.map((feature) => ({
    files: [`packages/console/src/features/${feature}/**`],
    deny: [
      [['**/app/**', '**/app'], 'a feature must not import app/: move what both need to lib/.'],
      [
        features
          .filter((other) => other !== feature)
          .flatMap((other) => [`**/features/${other}/**`, `../../${other}/**`]),
        'a feature must not import another feature: move what both need to lib/.',
      ],
      [[...pkg('mocks'), ...pkg('server')], consoleMocks],
    ],
  })),
];

/** One zone as a Biome override. */
function override({ files, deny, nodeFree }) {
  const rules = {
    style: {
      noRestrictedImports: {
        level: 'error',
        options: { patterns: deny.map(([group, message]) => ({ group, message })) },
      },
      ...(nodeFree ? { noProcessEnv: 'error' } : {}),
    },
    ...(nodeFree ? { correctness: { noNodejsModules: 'error' } } : {}),
  };
  return { includes: files, linter: { rules } };
}

const file = join(root, 'biome.json');
const current = readFileSync(file, 'utf8');
const config = JSON.parse(current);
config.overrides = zones.map(override);
// In Biome's own formatting, so `biome check` finds nothing to change in what this writes.
const formatted = spawnSync(
  join(root, 'node_modules', '.bin', 'biome'),
  ['format', '--stdin-file-path=biome.json'],
  {
    input: JSON.stringify(config),
    encoding: 'utf8',
  },
);
if (formatted.status !== 0) throw new Error(`biome format: ${formatted.stderr}`);
const next = formatted.stdout;

if (process.argv.includes('--check')) {
  if (next !== current) {
    console.error(
      'biome.json is not what scripts/boundaries.mjs makes of its zones: run `node scripts/boundaries.mjs`.',
    );
    process.exit(1);
  }
} else {
  writeFileSync(file, next);
}
