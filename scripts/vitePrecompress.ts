import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, once, at
 * build time, so the server sends the smallest encoding a client accepts without compressing per
 * request. Files under 1 kB are left alone (the headers would outweigh the saving).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'nsa:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true }).map(String);
      for (const file of files) {
        const path = join(outDir, file);
        if (!compressible.test(file) || statSync(path).size < 1024) continue;
        const source = readFileSync(path);
        const br = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        const gz = gzipSync(source, { level: 9 });
        if (br.length < source.length) writeFileSync(`${path}.br`, br);
        if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}
