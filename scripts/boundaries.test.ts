import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** What Biome says of each planted file: the rules it broke and its output lines. */
type Verdict = { rules: string[]; output: string };
const plantings: { path: string; source: string; file: string }[] = [];
/**
 * Plants `source` beside `path` (a unique name) to be linted with the repository's biome.json.
 * Biome reports nothing for text on stdin, so the files are real. They are linted in one run, as
 * each run builds the module graph for the import-cycle rule (about 2 s).
 */
function plant(path: string, source: string) {
  const ext = extname(path);
  const file = join(root, dirname(path), `${basename(path, ext)}-${process.pid}-${plantings.length}${ext}`);
  plantings.push({ path, source, file });
  return file;
}
const verdicts = new Map<string, Verdict>();
function lintPlanted() {
  for (const p of plantings) writeFileSync(p.file, `${p.source}\n`);
  try {
    const run = spawnSync(
      join(root, 'node_modules', '.bin', 'biome'),
      ['lint', '--reporter=github', '--max-diagnostics=none', ...plantings.map((p) => p.file)],
      { cwd: root, encoding: 'utf8' },
    );
    // One line per diagnostic: `::error title=lint/<group>/<rule>,file=<absolute path>,line=…::message`.
    const lines = `${run.stdout}${run.stderr}`.split('\n');
    for (const p of plantings) {
      const mine = lines.filter((l) => l.includes(`file=${p.file},`));
      verdicts.set(p.file, {
        rules: mine.map((l) => /title=lint\/\w+\/(\w+)/.exec(l)?.[1] ?? l),
        output: mine.join('\n'),
      });
    }
  } finally {
    for (const p of plantings) rmSync(p.file, { force: true });
  }
}

const refused: [string, string, string, string][] = [
  [
    'server core',
    'packages/server/src/core/services/planted.ts',
    "import '@nsa/mocks';",
    'noRestrictedImports',
  ],
  ['server edge', 'packages/server/src/planted.ts', "import '@nsa/mocks';", 'noRestrictedImports'],
  ['console app', 'packages/console/src/app/Planted.tsx', "import '@nsa/mocks';", 'noRestrictedImports'],
  [
    'console lib',
    'packages/console/src/lib/planted.ts',
    "import '@nsa/mocks/browser';",
    'noRestrictedImports',
  ],
  [
    'a screen story',
    'packages/console/src/features/users/routes/Planted.stories.tsx',
    "import '@nsa/mocks/browser';",
    'noRestrictedImports',
  ],
  [
    'a feature reaching another',
    'packages/console/src/features/users/routes/planted.ts',
    "import '../../orders/api/ordersQueries.ts';",
    'noRestrictedImports',
  ],
  ['ui reaching api', 'packages/ui/src/Planted.tsx', "import '@nsa/api';", 'noRestrictedImports'],
  ['api reaching ui', 'packages/api/src/planted.ts', "import '@nsa/ui';", 'noRestrictedImports'],
  [
    'the core reaching the file system',
    'packages/server/src/core/services/planted.ts',
    "import 'node:fs';",
    'noNodejsModules',
  ],
  [
    'the core reading the environment',
    'packages/server/src/core/planted.ts',
    'export const port = process.env.PORT;',
    'noProcessEnv',
  ],
  [
    'the core reaching its edge',
    'packages/server/src/core/services/planted.ts',
    "import '../../db/connection.ts';",
    'noRestrictedImports',
  ],
  [
    'the core reaching the driver',
    'packages/server/src/core/db/planted.ts',
    "import 'postgres';",
    'noRestrictedImports',
  ],
  ['the mocks reaching node', 'packages/mocks/src/planted.ts', "import 'node:fs';", 'noNodejsModules'],
  [
    'the mocks reaching the server edge',
    'packages/mocks/src/planted.ts',
    "import '@nsa/server';",
    'noRestrictedImports',
  ],
];
const allowed: [string, string, string][] = [
  [
    'the console dev harness reaching the mocks',
    'packages/console/src/dev/planted.ts',
    "import '@nsa/mocks/browser';",
  ],
  ['the mocks reaching the server core', 'packages/mocks/src/planted.ts', "import '@nsa/server/core';"],
  [
    'the core reaching its own schema',
    'packages/server/src/core/services/planted.ts',
    "import '../db/schema.ts';",
  ],
  ['the server edge reaching the core', 'packages/server/src/planted.ts', "import './core/api.ts';"],
  [
    'a feature reaching lib',
    'packages/console/src/features/users/routes/planted.ts',
    "import '../../../lib/api.ts';",
  ],
];

describe('the linter holds the boundaries', () => {
  const refusedCases = refused.map((c) => [...c, plant(c[1], c[2])] as const);
  const allowedCases = allowed.map((c) => [...c, plant(c[1], c[2])] as const);
  // One biome run over every planted file: about 5 s alone, and past the default 10 s beside the
  // other test files on a loaded two-core machine (CI, once).
  beforeAll(lintPlanted, 60_000);

  it.each(refusedCases)('refuses %s', (_what, _path, _source, rule, file) => {
    const verdict = verdicts.get(file);
    expect(verdict?.rules, verdict?.output).toContain(rule);
  });

  it.each(allowedCases)('allows %s', (_what, _path, _source, file) => {
    const verdict = verdicts.get(file);
    expect(verdict, 'the planted file was linted').toBeDefined();
    expect(verdict?.rules, verdict?.output).toEqual([]);
  });

  it('biome.json is what scripts/boundaries.mjs makes of its zones', () => {
    const run = spawnSync(process.execPath, [join(root, 'scripts', 'boundaries.mjs'), '--check'], {
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
  });
});
