import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChildServer, startChildServer } from '../../packages/server/test/childServer.ts';
import { expect, test, WALLET_NAME } from '../fixtures.ts';

const root = join(import.meta.dirname, '..', '..');
const walletConnectModule = /@walletconnect|@reown|wagmi[\\/]dist[\\/]esm[\\/]exports[\\/]walletConnect/;

test('a build without a WalletConnect project id offers no WalletConnect and ships none of it', async ({
  page,
  wallet: _installed,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: WALLET_NAME })).toBeVisible();
  await expect(page.getByRole('button', { name: 'WalletConnect' })).toHaveCount(0);
  const manifest = readFileSync(join(root, 'dist', 'console', '.vite', 'manifest.json'), 'utf8');
  expect(Object.keys(JSON.parse(manifest)).filter((id) => walletConnectModule.test(id))).toEqual([]);
});

test.describe('with a WalletConnect project id', () => {
  let dir: string;
  let server: ChildServer;
  // The server's ORIGIN defaults to http://localhost:<port>: sign-in refuses a page on another origin
  // (such as 127.0.0.1, where the child listens), as it would a cross-site one.
  const consoleUrl = () => server.url.replace('//127.0.0.1:', '//localhost:');

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dir = mkdtempSync(join(tmpdir(), 'nsa-walletconnect-'));
    const build = spawnSync(
      join(root, 'node_modules', '.bin', 'vite'),
      ['build', '--logLevel', 'error', '--outDir', dir, '--emptyOutDir'],
      {
        cwd: root,
        encoding: 'utf8',
        env: {
          ...process.env,
          VITE_WALLETCONNECT_PROJECT_ID: '0123456789abcdef0123456789abcdef',
          // A build for this spec alone: no compressed copies to write (most of its time).
          NSA_PRECOMPRESS: 'off',
        },
      },
    );
    expect(build.status, build.stderr).toBe(0);
    server = await startChildServer({ CONSOLE_DIR: dir, DATA_DIR: join(dir, 'data'), DATABASE_URL: '' });
  });

  test.afterAll(async () => {
    server?.process.kill();
    await server?.exited;
    rmSync(dir, { recursive: true, force: true });
  });

  test('WalletConnect loads only when chosen, opens its QR dialog in the console theme, and a closed dialog is a clear rejection', async ({
    page,
  }) => {
    // Every report of a blocked font, image or connection: the console's CSP must allow the dialog's.
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.addInitScript(() => localStorage.setItem('nsa:theme', 'light'));

    await page.goto(`${consoleUrl()}/login`);
    const choose = page.getByRole('button', { name: 'WalletConnect' });
    await expect(choose).toBeVisible();
    // No browser wallet here, and WalletConnect needs none: no "install a wallet" message.
    await expect(page.getByText('No wallet found')).toHaveCount(0);
    expect(requested.filter((url) => /\/assets\/(walletConnect|index\.es|core)-/.test(url))).toEqual([]);

    await choose.click();
    await expect(page.getByText('Scan this QR Code with your phone')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status')).toHaveText('Connecting to your wallet…');
    await expect(choose).toBeDisabled();
    // AppKit's own default is dark: light here means the console's theme reached the dialog.
    expect(await page.locator('w3m-modal').evaluate((modal) => getComputedStyle(modal).colorScheme)).toBe(
      'light',
    );

    await page.keyboard.press('Escape');
    await expect(page.getByRole('alert')).toHaveText('Request rejected in wallet.');
    await expect(choose).toBeEnabled();
    expect(blocked).toEqual([]);
  });

  test('after a WalletConnect sign-in, a reload reconnects through WalletConnect too, and the session stays', async ({
    page,
    wallet,
  }) => {
    await page.goto(`${consoleUrl()}/login`);
    await page.getByRole('button', { name: WALLET_NAME }).click();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    expect(wallet.authorized).toBe(true);

    // As the console and wagmi record a sign-in through WalletConnect; the wallet list's button stays unused.
    await page.evaluate(() => {
      localStorage.setItem('node-sales-admin.wallet', 'walletConnect');
      localStorage.setItem('wagmi.recentConnectorId', JSON.stringify('walletConnect'));
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const before = wallet.methods.length;
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect
      .poll(() => requested.some((url) => /\/assets\/walletConnect-[\w-]+\.js$/.test(url)))
      .toBe(true);
    // WalletConnect has no session to resume, so the browser wallet reconnects and nothing ends.
    // (eth_chainId is the last question of the browser wallet's reconnect.)
    await expect.poll(() => wallet.methods.slice(before)).toContain('eth_chainId');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});
