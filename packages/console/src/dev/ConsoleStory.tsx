import { type ConsoleRole, DEMO_ACCOUNTS } from '@nsa/api';
import type { Loader, StoryContext } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../app/App.tsx';
import { NavigationBridge } from '../app/mountConsole.tsx';
import { ConsoleRoutes } from '../app/router.tsx';
import { setNavigate, watchSessionEnd } from '../app/sessionLifecycle.ts';
import { keepPageOnChunkFailure } from '../lib/chunkFailure.ts';
import { clock } from '../lib/clock.ts';
import { initI18n } from '../lib/i18n.ts';
import { isLanguage } from '../lib/languages.ts';
import { outage } from '../lib/outage.ts';
import { clearSession, session, startSession } from '../lib/session.ts';
import { setSessionWallet } from '../lib/sessionWallet.ts';
import { applyTheme } from '../lib/theme.ts';
import { toasts } from '../lib/toast.ts';
import { connectDemoWallet, type DemoWalletOptions } from './demoWallet.ts';
import { demoToken, FIXTURE_NOW, seededWorld } from './mocks.ts';

/**
 * `parameters.console` of a screen story: who is signed in (null: nobody), and the session's
 * wallet for `sessionWallet` (how it answers signature requests; `false`: no wallet connected).
 */
export type ConsoleStoryParameters = { role: ConsoleRole | null; wallet?: DemoWalletOptions | false };

/** The session watch, started once, by the first screen story. */
let watching = false;
// The story's page is the test runner's frame: nothing may reload it or navigate it away, or every
// later story fails with it. Each screen navigates its own memory router (see ConsoleScreen).
keepPageOnChunkFailure();
setNavigate(() => undefined);

/**
 * Before each screen story (the demo world is back as seeded: see the preview's `beforeEach`): the
 * toolbar's language and theme, and the story's role signed in with the mocks' demo token — the
 * same state the app reaches after sign-in.
 */
export const consoleLoader: Loader = async ({ parameters, globals }) => {
  // Durations shown in the pictures count from the scene's clock, not from the day of the run.
  clock.now = () => FIXTURE_NOW.getTime();
  toasts.items = [];
  outage.down = false;
  const locale = String(globals.locale ?? 'en');
  await initI18n(isLanguage(locale) ? locale : 'en');
  applyTheme(globals.theme === 'dark' ? 'dark' : 'light');
  const role = (parameters.console as ConsoleStoryParameters | undefined)?.role ?? null;
  clearSession();
  // Signed in without a wallet to watch (a sign-in story before may have remembered one); started
  // before the first session, so no wagmi memory of an earlier story stands in for it.
  setSessionWallet(null);
  if (!watching) watchSessionEnd();
  watching = true;
  if (role) {
    const address = DEMO_ACCOUNTS[role];
    // As sign-in leaves it: with the account's label, shown in the header.
    const label = seededWorld.users.find((u) => u.address === address)?.label ?? null;
    startSession({ role, address, uid: `demo-${role}`, token: demoToken(role), label });
  }
  return {};
};

/** The whole console, routed in memory from `path`, as the browser would show it. */
export function ConsoleScreen({ path }: { path: string }) {
  const [ready] = useState(() => Promise.resolve());
  return (
    <App
      router={
        <MemoryRouter initialEntries={[path]}>
          <NavigationBridge />
          <ConsoleRoutes ready={ready} />
        </MemoryRouter>
      }
    />
  );
}

/** The signed-in role of the current story, for play functions. */
export function signedInRole(): ConsoleRole | null {
  return session.userInfo?.role ?? null;
}

/**
 * A `beforeEach` for screens that sign (withdrawal decisions): the signed-in role's demo wallet,
 * connected as after sign-in. Returns its cleanup.
 */
export async function sessionWallet({ parameters }: Pick<StoryContext, 'parameters'>) {
  const { role, wallet = {} } = (parameters.console ?? { role: null }) as ConsoleStoryParameters;
  if (!role || wallet === false) return undefined;
  return connectDemoWallet(role, wallet);
}
