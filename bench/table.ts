// Table figures: sorting and re-rendering the DataTable with 100 and 10,000 rows in Chromium.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { add, quantile } from './figures.ts';

const root = join(import.meta.dirname, '..');

export async function table() {
  console.log('table');
  const component = join('packages', 'ui', 'src', 'DataTable', 'DataTable.tsx');
  if (!existsSync(component)) {
    add({
      area: 'table',
      figure: 'sort 10,000 rows / 100 rows',
      value: null,
      unit: '',
      goal: 2,
      note: 'not measured: DataTable missing',
    });
    return;
  }
  const outDir = join(root, 'node_modules', '.cache', 'bench-table');
  await build({
    root: join(root, 'bench', 'table'),
    base: './',
    logLevel: 'warn',
    configFile: false,
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = join(outDir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(outDir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const sortTimes = async (rows: number) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${base}/?rows=${rows}`);
      await page.waitForSelector('tbody tr');
      const times: number[] = [];
      for (let i = 0; i < 24; i++) times.push(await page.evaluate(() => window.sortOnce()));
      const rendered = await page.locator('tbody tr').count();
      await page.close();
      // The first clicks warm up the JIT.
      return { p50: quantile(times.slice(4), 0.5), rendered };
    };
    const small = await sortTimes(100);
    const large = await sortTimes(10_000);
    add({
      area: 'table',
      figure: 'sort + re-render 100 rows p50',
      value: small.p50,
      unit: `ms (${small.rendered} rows in the DOM)`,
      goal: null,
    });
    add({
      area: 'table',
      figure: 'sort + re-render 10,000 rows p50',
      value: large.p50,
      unit: `ms (${large.rendered} rows in the DOM)`,
      goal: null,
    });
    add({
      area: 'table',
      figure: 'sort 10,000 rows / 100 rows',
      value: large.p50 / small.p50,
      unit: '×',
      goal: 2,
    });
  } finally {
    await browser.close();
    server.close();
  }
}
