import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures.ts';

type Warning = { tone: string | null; visible: boolean };

/**
 * Each warning toast titled `title` the page shows, as the page itself reports it: the warning lives
 * 1.2 s before the reload takes it away, and a busy machine can delay a poll from here past the
 * reload. Installed for every document the page loads from now on (a reload starts a new one).
 */
async function recordWarnings(page: Page, title = 'System Warning'): Promise<Warning[]> {
  const warnings: Warning[] = [];
  await page.exposeFunction('__nsaSawWarning', (tone: string | null, visible: boolean) =>
    warnings.push({ tone, visible }),
  );
  const watch = (title: string) => {
    const report = (window as unknown as { __nsaSawWarning: (t: string | null, v: boolean) => void })
      .__nsaSawWarning;
    const reported = new WeakSet<Element>();
    const look = () => {
      for (const item of document.querySelectorAll('li[data-tone]')) {
        if (reported.has(item) || !item.textContent?.includes(title)) continue;
        reported.add(item);
        report(item.getAttribute('data-tone'), item.checkVisibility());
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  };
  await page.addInitScript(watch, title);
  await page.evaluate(watch, title);
  return warnings;
}

/**
 * The chunk named `name` is missing, as after a deploy that removed it, until the page has shown its
 * warning: every request for it fails until then (a signed-in page asks twice, its preload and its
 * import), and the reload the warning leads to finds it. Returns how often it was asked for.
 */
async function chunkMissing(page: Page, name: string, warnings: Warning[]): Promise<() => number> {
  let asked = 0;
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    asked++;
    if (warnings.length === 0) return route.abort('failed');
    return route.continue();
  });
  return () => asked;
}

/** The Orders screen's own chunk is missing until the page warns. */
const ordersChunkMissing = (page: Page, warnings: Warning[]) => chunkMissing(page, 'OrdersRoute', warnings);

/**
 * The toaster's chunk (it comes with the first toast) answers `ms` late, as on a slow network or
 * a busy machine: the warning then shows that much after the failure, and must still be seen.
 */
async function toasterSlow(page: Page, ms: number): Promise<void> {
  await page.route(/\/assets\/Toaster-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** After the reload: the Orders screen, the session intact. */
async function expectOrdersRecovered(page: Page): Promise<void> {
  await expect(page).toHaveURL('/order');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test('a screen chunk that fails to load shows "System Warning" and recovers after the reload', async ({
  page,
  wallet,
}) => {
  await signIn(page, wallet, 'super');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  const warnings = await recordWarnings(page);
  const asked = await ordersChunkMissing(page, warnings);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Orders' }).click();
  await reloaded;
  expect(warnings).toEqual([{ tone: 'warning', visible: true }]);

  await expectOrdersRecovered(page);
  // The chunk was asked for twice: the failed attempt, then the one after the reload.
  expect(asked()).toBe(2);
});

/**
 * Signs in, opens Orders, sets the scene (`stage`) and reloads: returns the warnings the page showed
 * once the page has loaded twice (the failing load, then the one its reload makes).
 */
async function reloadOrders(
  page: Page,
  wallet: Parameters<typeof signIn>[1],
  stage: (warnings: Warning[]) => Promise<void>,
  title?: string,
) {
  await signIn(page, wallet, 'super');
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const warnings = await recordWarnings(page, title);
  await stage(warnings);
  let loads = 0;
  const recovered = new Promise<void>((resolve) =>
    page.on('load', () => {
      if (++loads === 2) resolve();
    }),
  );
  await page.reload();
  await recovered;
  return warnings;
}

test('a signed-in reload whose screen chunk fails warns once and recovers after the reload', async ({
  page,
  wallet,
}) => {
  // On the reload, the landing screen's chunk fails once: the console loads it before its first
  // render (beside the session check), and the failure must still be told once, not once there
  // and again when the screen renders. The toaster comes 2 s late: the reload waits for the warning.
  let asked = () => 0;
  const warnings = await reloadOrders(page, wallet, async (warnings) => {
    asked = await ordersChunkMissing(page, warnings);
    await toasterSlow(page, 2_000);
  });

  expect(warnings).toEqual([{ tone: 'warning', visible: true }]);
  await expectOrdersRecovered(page);
  // Asked for again after the reload (the failing page asked twice: the preload, then the import).
  expect(asked()).toBeGreaterThanOrEqual(2);
});

test("with the toaster's chunk missing too, the warning is drawn plainly and the page recovers", async ({
  page,
  wallet,
}) => {
  const warnings = await reloadOrders(page, wallet, async (warnings) => {
    await ordersChunkMissing(page, warnings);
    await chunkMissing(page, 'Toaster', warnings);
  });
  expect(warnings).toEqual([{ tone: 'warning', visible: true }]);
  await expectOrdersRecovered(page);
});

test("with the console's own chunk missing, the warning shows on the empty page and the page recovers", async ({
  page,
  wallet,
}) => {
  let asked = () => 0;
  const warnings = await reloadOrders(page, wallet, async (warnings) => {
    asked = await chunkMissing(page, 'shell', warnings);
  });
  expect(warnings).toEqual([{ tone: 'warning', visible: true }]);
  await expectOrdersRecovered(page);
  expect(asked()).toBeGreaterThanOrEqual(2);
});

test('a warning told before the language has loaded is in that language', async ({ page, wallet }) => {
  // The landing screen's chunk is asked for before the page's language has loaded.
  const warnings = await reloadOrders(
    page,
    wallet,
    async (warnings) => {
      await page.evaluate(() => localStorage.setItem('nsa:lang', 'ar'));
      await ordersChunkMissing(page, warnings);
    },
    'تحذير النظام',
  );
  expect(warnings).toEqual([{ tone: 'warning', visible: true }]);
  await expect(page).toHaveURL('/order');
  await expect(page.getByRole('heading', { name: 'الطلبات', level: 1 })).toBeVisible();
});
