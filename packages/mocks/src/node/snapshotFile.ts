import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXTURE_NOW } from '@nsa/api/demo-world';
import { dumpDemoWorld } from '@nsa/server/snapshot';
import { prepareScenes } from '../staging.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const cacheDir = join(root, 'node_modules', '.cache', 'nsa');

/** What the snapshot is made of: the contract and demo world, the server's core and migrations, the staging. */
const sources = [
  'packages/api/src',
  'packages/server/src/core',
  'packages/server/src/db/migrations',
  'packages/server/src/snapshot.ts',
  'packages/mocks/src/staging.ts',
  'node_modules/@electric-sql/pglite/package.json',
];

function filesOf(path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|sql|json)$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .sort();
}

/** A hash of every source the snapshot depends on: a change to any of them makes a new one. */
function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(filesOf)) {
    hash.update(file);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

let building: Promise<string> | null = null;

/**
 * The demo world's snapshot file (`node_modules/.cache/nsa/demo-world-<hash>.pgdata`), built
 * (about five seconds: migrate, seed, dump) when its sources changed since the last one.
 */
export function demoWorldFile(): Promise<string> {
  building ??= (async () => {
    const file = join(cacheDir, `demo-world-${sourceHash()}.pgdata`);
    if (existsSync(file)) return file;
    const bytes = await dumpDemoWorld({
      now: FIXTURE_NOW,
      prepare: (client) => prepareScenes(client, FIXTURE_NOW),
    });
    mkdirSync(cacheDir, { recursive: true });
    // Written aside and renamed: a parallel builder (another test worker) never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return file;
  })();
  return building;
}
