// Bundle figures: the gzip size of what each step from /login to every screen loads, from the build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { add, KB } from './figures.ts';

function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
};

const viteBin = join('node_modules', '.bin', 'vite');

export function bundle(temp: () => string) {
  console.log('bundle');
  const dist = join('dist', 'console');
  const index = join(dist, 'index.html');
  const sources = Math.max(
    ...['packages/console/src', 'packages/ui/src', 'packages/api/src'].map(newest),
    statSync('vite.config.ts').mtimeMs,
  );
  if (
    !existsSync(index) ||
    statSync(index).mtimeMs < sources ||
    !existsSync(join(dist, '.vite/manifest.json'))
  ) {
    console.log('  building the console (missing or stale)');
    const run = spawnSync(viteBin, ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (run.status !== 0) throw new Error('vite build failed');
  }
  measureBundle(dist, 'bundle');

  // A deployment with a WalletConnect project id builds WalletConnect in: the same budgets hold.
  console.log('  building the console with a WalletConnect project id');
  const withWalletConnect = temp();
  const run = spawnSync(
    viteBin,
    ['build', '--logLevel', 'warn', '--outDir', withWalletConnect, '--emptyOutDir'],
    {
      stdio: 'inherit',
      env: { ...process.env, VITE_WALLETCONNECT_PROJECT_ID: '0123456789abcdef0123456789abcdef' },
    },
  );
  if (run.status !== 0) throw new Error('vite build with WalletConnect failed');
  measureBundle(withWalletConnect, 'bundle with WalletConnect');
}

/** The load of each step from /login to every screen, from the build in `dist`. */
function measureBundle(dist: string, area: string) {
  const index = join(dist, 'index.html');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const gz = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = gz.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      gz.set(file, size);
    }
    return size;
  };
  const total = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipOf(f), 0);
  /** A chunk's file, CSS and everything it imports statically (and lazily too, with `lazy`). */
  const closure = (key: string, into = new Set<string>(), lazy = false) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    const deps = lazy ? [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])] : (chunk.imports ?? []);
    for (const dep of deps) closure(dep, into, lazy);
    return into;
  };

  // What index.html itself loads: its module script, modulepreloads and stylesheets.
  const html = readFileSync(index, 'utf8');
  const firstPaint = new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map(
      (m) => m[1] as string,
    ),
  );
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, firstPaint);
  add({
    area,
    figure: '/login first paint (entry + static imports + CSS)',
    value: total(firstPaint) / KB,
    unit: 'kB gz',
    goal: 110,
  });

  const byName = (pattern: RegExp) => Object.keys(manifest).find((k) => pattern.test(k));
  const signInChunk = byName(/features\/auth\/api\/signInWith\.ts$/);
  if (signInChunk) {
    const signInReady = closure(signInChunk, new Set(firstPaint));
    add({
      area,
      figure: 'choosing a wallet: wagmi and viem (load when a wallet is chosen)',
      value: total([...signInReady].filter((f) => !firstPaint.has(f))) / KB,
      unit: 'kB gz',
      // The budget is the first paint; wagmi and viem arrive while the wallet asks to connect.
      goal: null,
    });
    // WalletConnect's connector, provider and QR dialog load only when it is chosen; at most all of
    // what they import, statically or lazily, beyond the wallet list.
    const walletConnect = byName(/wagmi[\\/]dist[\\/]esm[\\/]exports[\\/]walletConnect\.js$/);
    if (walletConnect) {
      const chosen = [...closure(walletConnect, new Set(), true)].filter((f) => !signInReady.has(f));
      add({
        area,
        figure: 'choosing WalletConnect (loads when chosen)',
        value: total(chosen) / KB,
        unit: 'kB gz',
        goal: null,
      });
    }
  }
  // Signed in, the router and the shell load once before any screen; each screen then adds its
  // own chunk and the static imports nothing before it loaded.
  const loaded = new Set(firstPaint);
  const step = (name: string, pattern: RegExp, goal: number | null) => {
    const key = byName(pattern);
    if (!key) {
      add({
        area,
        figure: name,
        value: null,
        unit: '',
        goal,
        note: 'not measured: chunk not found',
      });
      return;
    }
    const files = [...closure(key)].filter((f) => !loaded.has(f));
    // The shared steps stay loaded for what follows; a screen is measured as the first one opened.
    if (goal === null) for (const f of files) loaded.add(f);
    // No screen may bring the wallet connectors: they belong to sign-in.
    const wallet = files.some((f) => /\/(wagmi|signInWith)-/.test(f));
    add({
      area,
      figure: name,
      value: total(files) / KB,
      unit: `kB gz${goal === null ? '' : wallet ? ', loads wagmi' : ', no wagmi'}`,
      goal: wallet ? 0.001 : goal,
    });
  };
  // Not a screen chunk, so no budget: what loads once after sign-in, before the first screen.
  step(
    'after sign-in: the shell (router, data client and contract, layout, the list screens’ parts and the table)',
    /^_shell-[\w-]+\.js$/,
    null,
  );
  for (const [name, pattern] of [
    ['screen: users (/home, with its figures and queue line)', /HomeRoute\.tsx$/],
    ['screen: user detail', /UserDetailRoute\.tsx$/],
    ['screen: orders', /OrdersRoute\.tsx$/],
    ['screen: withdrawals', /WithdrawRoute\.tsx$/],
    ['screen: points (/operation)', /OperationRoute\.tsx$/],
    ['screen: audit log (/audit)', /AuditRoute\.tsx$/],
  ] as [string, RegExp][])
    step(name, pattern, 40);

  // Figures on /home: the chart loads after the screen (and its figures' numbers), on its own.
  const chart = byName(/FiguresChart\.tsx$/);
  const section = byName(/HomeRoute\.tsx$/);
  if (chart && section) {
    const before = closure(section, new Set(loaded));
    const chartFiles = [...closure(chart)].filter((f) => !before.has(f));
    add({
      area,
      figure: 'figures chart chunk (SVG), loads on /home only',
      value: total(chartFiles) / KB,
      unit: 'kB gz',
      goal: 60,
    });
    const screens = Object.entries(manifest).filter(
      ([k, c]) => c.isDynamicEntry && k !== chart && /Route\.tsx$/.test(k),
    );
    const carrying = screens.filter(([k]) => chartFiles.some((f) => closure(k).has(f))).map(([k]) => k);
    add({
      area,
      figure: 'screens whose own chunks carry the chart',
      value: carrying.length,
      unit: carrying.length > 0 ? carrying.join(', ') : 'screens',
      goal: 0,
    });
  }
}
