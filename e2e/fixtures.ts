import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEMO_ACCOUNT_INDEX, DEMO_ACCOUNTS, DEMO_MNEMONIC } from '@nsa/api';
import { typedDataFromJson } from '@nsa/api/testing';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { type HDAccount, mnemonicToAccount } from 'viem/accounts';

export type Role = keyof typeof DEMO_ACCOUNT_INDEX;
export const WALLET_NAME = 'E2E Wallet';
export const SESSION_KEY = 'node-sales-admin';
/** Where the console remembers the wallet a session signed in with (its EIP-6963 rdns). */
export const SESSION_WALLET_KEY = 'node-sales-admin.wallet';
/** The first production chain: what the wallet reports as its network. */
const CHAIN_ID = '0x1';

type Reply = { result?: unknown; error?: { code: number; message: string } };

/**
 * An EIP-1193 wallet announced through EIP-6963 (and set as window.ethereum). The page only
 * forwards requests: the keys stay here, in Node, and sign with viem.
 */
export class TestWallet {
  account: HDAccount;
  /** Whether the page has been granted the account (eth_requestAccounts). */
  authorized = false;
  /** personal_sign requests seen, for assertions. */
  signed: string[] = [];
  /** Every method the page asked for, in order. */
  methods: string[] = [];
  /** EIP-712 payloads signed (eth_signTypedData_v4), as the page sent them. */
  typedSigned: unknown[] = [];
  /** The wallet user refuses typed-data signatures (EIP-1193 4001). */
  refuseTypedData = false;

  constructor(
    private readonly page: Page,
    role: Role,
  ) {
    this.account = TestWallet.accountOf(role);
  }

  static accountOf(role: Role): HDAccount {
    return mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: DEMO_ACCOUNT_INDEX[role] });
  }

  async install(): Promise<void> {
    await this.page.exposeFunction('__nsaWalletRequest', (method: string, params: unknown[]) =>
      this.handle(method, params),
    );
    await this.page.addInitScript(
      ({ name, icon }) => {
        type Listener = (arg: unknown) => void;
        const listeners = new Map<string, Set<Listener>>();
        const bridge = (
          window as unknown as { __nsaWalletRequest: (m: string, p: unknown) => Promise<Reply> }
        ).__nsaWalletRequest;
        const provider = {
          async request({ method, params }: { method: string; params?: unknown }) {
            const reply = await bridge(method, params ?? []);
            if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
            return reply.result;
          },
          on(event: string, fn: Listener) {
            if (!listeners.has(event)) listeners.set(event, new Set());
            listeners.get(event)?.add(fn);
            return provider;
          },
          removeListener(event: string, fn: Listener) {
            listeners.get(event)?.delete(fn);
            return provider;
          },
        };
        const emit = (event: string, arg: unknown) => {
          for (const fn of [...(listeners.get(event) ?? [])]) fn(arg);
        };
        Object.assign(window, { __nsaWallet: { emit }, ethereum: provider });
        const info = Object.freeze({
          uuid: '5b2f7e1c-3c8e-4f0a-9d1e-e2e000000001',
          name,
          icon,
          rdns: 'test.nsa.e2e',
        });
        const announce = () =>
          window.dispatchEvent(
            new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
          );
        window.addEventListener('eip6963:requestProvider', announce);
        announce();
      },
      {
        name: WALLET_NAME,
        icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/%3E',
      },
    );
  }

  private async handle(method: string, params: unknown[]): Promise<Reply> {
    this.methods.push(method);
    switch (method) {
      case 'eth_requestAccounts':
        this.authorized = true;
        return { result: [this.account.address] };
      case 'eth_accounts':
        return { result: this.authorized ? [this.account.address] : [] };
      case 'eth_chainId':
        return { result: CHAIN_ID };
      case 'net_version':
        return { result: String(Number(CHAIN_ID)) };
      case 'wallet_revokePermissions':
        this.authorized = false;
        return { result: null };
      case 'personal_sign': {
        const [data, address] = params as [`0x${string}`, string];
        if (!this.authorized || address.toLowerCase() !== this.account.address.toLowerCase())
          return { error: { code: 4100, message: 'unauthorized account' } };
        this.signed.push(data);
        return { result: await this.account.signMessage({ message: { raw: data } }) };
      }
      case 'eth_signTypedData_v4': {
        const [address, json] = params as [string, string];
        if (!this.authorized || address.toLowerCase() !== this.account.address.toLowerCase())
          return { error: { code: 4100, message: 'unauthorized account' } };
        if (this.refuseTypedData) return { error: { code: 4001, message: 'User rejected the request.' } };
        const typedData = typedDataFromJson(json);
        this.typedSigned.push(typedData);
        return { result: await this.account.signTypedData(typedData) };
      }
      default:
        return { error: { code: 4200, message: `unsupported method ${method}` } };
    }
  }

  /** The wallet user picks another account: the page hears accountsChanged. */
  async switchTo(role: Role): Promise<void> {
    this.account = TestWallet.accountOf(role);
    await this.emit('accountsChanged', this.authorized ? [this.account.address] : []);
  }

  /** The wallet disconnects the site. */
  async disconnect(): Promise<void> {
    this.authorized = false;
    await this.emit('accountsChanged', []);
    await this.emit('disconnect', { code: 4900, message: 'disconnected' });
  }

  private async emit(event: string, arg: unknown): Promise<void> {
    await this.page.evaluate(
      ([e, a]) =>
        (window as unknown as { __nsaWallet: { emit: (e: string, a: unknown) => void } }).__nsaWallet.emit(
          e,
          a,
        ),
      [event, arg] as const,
    );
  }
}

export const homeOf = (role: Role) => (role === 'operator' ? '/operation' : '/home');

/** Signs in with the injected wallet from the login screen (opening it unless already there). */
export async function signIn(page: Page, wallet: TestWallet, role: Role): Promise<void> {
  wallet.account = TestWallet.accountOf(role);
  if (new URL(page.url(), 'http://x').pathname !== '/login') await page.goto('/login');
  await page.getByRole('button', { name: WALLET_NAME }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The token the console stored for its session. */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  const token = raw ? (JSON.parse(raw) as { token?: string }).token : undefined;
  if (!token) throw new Error('no stored session');
  return token;
}

/** A toast with this text: an item of the notifications region (F8 jumps there). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

/**
 * Presses Escape, as a keyboard user closing `layer` (a dialog, menu or drawer), again if the first
 * came too early: a Radix layer (@radix-ui/react-dismissable-layer 1.2) listens for Escape only once
 * it has rendered again as the topmost layer, two passes after the one that moves the focus into it,
 * which a loaded machine can run after the test has already pressed. A person is never that fast.
 */
export async function escapeCloses(page: Page, layer: Locator): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(layer).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** Presses Tab until `target` has the focus (keyboard only); fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** No horizontal scrolling: the document is no wider than the viewport. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core on the current page: every violation, with its nodes, for a readable failure. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the devtools protocol: the console's CSP (script-src 'self') stays on and
  // would refuse page.addScriptTag's inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // A dialog fading in has its text's contrast read part-way (muted labels then fail): the checks
  // wait for every animation with an end (not a skeleton's or a spinner's loop) to finish.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => {
    type Result = { violations: { id: string; help: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<Result> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
  return violations as string[];
}

export const test = base.extend<{ wallet: TestWallet }>({
  wallet: async ({ page }, use) => {
    const wallet = new TestWallet(page, 'super');
    await wallet.install();
    await use(wallet);
  },
});

export { DEMO_ACCOUNTS, expect };
