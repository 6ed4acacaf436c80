#!/usr/bin/env node
// `npm start` / `npm start:prod`: build the console when missing or stale, then serve console + API.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
process.chdir(root);
const prod = process.argv.includes('--prod');

/** Newest modification time of any file below `dir` (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

const index = join('dist', 'console', 'index.html');
if (existsSync('vite.config.ts')) {
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(...['packages/console/src', 'packages/ui/src', 'packages/api/src'].map(newest));
  if (built < sources) {
    console.log(built ? 'console sources changed: rebuilding' : 'console not built yet: building');
    const build = spawnSync(join('node_modules', '.bin', 'vite'), ['build'], { stdio: 'inherit' });
    if (build.status !== 0) console.warn('console build failed: serving the API with a placeholder page');
  }
}

const env = { ...process.env };
if (prod) {
  env.NODE_ENV ??= 'production';
  env.DEMO = '0';
} else {
  env.DEMO ??= '1';
}
const args = ['--import', 'tsx', join('packages', 'server', 'src', 'main.ts'), ...(prod ? ['--prod'] : [])];
const server = spawn(process.execPath, args, { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
