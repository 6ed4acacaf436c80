import { readdirSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, once, at
 * build time, so the server sends the smallest encoding a client accepts without compressing per
 * request. Files under 1 kB are left alone (the headers would outweigh the saving). The files are
 * compressed side by side on zlib's thread pool: Brotli at its best quality is most of the build's time.
 *
 * `NSA_PRECOMPRESS=off` builds without the copies (the server then sends the files as they are):
 * for a throwaway build such as the e2e suite's WalletConnect one, whose 2.5 MB of WalletConnect
 * code took 6 of its 9 s to compress.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'nsa:precompress',
    apply: (_config, { command }) => command === 'build' && process.env.NSA_PRECOMPRESS !== 'off',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = readdirSync(outDir, { recursive: true })
        .map(String)
        .filter((file) => compressible.test(file) && statSync(join(outDir, file)).size >= 1024);
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const source = readFileSync(path);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          if (br.length < source.length) await writeFile(`${path}.br`, br);
          if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}
