import { expect, homeOf, type Role, signIn, TestWallet, test, toast, WALLET_NAME } from '../fixtures.ts';

type ConsoleRole = Exclude<Role, 'user' | 'secondSuper'>;
const roleLabel: Record<ConsoleRole, string> = {
  super: 'Super',
  admin: 'Admin',
  kol: 'KOL',
  operator: 'Operator',
};

/** The menu each role sees (null: a single screen, so no menu), and a screen it may not open. */
const expected: Record<
  ConsoleRole,
  { heading: string; menu: (string | RegExp)[] | null; forbidden: string }
> = {
  super: {
    heading: 'Users',
    // The Withdrawals entry carries the pending count, read out with it.
    menu: ['Users', 'Orders', /^Withdrawals\d+pending: \d+$/, 'Points', 'Audit log'],
    forbidden: '/nowhere',
  },
  admin: { heading: 'Users', menu: ['Users', 'Orders', 'Points'], forbidden: '/withdraw' },
  // The kol's only screens are its downline (users and a user's detail): Users is its whole menu.
  kol: { heading: 'Users', menu: ['Users'], forbidden: '/order' },
  operator: { heading: 'Points', menu: null, forbidden: '/home' },
};

test.describe('each role signs in and lands on its home with its menu', () => {
  for (const [role, want] of Object.entries(expected) as [ConsoleRole, (typeof expected)[ConsoleRole]][]) {
    test(role, async ({ page, wallet }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
      await signIn(page, wallet, role);
      await expect(page).toHaveURL(homeOf(role));
      expect(wallet.signed).toHaveLength(1);
      await expect(page.getByText(`Signed in as ${roleLabel[role]}`)).toBeVisible();
      await expect(page.getByRole('heading', { name: want.heading, level: 1 })).toBeVisible();
      // The tab names the page, as the menu entry that opens it does.
      await expect(page).toHaveTitle(`${want.heading} · Node Sales Admin`);
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      if (want.menu === null) await expect(nav).toHaveCount(0);
      // A one-item menu may also be left out; when shown it lists exactly the role's screens.
      else if (want.menu.length > 1 || (await nav.count()) > 0)
        await expect(nav.getByRole('link')).toHaveText(want.menu);
      for (const hidden of ['Users', 'Orders', 'Withdrawals', 'Points', 'Audit log'].filter(
        (x) =>
          !want.menu?.some((entry) =>
            typeof entry === 'string' ? entry === x : entry.test(`${x}0pending: 0`),
          ),
      ))
        await expect(page.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);

      // The session survives a reload (the token is restored from storage).
      await page.reload();
      await expect(page).toHaveURL(homeOf(role));
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

      // A screen the role may not open sends it home (or to the 404 page for an unknown path).
      await page.goto(want.forbidden);
      if (want.forbidden === '/nowhere') {
        await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      } else {
        await expect(page).toHaveURL(homeOf(role));
        await expect(page.getByRole('heading', { name: want.heading, level: 1 })).toBeVisible();
        // Said, not silent: the pasted link did not just fail.
        await expect(toast(page, 'Your role cannot open that page.')).toBeVisible();
      }

      // Signing out returns to the login screen, and the token no longer opens screens.
      await page.goto(homeOf(role));
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL('/login');
      await page.goto(homeOf(role));
      await expect(page).toHaveURL(/\/login\?redirect=/);
    });
  }

  test('a wallet that is no console user is refused', async ({ page, wallet }) => {
    await page.goto('/login');
    wallet.account = TestWallet.accountOf('user');
    await page.getByRole('button', { name: WALLET_NAME }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Sign-in refused' })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    expect(wallet.signed).toHaveLength(1);
  });
});
