import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// ui is presentational: data, routes, wallet, queries and translations belong to the console.
const forbidden = [
  '@nsa/api',
  '@nsa/console',
  '@nsa/mocks',
  'wagmi',
  '@tanstack/react-query',
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
  // Its address and hash checks come from ox's own modules: importing viem would put every viem
  // module the wallet libraries use (WalletConnect's are many) into the signed-in pages' load.
  'viem',
];

const root = import.meta.dirname;
const sourceFile = /\.(ts|tsx|mts|cts|js|jsx|mjs|mdx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === '__screenshots__') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return sourceFile.test(entry.name) ? [path] : [];
  });
}

// `from 'x'`, `import 'x'`, `import('x')`, `require('x')`, `export … from 'x'`.
const specifierPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"`])([^'"`]+)\1/g;

function importedSpecifiers(source: string): string[] {
  return [...source.matchAll(specifierPattern)].map((match) => match[2] ?? '');
}

function isForbidden(specifier: string): boolean {
  return forbidden.some((name) => specifier === name || specifier.startsWith(`${name}/`));
}

describe('ui import guard', () => {
  it('finds the specifiers of every import form', () => {
    const source = [
      "import { a } from '@nsa/api';",
      'import type { B } from "wagmi";',
      "import '@nsa/mocks/browser';",
      "const c = await import('react-router-dom');",
      "export { d } from '@tanstack/react-query';",
      "const e = require('i18next');",
      "import {\n  f,\n} from\n  '@nsa/console';",
    ].join('\n');
    const found = importedSpecifiers(source);
    expect(found).toEqual([
      '@nsa/api',
      'wagmi',
      '@nsa/mocks/browser',
      'react-router-dom',
      '@tanstack/react-query',
      'i18next',
      '@nsa/console',
    ]);
    expect(found.every(isForbidden)).toBe(true);
  });

  it('allows the libraries ui is built on', () => {
    for (const allowed of [
      'react',
      'styled-components',
      '@radix-ui/react-dialog',
      'ox/Address',
      'dayjs',
      './theme/index.ts',
    ]) {
      expect(isForbidden(allowed)).toBe(false);
    }
    expect(isForbidden('wagmi-like')).toBe(false);
    expect(isForbidden('@nsa/apis')).toBe(false);
  });

  it('no file in packages/ui/src imports the api, console, mocks, wallet, queries, router or i18n', () => {
    // This file names the forbidden packages in its own fixtures.
    const files = sourceFiles(root).filter((file) => file !== import.meta.filename);
    expect(files.length).toBeGreaterThan(1);
    const offenders = files.flatMap((file) =>
      importedSpecifiers(readFileSync(file, 'utf8'))
        .filter(isForbidden)
        .map((specifier) => `${relative(root, file)} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
