#!/usr/bin/env node
// `npm start` / `npm start:prod`: build the console when missing or stale, then serve console + API.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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
// The build settings (VITE_* variables and .env files) the built console was made with: a change
// rebuilds it too, or `VITE_WALLETCONNECT_PROJECT_ID=… npm start` would serve the old build.
const stampFile = join('dist', 'console', '.build-settings');
// Kept as a hash: .env files may hold secrets, and dist/console is served.
const settings = createHash('sha256')
  .update(
    JSON.stringify([
      Object.entries(process.env)
        .filter(([name]) => name.startsWith('VITE_'))
        .sort(),
      readdirSync('.')
        .filter((name) => name.startsWith('.env') && statSync(name).isFile())
        .sort()
        .map((name) => [name, readFileSync(name, 'utf8')]),
    ]),
  )
  .digest('hex');
if (existsSync('vite.config.ts')) {
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  // The build's own settings and plugins (vite.config.ts, scripts/vite*.ts) count as its sources too.
  const buildFiles = [
    'vite.config.ts',
    ...readdirSync('scripts')
      .filter((name) => /^vite[^.]*\.ts$/.test(name))
      .map((name) => join('scripts', name)),
  ];
  const sources = Math.max(
    ...['packages/console/src', 'packages/ui/src', 'packages/api/src'].map(newest),
    ...buildFiles.map((file) => statSync(file).mtimeMs),
  );
  const sameSettings = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === settings;
  if (built < sources || !sameSettings) {
    console.log(
      !built
        ? 'console not built yet: building'
        : built < sources
          ? 'console sources changed: rebuilding'
          : 'console build settings changed: rebuilding',
    );
    const build = spawnSync(join('node_modules', '.bin', 'vite'), ['build'], { stdio: 'inherit' });
    if (build.status !== 0) console.warn('console build failed: serving the API with a placeholder page');
    else writeFileSync(stampFile, settings);
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
