import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signIn as apiSignIn, call, login } from '@nsa/api/testing';
import { mnemonicToAccount } from 'viem/accounts';
import { DEMO_ACCOUNTS, expect, signIn, TestWallet, test, toast, WALLET_NAME } from '../fixtures.ts';
import { baseURL } from '../playwright.config.ts';

const sessionEnded = 'Your session has ended. Sign in again.';
const MNEMONIC = 'test test test test test test test test test test test junk';

/** A staff account of its own (outside the demo world), so other specs' demo accounts stay as they are. */
async function freshAdmin(index: number, label: string) {
  const account = mnemonicToAccount(MNEMONIC, { addressIndex: index });
  const admin = await apiSignIn(baseURL, 'admin');
  const created = await call(baseURL, 'POST', '/api/manage/user', {
    token: admin,
    body: { address: account.address, role: 'operator' },
  });
  expect(created.status, created.body.message).toBe(200);
  const superToken = await apiSignIn(baseURL, 'super');
  const promoted = await call(baseURL, 'POST', '/api/manage/user/update', {
    token: superToken,
    body: { address: account.address, role: 'admin', label },
  });
  expect(promoted.status, promoted.body.message).toBe(200);
  return account;
}

test('disabling an admin signed in elsewhere signs that console out within 5 s, and its wallet is refused', async ({
  page,
  wallet,
  browser,
}) => {
  const account = await freshAdmin(40, 'Temp admin');
  // The admin works in one browser…
  wallet.account = account;
  await page.goto('/login');
  await page.getByRole('button', { name: WALLET_NAME }).click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('banner')).toContainText('Temp admin');

  // …while a super, in another, disables the account from its page.
  const superContext = await browser.newContext();
  const superPage = await superContext.newPage();
  const superWallet = new TestWallet(superPage, 'super');
  await superWallet.install();
  await signIn(superPage, superWallet, 'super');
  await superPage.goto(`/user/${account.address}`);
  const staffCard = superPage.getByRole('region', { name: 'Staff account' });
  await staffCard.getByRole('button', { name: 'Disable' }).click();
  const confirm = superPage.getByRole('alertdialog');
  await expect(confirm).toContainText('signed out everywhere');
  await confirm.getByRole('button', { name: 'Disable' }).click();
  const disabledAt = Date.now();
  await expect(staffCard).toContainText('Disabled');

  // The admin's open console is back at the login within 5 s, with nothing of the session left.
  await expect(page).toHaveURL(/\/login/, { timeout: 5_000 });
  expect(Date.now() - disabledAt).toBeLessThan(5_000);
  await expect(toast(page, sessionEnded)).toBeVisible();
  // Its wallet's next sign-in is refused, and says why.
  await page.getByRole('button', { name: WALLET_NAME }).click();
  await expect(page.getByRole('alert')).toContainText('This account is disabled');
  await expect(page).toHaveURL(/\/login/);

  // Nothing of another account changed: the super works on, the demo admin still signs in.
  await superPage.reload();
  await expect(superPage.getByRole('region', { name: 'Staff account' })).toContainText('Disabled');
  expect((await login(baseURL, TestWallet.accountOf('admin'))).status).toBe(200);
  await superContext.close();
});

/** A page on another site: a second origin on this machine, as a page the admin merely opens. */
async function attackerSite(html: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test("a page on another site cannot spend the admin's sign-ins: no-cors login and <img> nonce bursts count for nothing", async ({
  page,
  wallet,
}) => {
  const target = baseURL;
  const html = `<!doctype html><title>cat pictures</title><body><script>
    const api = ${JSON.stringify(target)};
    const logins = Array.from({ length: 12 }, () =>
      fetch(api + '/api/auth/login', { method: 'POST', mode: 'no-cors', body: 'x' }).catch(() => null));
    const images = Array.from({ length: 62 }, (_, i) => new Promise((done) => {
      const img = new Image();
      img.onload = img.onerror = done;
      img.src = api + '/api/auth/nonce?address=${DEMO_ACCOUNTS.admin}&n=' + i;
      document.body.append(img);
    }));
    Promise.all([...logins, ...images]).then(() => { document.title = 'done'; });
  </script></body>`;
  const { origin, server } = await attackerSite(html);
  try {
    // What the server answered. The no-cors fetches' answers reach Playwright's response events;
    // Chromium's ORB hides a JSON answer to an <img> from those, not from the devtools protocol.
    const logins: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/auth/login') logins.push(response.status());
    });
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.enable');
    // Every answer's status by request, matched to the nonce requests when counted: the protocol may
    // report a request's answer before the request itself (4 of 62 once came in that order).
    const nonceRequests = new Set<string>();
    const statusOf = new Map<string, number>();
    devtools.on('Network.requestWillBeSent', (event) => {
      if (new URL(event.request.url).pathname === '/api/auth/nonce') nonceRequests.add(event.requestId);
    });
    devtools.on('Network.responseReceivedExtraInfo', (event) => {
      statusOf.set(event.requestId, event.statusCode);
    });
    const nonces = () => [...nonceRequests].flatMap((id) => statusOf.get(id) ?? []);
    await page.goto(origin);
    await expect(page).toHaveTitle('done');
    // Every one of the 74 cross-site requests was refused before it could count.
    await expect.poll(() => logins.length).toBe(12);
    await expect.poll(() => nonces().length).toBe(62);
    expect(new Set([...logins, ...nonces()])).toEqual(new Set([403]));
    // The admin's own sign-in, in the same browser, goes through.
    await signIn(page, wallet, 'admin');
    await expect(page).toHaveURL('/home');
  } finally {
    server.close();
  }
});
