// Lighthouse on the built console served by the real server: /login signed out; /home, /withdraw
// and a deep link to one withdrawal signed in; with the mobile and desktop presets.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@nsa/server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouseRun, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright';
import { signIn } from '../e2e/stress/helpers.ts';
import { chromiumPath } from '../scripts/chromium.ts';
import { add, KB } from './figures.ts';

/** Where the console keeps its session (`{ token, address }`) and the wallet it signed in with. */
const SESSION_KEY = 'node-sales-admin';
const SESSION_WALLET_KEY = 'node-sales-admin.wallet';
/** As after a sign-in with MetaMask, whose extension this browser does not have. */
const SESSION_WALLET = 'io.metamask';

type Preset = 'mobile' | 'desktop';

/**
 * Why a signed-in score can land under 80: measured with a CPU profile of /withdraw in Chromium at
 * Lighthouse's 4× slowdown (production build, 390 px wide, after the fixes that profile led to).
 */
const SIGNED_IN_SCORE_GAP =
  'since 2026-11-30 the page itself starts the shell, its screen’s chunks and the session check as it is parsed ' +
  '(scripts/viteSignedInPreload.ts), beside the entry instead of after it has downloaded and run: on this machine ' +
  '/home went from 83–89 to 91–96 and /withdraw from 81–89 to 93–94 (three runs of each build; before, the three ' +
  'pages were 64–73 on a slower machine of this kind, where simulated throttling multiplies slower task times). ' +
  'What is left is the work below. Earlier: the score is mostly blocking time, and blocking time is the first render of the list: of about 2.9 s of main-thread ' +
  'work at 4× slowdown, React rendering takes 1.2 s, styled-components generating and inserting styles 0.25 s, i18next ' +
  '0.1 s, zod building the contract and checking the answer 0.1 s, the first Intl.DateTimeFormat 0.07 s. Simulated throttling ' +
  'scales the host’s own task times, so on this 2-core machine three runs of one page differ by up to 10 points (see the note). ' +
  'Largest paint waits on the same work, not on the network: unthrottled, signed-in /home has its shell and screen chunks ' +
  'and its three first reads in by 0.72 s and paints once, at 1.29 s (first and largest paint together); its 3.8 s simulated is mostly that ' +
  'main-thread work, which the simulation multiplies by four. Tried on 2026-11-28 with no change beyond run-to-run noise (three alternating runs ' +
  'each): building the first Intl formatters in a task of their own while the shell downloads, and Radix Presence ' +
  'no longer reading a tab panel’s computed style as it mounts (that style pass moves, it does not go away). ' +
  'On 2026-11-29 the first render stopped committing an empty page while its chunks suspended (React then held the ' +
  'reveal up to 300 ms) and became a transition, rendered in slices: the unthrottled first paint came about 90 ms ' +
  'sooner and the scores stayed within the noise (alternating runs, /home 74 → 72, /withdraw 64 → 67), because the ' +
  'long task left is the commit, not the render: about 150 ms on the host for inserting the page, its styles and a ' +
  'forced style pass, then a synchronous re-render that Radix Presence’s ref starts from the commit. Tried and ' +
  'dropped the same day (three alternating runs each, /home): drawing the users list, which a phone shows only ' +
  'below the fold, after the first paint. The browser painted sooner (1,308–1,464 → 1,155–1,205 ms), but the ' +
  'simulation scored it lower (66, 66, 66 → 61, 56, 54; simulated first paint 2.4 → 2.8–3.2 s, blocking time ' +
  '0.78–0.87 → 0.89–1.06 s): work moved after the paint still counts, now as blocking time, and no less of it. ' +
  'On 2026-11-29 (evening), fewer re-renders, counted with a build that records each function component React ' +
  'renders: a table row is drawn again only when its record, columns, selection or place changed (every list ' +
  'screen drew each row twice as it mounted, and again for its toolbar, header or the rest of the page), an ' +
  'address chip only when its address or label changed, and the first paint, the live queue count and the staff ' +
  'labels no longer redraw the whole shell, header, figures section or list. Components rendered on a signed-in ' +
  'load: /home about 2,300–2,650 → 1,260–1,290 (re-renders with changed props 1,193–1,374 → 148–155), /withdraw ' +
  '5,206 → 3,012, /order 2,501 → 1,801. Three alternating runs each: /withdraw 49, 66, 57 → 65, 70, 69 (blocking ' +
  'time 2,059, 804, 1,316 → 814, 651, 603 ms); /home 61, 68, 66 → 59, 67, 69, within the noise: what is left on ' +
  '/home is mounting its 1,076 components and the commit, about a third of which is the first style and layout ' +
  'pass of the whole page (40–75 ms on the host), forced inside the commit by Radix Presence reading an ' +
  'animation name; it would otherwise come in the next frame.';
/** Why a signed-in page's largest paint on a phone can come after 2.5 s. */
const SIGNED_IN_PAINT_GAP =
  'the chain is the HTML; then the entry, the shell, the screen’s chunks and the session check side by side (about ' +
  '200 kB of JS: a second of the simulated 1.6 Mbit/s); the screen’s first reads once the entry has run and the check ' +
  'has answered; then the first render, whose main-thread work the simulation multiplies by four. /withdraw renders ' +
  'the most (about 3,000 components for its 20 rows, its selection and its live count) and comes last of the three.';
/** Desktop has no throttled CPU: what is left is waiting, not work (see each page's blocking-time row). */
const SIGNED_IN_DESKTOP_GAP =
  'blocking time is small here; the points lost are mostly the paints, which wait on the signed-in chain: the entry, ' +
  'the shell and screen chunks, the session check and the first page of data.';
type Item = { resourceType?: string; transferSize?: number };

/**
 * The anchors each score stands beside, measured the same way before the change: /login's (issue 13),
 * and the signed-in pages' before the page started the shell, its screen's chunks and the session
 * check itself (scripts/viteSignedInPreload.ts; 2026-11-30, three runs of each build on this machine).
 */
const BEFORE: Record<string, string> = {
  'login mobile': 'before: 45–53',
  'login desktop': 'before: 93',
  'home mobile':
    'before the page’s own preload and session check: 83–89 (89, 88, 83 and 86, 85, 87 in two sets), largest paint 2.68–3.16 s; with the preload alone 87–94 (91, 87, 94), 2.49–2.50 s',
  'withdraw mobile':
    'before the page’s own preload and session check: 81, 89, 86, largest paint 3.01–3.14 s; with the preload alone 88, 88, 90, 2.58–2.63 s',
};

/**
 * The unthrottled first paint before the console's first render waited for its chunks and session
 * and rendered as a transition (2026-11-29; three runs alternating with the new build's, medians).
 */
const FIRST_PAINT_BEFORE: Record<string, string> = {
  '/home mobile': 'before: 1,272 ms (1,309, 1,272, 1,249); after, same runs: 1,183 (1,183, 1,234, 1,117)',
  '/withdraw mobile': 'before: 1,397 ms (1,401, 1,397, 1,239); after, same runs: 1,311 (1,333, 1,154, 1,311)',
};

export async function lighthouse() {
  console.log('Lighthouse');
  const dataDir = mkdtempSync(join(tmpdir(), 'nsa-bench-lh-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    demo: true,
    seedSize: 'small',
    log: false,
    consoleDir: join('dist', 'console'),
    nonceLimitPerMinute: 0,
  });
  let session = '';
  try {
    const once = async (path: string, preset: Preset, signedIn: boolean) => {
      let lhr: LighthouseResult | undefined;
      // A trace lost on a busy machine (NO_NAVSTART and the like) is run again, up to three times.
      for (let attempt = 1; attempt <= 3; attempt++) {
        lhr = await runOnce(server.url, path, preset, signedIn ? session : null);
        if (!lhr.runtimeError) break;
        console.log(`  Lighthouse on ${path}: ${lhr.runtimeError.code}, attempt ${attempt}`);
      }
      if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr?.runtimeError?.message}`);
      return lhr;
    };
    const scoreOf = (lhr: LighthouseResult) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const audit = async (path: string, preset: Preset, signedIn: boolean, runs = 1) => {
      // Several runs, their median reported, as Lighthouse advises against one run's variance.
      const all: LighthouseResult[] = [];
      for (let run = 0; run < runs; run++) all.push(await once(path, preset, signedIn));
      const sorted = [...all].sort((a, b) => scoreOf(a) - scoreOf(b));
      const lhr = sorted[Math.floor(sorted.length / 2)] as LighthouseResult;
      const spread = runs > 1 ? `median of ${runs} runs: ${all.map(scoreOf).join(', ')}` : undefined;
      const items = ((lhr.audits['network-requests']?.details as { items?: Item[] })?.items ?? []) as Item[];
      const js = items
        .filter((i) => i.resourceType === 'Script')
        .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
      const name = `${path === '/login' ? 'login' : path.slice(1)} ${preset}`;
      // The deep link's id changes with the demo world: its rows are named for what it is.
      const shown = /^\/withdraw\/\d+$/.test(path) ? '/withdraw/:id (a deep link)' : path;
      const score = scoreOf(lhr);
      // Issue 28 asks the signed-in pages for what /login has: 90 on a phone, 98 on a desktop.
      const goal = preset === 'desktop' ? 98 : 90;
      const area = `Lighthouse ${preset}`;
      const where = `${shown}${signedIn ? ' signed in' : ''}`;
      add({
        area,
        figure: `${where}: performance score`,
        value: score,
        unit: 'points',
        goal,
        atLeast: true,
        ...(BEFORE[name] || spread ? { note: [BEFORE[name], spread].filter(Boolean).join('; ') } : {}),
        ...(signedIn ? { gap: preset === 'desktop' ? SIGNED_IN_DESKTOP_GAP : SIGNED_IN_SCORE_GAP } : {}),
      });
      // Issue 28 asks a phone for a largest paint within 2.5 s on the signed-in pages.
      const paintGoal = signedIn && preset === 'mobile' ? 2500 : null;
      add({
        area,
        figure: `${where}: largest contentful paint`,
        value: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        unit: 'ms',
        goal: paintGoal,
        ...(path === '/login' && preset === 'mobile' ? { note: 'before: 6.7 s' } : {}),
        ...(paintGoal ? { gap: SIGNED_IN_PAINT_GAP } : {}),
      });
      if (signedIn) {
        // The page's own load, before the simulation rescales it: when this browser painted it.
        const observed = (
          lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] }
        )?.items?.[0]?.observedFirstContentfulPaint;
        add({
          area,
          figure: `${where}: first paint, as loaded (unthrottled)`,
          value: observed ?? Number.NaN,
          unit: 'ms',
          goal: null,
          ...(FIRST_PAINT_BEFORE[`${path} ${preset}`]
            ? { note: FIRST_PAINT_BEFORE[`${path} ${preset}`] }
            : {}),
        });
      }
      add({
        area,
        figure: `${where}: total blocking time`,
        value: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        unit: 'ms',
        goal: null,
        ...(path === '/login' && preset === 'mobile' ? { note: 'before: 1.1 s' } : {}),
      });
      add({
        area,
        figure: `${where}: transferred, all / JS`,
        value: (lhr.audits['total-byte-weight']?.numericValue ?? 0) / KB,
        unit: `kB (JS ${Math.round(js / KB)} kB)`,
        goal: null,
        ...(path === '/login' && preset === 'mobile'
          ? { note: 'JS before: 922 KiB raw, 281 kB gzip; react-admin 313, Refine 492, bare wagmi 111 kB' }
          : {}),
      });
      if (path === '/home' && preset === 'mobile') {
        // Issue 13's budget for a signed-in reload; the e2e transfer spec holds the same count to its limit.
        add({
          area,
          figure: `${where}: transferred JS`,
          value: js / KB,
          unit: 'kB',
          goal: 200,
          note:
            'before: 351 kB by this count; the e2e count (e2e/specs/transfer.spec.ts, until the chart has drawn) by step: ' +
            '274.5 kB, native selects 270.2, money without bignumber.js 262.8, declarative routes 249.1, menus and dialogs ' +
            'loaded when first opened 228.6, the figures’ chart as SVG instead of uPlot 207.3, the list screens’ parts and ' +
            'the table in the shell’s one file and SHA-256 left to the audit screen 194.8 (this count, measured one after ' +
            'the other: 242.6 → 223.1 on 2026-11-27, 223.1 in 28 files → 198.4 in 8 on 2026-11-28; 200.5 with the plain toasts ' +
            'and the re-render changes → ox’s address checks in the shell 199.8, the audit log’s and the points screen’s ' +
            'English with their chunks 197.9 on 2026-11-29)',
          gap:
            'what is left is the base every signed-in page needs (Brotli, from the build’s source maps): react-dom 55, ' +
            'i18next 14, react-router 11, zod 10, react-query 10, TanStack Table 11, styled-components with stylis 8, ' +
            'dayjs 3, ox’s address checks (Keccak for EIP-55) 5, plus each file’s response headers (about 420 bytes each). ' +
            'Preact in place of react-dom (measured 2026-11-27: -50 kB) doubled the blocking time: not adopted.' +
            ' What is left to cut is the sign-in island in the entry (about 8 kB before compression: the wallet list, its language and theme choices, wallet discovery), which a signed-in page does not run, but moving it out costs /login a request more in its chain.',
        });
      }
    };

    for (const preset of ['mobile', 'desktop'] as const) await audit('/login', preset, false);

    // Signed in: a token minted over HTTP with the demo super, stored where the console looks.
    const token = await signIn(server.url, 'super');
    const address = (await (await fetch(`${server.url}/api/auth/user`, { headers: { token } })).json()) as {
      data: { address: string };
    };
    session = JSON.stringify({ token, address: address.data.address });
    // A deep link to one withdrawal, as a shared link or a notification opens it: the newest pending one.
    const pending = (await (
      await fetch(`${server.url}/api/manage/withdraw?status=pending&page=1&pageSize=1`, {
        headers: { token },
      })
    ).json()) as { data: { list: { id: string }[] } };
    const newest = pending.data.list[0];
    if (!newest) throw new Error('Lighthouse: the demo world has no pending withdrawal to link to');
    const deepLink = `/withdraw/${newest.id}`;
    // Signed in, each page's score varies by a few points from run to run (simulated throttling
    // scales this machine's own task times): each is the median of three runs, as the goals are.
    const signedInPages = ['/home', '/withdraw', deepLink];
    for (const path of signedInPages) await audit(path, 'mobile', true, 3);
    for (const path of signedInPages) await audit(path, 'desktop', true, 3);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouseRun>>>['lhr'];

/** One Lighthouse run in a fresh browser (and profile): an empty HTTP cache, only the session stored. */
async function runOnce(base: string, path: string, preset: Preset, session: string | null) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    if (session) await storeSession(chrome.port, base, session);
    const result = await lighthouseRun(
      `${base}${path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // What Chromium asks for over HTTPS; over plain-HTTP loopback it would leave Brotli out.
        extraHeaders: { 'Accept-Encoding': 'br, gzip' },
        // Signed in, the session stored beforehand must survive Lighthouse's storage reset.
        disableStorageReset: session !== null,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Stores the console's session in the browser on `port`, for the origin of `url`. */
async function storeSession(port: number, url: string, session: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${url}/api/health`);
    await page.evaluate(
      (entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      },
      [
        [SESSION_KEY, session],
        [SESSION_WALLET_KEY, SESSION_WALLET],
      ] as [string, string][],
    );
    await page.close();
  } finally {
    // Over CDP this only disconnects: the browser stays up for Lighthouse.
    await browser.close();
  }
}
