#!/usr/bin/env node
// `npm run test:mutation [-- <files to mutate>]`: StrykerJS (stryker.config.mjs) through its API.
// Its package entry refuses Node below 22 as it loads (its command line's check), while this
// repository runs on 20.19+ (see the README): the Stryker class is loaded from its own module,
// which has no such check, and the run is the same.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const core = dirname(createRequire(import.meta.url).resolve('@stryker-mutator/core/package.json'));
const { Stryker } = await import(pathToFileURL(join(core, 'dist', 'src', 'stryker.js')).href);

const mutate = process.argv.slice(2);
const results = await new Stryker({
  configFile: 'stryker.config.mjs',
  ...(mutate.length > 0 ? { mutate } : {}),
}).runMutationTest();
const counts = Object.groupBy?.(results, (m) => m.status) ?? {};
console.log(
  Object.entries(counts)
    .map(([status, list]) => `${status} ${list.length}`)
    .join(', '),
);
