import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

/**
 * The full Chromium, which the bench launches (Lighthouse measures the browser people use):
 * `CHROMIUM_PATH`, else the system's Chromium or Chrome, else Playwright's own (`npx playwright
 * install chromium`). Debian machines use the system package because Playwright cannot download its
 * browser there.
 */
const systemBrowsers: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ],
  darwin: [
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ],
  win32: [
    `${process.env.PROGRAMFILES ?? 'C:\\Program Files'}\\Google\\Chrome\\Application\\chrome.exe`,
    `${process.env['PROGRAMFILES(X86)'] ?? 'C:\\Program Files (x86)'}\\Google\\Chrome\\Application\\chrome.exe`,
    `${process.env.LOCALAPPDATA ?? ''}\\Chromium\\Application\\chrome.exe`,
  ],
};

export function findChromium(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (env.CHROMIUM_PATH) {
    if (existsSync(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist`);
  }
  const system = (systemBrowsers[platform] ?? []).find((path) => existsSync(path));
  if (system) return system;
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  throw new Error(
    'No Chromium found: set CHROMIUM_PATH, install Chromium or Chrome, or run `npx playwright install chromium`',
  );
}

/** Resolved lazily, so a config that never launches a browser does not need one. */
export const chromiumPath = (() => {
  try {
    return findChromium();
  } catch {
    return undefined;
  }
})();

/** Chromium's headless shell as Debian's `chromium-headless-shell` installs it. */
const systemShells: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: ['/usr/lib/chromium/chromium-headless-shell'],
};

/**
 * The Chromium the story and e2e tests launch: `CHROMIUM_PATH`, else the system's headless shell,
 * else the full browser as `findChromium` finds it. The shell is Chromium without the browser's own
 * layers (the same Blink, V8 and Skia, and Playwright's default for headless tests). Measured on a
 * 2-core machine, the same tests took less CPU: all stories 772 → 646 CPU seconds in one run each,
 * 7–9 % less in two alternating pairs of 151 stories; e2e 488 → 387 and 314 (252 → 202 and 166 s).
 * The committed screenshot baselines are its pictures; the full browser draws a plain native
 * `<button>` a pixel wider.
 */
export function findTestChromium(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (env.CHROMIUM_PATH) return findChromium(env, platform);
  return (systemShells[platform] ?? []).find((path) => existsSync(path)) ?? findChromium(env, platform);
}

export const testChromiumPath = (() => {
  try {
    return findTestChromium();
  } catch {
    return undefined;
  }
})();

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];
