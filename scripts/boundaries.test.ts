import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

let planted = 0;
/**
 * Lints `source` planted beside `path` for a moment, with the repository's biome.json (Biome
 * reports nothing for text on stdin, so the file is real; a unique name, removed at once).
 */
function lint(path: string, source: string) {
  const ext = extname(path);
  const file = join(root, dirname(path), `${basename(path, ext)}-${process.pid}-${++planted}${ext}`);
  writeFileSync(file, source);
  try {
    const run = spawnSync(join(root, 'node_modules', '.bin', 'biome'), ['lint', file], {
      cwd: root,
      encoding: 'utf8',
    });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}

describe('the linter holds the boundaries', () => {
  it.each([
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
  ])('refuses %s', (_what, path, source, rule) => {
    const result = lint(path, `${source}\n`);
    expect(result.ok, result.output).toBe(false);
    expect(result.output).toContain(rule);
  });

  it.each([
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
  ])('allows %s', (_what, path, source) => {
    const result = lint(path, `${source}\n`);
    expect(result.ok, result.output).toBe(true);
  });

  it('biome.json is what scripts/boundaries.mjs makes of its zones', () => {
    const run = spawnSync(process.execPath, [join(root, 'scripts', 'boundaries.mjs'), '--check'], {
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
  });
});
