import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { endpoints, screenTable } from '@nsa/api';
import type { Rolldown } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import {
  type PreloadPlan,
  preloadPlan,
  preloadScript,
  SESSION_CHECK_PATH,
  STORED_SESSION_KEY,
  screenModules,
} from './viteSignedInPreload.ts';

const consoleSrc = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'console', 'src');

/** A bundle of chunks: file name → the modules it holds and the files it imports statically. */
function bundleOf(chunks: Record<string, { modules: string[]; imports?: string[] }>): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, { modules, imports = [] }]) => [
      fileName,
      { type: 'chunk', fileName, moduleIds: modules, imports } as unknown as Rolldown.OutputChunk,
    ]),
  );
}

const modules = {
  entry: '/src/main.tsx',
  shell: '/src/app/mountConsole.tsx',
  screens: Object.fromEntries(screenTable.map(({ id }) => [id, `/src/${id}Route.tsx`])),
};

/** Every screen in its own chunk importing `imports`, plus the entry and the shell. */
function consoleBundle(imports: Record<string, string[]> = {}) {
  return bundleOf({
    'assets/index.js': { modules: ['/src/main.tsx'], imports: ['assets/runtime.js'] },
    'assets/runtime.js': { modules: ['\0runtime'] },
    'assets/shell.js': {
      modules: ['/src/app/mountConsole.tsx', '/src/lib/api.ts'],
      imports: ['assets/runtime.js', 'assets/keccak.js'],
    },
    'assets/keccak.js': { modules: ['/node_modules/ox/keccak.js'] },
    'assets/dialog.js': { modules: ['/src/ui/Dialog.tsx'], imports: ['assets/shell.js'] },
    ...Object.fromEntries(
      screenTable.map(({ id }) => [
        `assets/${id}.js`,
        {
          modules: [`/src/${id}Route.tsx`],
          imports: imports[id] ?? ['assets/shell.js', 'assets/runtime.js'],
        },
      ]),
    ),
  });
}

type Page = {
  links: { rel: string; crossOrigin: string | null; href: string }[];
  fetches: [string, RequestInit][];
  window: Record<string, unknown>;
};

/** Runs the inline script as the browser would, at `pathname`, with `stored` in localStorage. */
function runScript(script: string, pathname: string, stored: string | null | (() => never)): Page {
  const page: Page = { links: [], fetches: [], window: {} };
  const context = {
    localStorage: {
      getItem: (key: string) =>
        typeof stored === 'function' ? stored() : key === STORED_SESSION_KEY ? stored : null,
    },
    location: { pathname },
    document: {
      createElement: () => ({ rel: '', crossOrigin: null, href: '' }),
      head: { appendChild: (link: Page['links'][number]) => page.links.push(link) },
    },
    fetch: vi.fn((url: string, init: RequestInit) => {
      page.fetches.push([url, init]);
      return Promise.resolve(new Response('{}'));
    }),
    window: page.window,
  };
  runInNewContext(script, context);
  return page;
}

const session = JSON.stringify({ token: 'tok-1', address: `0x${'ab'.repeat(20)}` });

describe('signed-in preload', () => {
  it('reads the session where the console keeps it and checks it at the contract’s path', () => {
    // The console's constant, read from its source (its project's files are not this one's).
    const session = readFileSync(join(consoleSrc, 'lib', 'session.ts'), 'utf8');
    expect(session).toContain(`export const SESSION_STORAGE_KEY = '${STORED_SESSION_KEY}';`);
    expect(SESSION_CHECK_PATH).toBe(endpoints.authUser.path);
  });

  it('plans the shell’s files and each screen’s own, leaving out what the entry already loads', () => {
    const plan = preloadPlan(consoleBundle({ withdraw: ['assets/dialog.js', 'assets/shell.js'] }), modules);
    expect(plan?.shell).toEqual(['assets/shell.js', 'assets/keccak.js']);
    const screens = new Map(plan?.screens);
    expect([...screens.keys()]).toHaveLength(screenTable.length);
    expect(screens.get('^\\/home$')).toEqual(['assets/home.js']);
    expect(screens.get('^\\/withdraw$')).toEqual(['assets/withdraw.js', 'assets/dialog.js']);
    expect(screens.get('^\\/user\\/[^/]+$')).toEqual(['assets/user.js']);
  });

  it('plans nothing for a build without the console’s entry, and fails a build whose screen has no chunk', () => {
    expect(
      preloadPlan(bundleOf({ 'iframe.js': { modules: ['/storybook/iframe.tsx'] } }), modules),
    ).toBeNull();
    const { audit: _, ...screens } = modules.screens;
    expect(() => preloadPlan(consoleBundle(), { ...modules, screens })).toThrow(/audit screen/);
  });

  it('finds every screen’s route module in the console’s screen table', () => {
    const found = screenModules(join(consoleSrc, 'app', 'screens.ts'));
    for (const { id } of screenTable) {
      expect(found[id], id).toMatch(/Route\.tsx$/);
      expect(existsSync(found[id] ?? ''), id).toBe(true);
    }
  });

  const plan = preloadPlan(consoleBundle(), modules) as PreloadPlan;
  const script = preloadScript(plan, '/console/', 'https://api.example/');

  it('on a signed-in page: preloads the shell and the screen the address names, and sends the session check', async () => {
    const page = runScript(script, '/withdraw/117', session);
    expect(page.links.map((link) => link.href)).toEqual([
      '/console/assets/shell.js',
      '/console/assets/keccak.js',
      '/console/assets/withdrawal.js',
    ]);
    // As the entry's own module script asks for them: a preload in another mode would be fetched twice.
    for (const link of page.links) expect(link).toMatchObject({ rel: 'modulepreload', crossOrigin: '' });
    expect(page.fetches).toEqual([
      [
        'https://api.example/api/auth/user',
        { method: 'GET', headers: { accept: 'application/json', token: 'tok-1' } },
      ],
    ]);
    const sent = page.window.nsaSessionCheck as { url: string; token: string; response: Promise<Response> };
    expect(sent).toMatchObject({ url: 'https://api.example/api/auth/user', token: 'tok-1' });
    expect((await sent.response).status).toBe(200);
  });

  it('on a page no screen has (/login, /): the shell only', () => {
    for (const path of ['/login', '/']) {
      expect(runScript(script, path, session).links.map((link) => link.href)).toEqual([
        '/console/assets/shell.js',
        '/console/assets/keccak.js',
      ]);
    }
  });

  it('signed out, or with a session the console would not take: nothing at all, and no error', () => {
    const refused = [
      null,
      'not json',
      '{}',
      JSON.stringify({ token: '', address: `0x${'ab'.repeat(20)}` }),
      JSON.stringify({ token: 'tok', address: '0x12' }),
      () => {
        throw new Error('storage blocked');
      },
    ];
    for (const stored of refused) {
      const page = runScript(script, '/home', stored);
      expect(page.links, String(stored)).toEqual([]);
      expect(page.fetches, String(stored)).toEqual([]);
      expect(page.window.nsaSessionCheck).toBeUndefined();
    }
  });
});
