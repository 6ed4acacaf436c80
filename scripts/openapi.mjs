#!/usr/bin/env node
// `npm run lint:openapi`: the served OpenAPI document, linted offline by @redocly/cli (`print` writes it to stdout).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
// The loader is tsx's: the document is built from the TypeScript sources, as the server builds it.
const { openApiDocument } = await import('../packages/server/src/core/openapi.ts');
const document = openApiDocument(process.env.ORIGIN ?? 'http://localhost:8080');

if (process.argv[2] === 'print') {
  process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'nsa-openapi-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(document, null, 2));
const run = spawnSync(
  join(root, 'node_modules', '.bin', 'redocly'),
  ['lint', file, '--config', join(root, 'redocly.yaml'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    // No telemetry and no update check: the lint runs offline and sends nothing anywhere.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
rmSync(dir, { recursive: true, force: true });
process.exit(run.status ?? 1);
