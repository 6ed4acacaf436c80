import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { pathPattern, screenTable } from '../packages/api/src/screens.ts';

/**
 * A signed-in reload fetched the entry, then the shell and its screen's chunk, which only the
 * entry, once run, asks for: a step of the page's chain spent on the entry's download and run (its
 * largest paint came 0.6–0.7 s later on Lighthouse's simulated phone; bench/RESULTS.md). The page's
 * first inline script reads the stored session and, for a signed-in page, adds `modulepreload`
 * links for the shell and the chunks of the screen the address names, so all of them download
 * beside the entry, and sends the session check, which the entry takes over (`sendEarly`) and whose
 * answer starts the screen's first reads. A signed-out page (/login) loads nothing more: it is the
 * same page, with this script, and nothing is stored.
 *
 * Inline, not a file: it must run before the first stylesheet (a script after one waits for it) and
 * costs no request; the server allows it by its hash (packages/server/src/security.ts).
 */

/** Where the console keeps `{ token, address }` (its `SESSION_STORAGE_KEY`; a unit test holds them equal). */
export const STORED_SESSION_KEY = 'node-sales-admin';

/** The console's session check (its `SESSION_CHECK_PATH`; a unit test holds them equal). */
export const SESSION_CHECK_PATH = '/api/auth/user';

/** What to preload: the shell's files, and each screen's own (its path's pattern first). */
export type PreloadPlan = { shell: string[]; screens: [pattern: string, files: string[]][] };

type Chunk = Rolldown.OutputChunk;

/** A chunk and every chunk it imports statically, by file name. */
function closure(bundle: Rolldown.OutputBundle, start: Chunk): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
  };
  visit(start.fileName);
  return seen;
}

const chunkWith = (bundle: Rolldown.OutputBundle, moduleId: string): Chunk | undefined =>
  Object.values(bundle).find(
    (item): item is Chunk => item.type === 'chunk' && item.moduleIds.includes(moduleId),
  );

/**
 * The plan for a build: `entry` is the page's entry module, `shell` the module the entry imports
 * for signed-in pages, `screens` each screen's route module (absolute ids). Null when the bundle
 * has no such entry (another build using this config, such as Storybook's).
 */
export function preloadPlan(
  bundle: Rolldown.OutputBundle,
  modules: { entry: string; shell: string; screens: Record<string, string> },
): PreloadPlan | null {
  const entry = chunkWith(bundle, modules.entry);
  const shell = chunkWith(bundle, modules.shell);
  if (!entry || !shell) return null;
  const loaded = closure(bundle, entry);
  const shellFiles = [...closure(bundle, shell)].filter((file) => !loaded.has(file));
  const screens = screenTable.map(({ id, path }): [string, string[]] => {
    const module = modules.screens[id];
    const chunk = module ? chunkWith(bundle, module) : undefined;
    if (!chunk) throw new Error(`signed-in preload: no chunk holds the ${id} screen's module (${module})`);
    const files = [...closure(bundle, chunk)].filter(
      (file) => !loaded.has(file) && !shellFiles.includes(file),
    );
    return [pathPattern(path).source, files];
  });
  return { shell: shellFiles, screens };
}

/**
 * The inline script for a plan: ES5, self-contained, and silent on any failure (storage blocked,
 * a malformed session), where the entry then loads the chunks itself as before. The session's shape
 * is checked as the console's `readStoredSession` checks it.
 */
export function preloadScript(plan: PreloadPlan, base: string, apiUrl = ''): string {
  const check = apiUrl.replace(/\/$/, '') + SESSION_CHECK_PATH;
  return `(function(){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(STORED_SESSION_KEY)})||"null");\
if(!s||typeof s.token!=="string"||!s.token||!/^0x[0-9a-fA-F]{40}$/.test(s.address))return;\
var f=${JSON.stringify(plan.shell)},r=${JSON.stringify(plan.screens)},p=location.pathname,i,l,c;\
for(i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){f=f.concat(r[i][1]);break}\
for(i=0;i<f.length;i++){l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";\
l.href=${JSON.stringify(base)}+f[i];document.head.appendChild(l)}\
c=fetch(${JSON.stringify(check)},{method:"GET",headers:{accept:"application/json",token:s.token}});\
c["catch"](function(){});window.nsaSessionCheck={url:${JSON.stringify(check)},token:s.token,response:c}}catch(e){}})();`;
}

/**
 * Each screen's route module, read from the console's screen table (`load: () => import('…')`), as
 * absolute module ids: the build fails here if a screen of the contract's table has none.
 */
export function screenModules(screensFile: string): Record<string, string> {
  const source = readFileSync(screensFile, 'utf8');
  const found: Record<string, string> = {};
  for (const match of source.matchAll(/^\s+(\w+): \{\s*load: \(\) => import\('([^']+)'\)/gm)) {
    const [, id, specifier] = match;
    if (id && specifier) found[id] = resolve(dirname(screensFile), specifier);
  }
  const missing = screenTable.filter(({ id }) => !found[id]).map(({ id }) => id);
  if (missing.length > 0) throw new Error(`signed-in preload: no route module for ${missing.join(', ')}`);
  return found;
}

/**
 * The plugin: the preload script just before the page's first script or stylesheet (an inline script
 * after a stylesheet waits for it), after the `<meta>` tags, whose charset must come in the first kilobyte.
 */
export function signedInPreload(consoleSrc: string): Plugin {
  let base = '/';
  let apiUrl = '';
  return {
    name: 'nsa:signed-in-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      apiUrl = String(config.env.VITE_API_URL ?? '');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const plan = preloadPlan(context.bundle, {
          entry: resolve(consoleSrc, 'main.tsx'),
          shell: resolve(consoleSrc, 'app', 'mountConsole.tsx'),
          screens: screenModules(resolve(consoleSrc, 'app', 'screens.ts')),
        });
        if (!plan) return html;
        const at = html.search(/<(script|link)\b/);
        if (at < 0) throw new Error('signed-in preload: the page has no script or stylesheet to precede');
        return `${html.slice(0, at)}<script>${preloadScript(plan, base, apiUrl)}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}
