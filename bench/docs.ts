// Storybook Docs pages as a designer opens them: the built Storybook served as static files, each
// screen's Docs page opened cold in Chromium, timed until its first story frame shows the screen.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium, type Frame } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { add, quantile } from './figures.ts';

const out = 'storybook-static';
/** The screens with the most stories: the pages a designer waits longest for. */
const pages = [
  { title: 'Console/Withdraw', id: 'console-withdraw--docs' },
  { title: 'Console/Users', id: 'console-users--docs' },
];
const RUNS = 3;
const GOAL_MS = 3_000;

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.data': 'application/octet-stream',
  '.pgdata': 'application/octet-stream',
};

function newest(dir: string): number {
  let latest = 0;
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) latest = Math.max(latest, statSync(join(e.parentPath, e.name)).mtimeMs);
  }
  return latest;
}

/** Builds Storybook when it is missing or older than any source it is made of. */
function ensureBuilt() {
  const index = join(out, 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(...['packages', '.storybook'].map((d) => newest(join(d))));
  if (built >= sources) return;
  console.log('  building Storybook (npm run build-storybook)');
  const run = spawnSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error('storybook build failed');
}

/** What a static host sends: the files as they are, with their types (no compression, as `npx serve`). */
function serve(): Promise<{ url: string; close: () => void }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(out, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    ),
  );
}

/** A story frame of the Docs page whose screen has drawn its heading (a console screen's first paint of content). */
async function firstStoryPainted(frames: () => Frame[]): Promise<void> {
  for (;;) {
    for (const frame of frames()) {
      if (!frame.url().includes('viewMode=story')) continue;
      const painted = await frame
        .evaluate(() => {
          const root = document.querySelector('[data-testid="story-root"]');
          const heading = root?.querySelector('h1');
          return Boolean(heading && heading.getBoundingClientRect().height > 0);
        })
        .catch(() => false);
      if (painted) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function docs() {
  console.log('Storybook Docs pages');
  ensureBuilt();
  const host = await serve();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const docsPage of pages) {
      const opened: number[] = [];
      const cold: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        // A new context each time: an empty cache.
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
        const page = await context.newPage();
        // As a designer opens it: Storybook is open on the Introduction, the page is chosen in the
        // sidebar (the manager's router follows the address, as a click sets it).
        await page.goto(`${host.url}/?path=/docs/introduction--docs`);
        await page.waitForLoadState('networkidle');
        let started = Date.now();
        await page.evaluate((path) => {
          history.pushState({}, '', `/?path=/docs/${path}`);
          dispatchEvent(new PopStateEvent('popstate', { state: {} }));
        }, docsPage.id);
        await firstStoryPainted(() => page.frames());
        opened.push(Date.now() - started);
        await context.close();
        // The page's address opened in a fresh tab with an empty cache: Storybook's own manager boots first.
        const fresh = await browser.newContext({ viewport: { width: 1366, height: 900 } });
        const tab = await fresh.newPage();
        started = Date.now();
        await tab.goto(`${host.url}/?path=/docs/${docsPage.id}`);
        await firstStoryPainted(() => tab.frames());
        cold.push(Date.now() - started);
        await fresh.close();
      }
      add({
        area: 'Storybook',
        figure: `Docs page ${docsPage.title} chosen in the sidebar: first story frame drawn (median of ${RUNS})`,
        value: quantile(opened, 0.5),
        unit: 'ms',
        goal: GOAL_MS,
        note: `runs ${opened.join(', ')} ms; built Storybook from a static server`,
      });
      add({
        area: 'Storybook',
        figure: `Docs page ${docsPage.title} as a new tab, empty cache: first story frame drawn (median of ${RUNS})`,
        value: quantile(cold, 0.5),
        unit: 'ms',
        goal: null,
        note: `runs ${cold.join(', ')} ms; includes Storybook's manager starting (about 0.9 s before the page's own frame loads)`,
      });
    }
  } finally {
    await browser.close();
    host.close();
  }
}
