// Prints the gzip size of what each route loads: the entry, the route chunk and their static imports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../../../dist/console/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const total = (files) => [...files].reduce((sum, f) => sum + gz(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
console.log(`entry (every route)            ${kb(total(entry))}`);
const layout = Object.keys(manifest).find((k) => k.endsWith('app/AppLayout.tsx'));
for (const key of Object.keys(manifest).filter((k) => /routes\/\w+Route\.tsx$|NotFoundRoute/.test(k))) {
  const own = closure(key);
  const extra = [...own].filter((f) => !entry.has(f));
  const needsLayout =
    !/LoginRoute|NotFoundRoute/.test(key) && layout ? [...closure(layout)].filter((f) => !entry.has(f)) : [];
  const first = new Set([...entry, ...extra, ...needsLayout]);
  console.log(
    `${key.split('/').pop()?.padEnd(30)} chunk ${kb(gz(manifest[key].file)).padStart(8)}  route-only ${kb(total(extra)).padStart(8)}  first paint ${kb(total(first))}`,
  );
}
