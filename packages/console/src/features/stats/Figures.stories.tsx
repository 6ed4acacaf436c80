import { DEMO_ACCOUNTS } from '@nsa/api';
import { formatAmount } from '@nsa/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader } from '../../dev/ConsoleStory.tsx';
import { FIXTURE_NOW, handlers, scenarios, seededWorld, stageSql } from '../../dev/mocks.ts';
import { afterRetries, type Canvas, chooseOption, patient, settled } from '../../dev/screenQueries.ts';
import { ar } from '../../lib/locales/ar.ts';
import { rangeQuery } from './figureRange.ts';

const meta = {
  title: 'Console/Figures',
  component: ConsoleScreen,
  args: { path: '/home' },
  loaders: [consoleLoader],
  parameters: { console: { role: 'super' } },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The world's paid orders and new users in the last `days` days of the scene clock (as the section asks). */
function seeded(days: 7 | 30 | 90 | 365, within?: Set<string>) {
  const { from, to } = rangeQuery(days, FIXTURE_NOW.getTime());
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T23:59:59.999Z`);
  const inRange = (at: string) => Date.parse(at) >= start && Date.parse(at) <= end;
  const mine = (address: string) => !within || within.has(address);
  return {
    orders: seededWorld.orders.filter((o) => o.status === 'paid' && inRange(o.createdAt) && mine(o.address))
      .length,
    users: seededWorld.users.filter((u) => inRange(u.createdAt) && mine(u.address)).length,
    decided: seededWorld.withdrawals.filter((w) => w.decidedAt && inRange(w.decidedAt)).length,
  };
}

/** The demo kol's downline, as the world was generated. */
function downline(kol: string): Set<string> {
  const inviter = new Map<string, string | null>(seededWorld.users.map((u) => [u.address, u.inviterAddress]));
  const below = (address: string) => {
    for (let at = inviter.get(address); at; at = inviter.get(at)) if (at === kol) return true;
    return false;
  };
  return new Set(seededWorld.users.filter((u) => below(u.address)).map((u) => u.address));
}

const section = async (canvas: Canvas, title = 'How the business is doing') =>
  within(
    (await canvas.findByRole('heading', { name: title, level: 2 }, patient)).closest(
      'section',
    ) as HTMLElement,
  );

/** The figure a card shows, once loaded: its label, then exactly that number. */
async function card(figures: Canvas, label: string, value: number) {
  await waitFor(() => {
    const group = figures.getByRole('group', { name: label });
    expect(group).not.toHaveAttribute('aria-busy');
    // The card's second line is its figure.
    expect(group.children[1]).toHaveTextContent(new RegExp(`^${formatAmount(value)}$`));
  }, patient);
}

/** Nothing on the page still loading (the users list below included): the picture is final. */
const done = (canvasElement: HTMLElement, loading = 'Loading…') => settled(within(canvasElement), loading);

/** A super lands on figures of the last 30 days: paid orders, new users, commissions, decided withdrawals. */
export const Super: Story = {
  play: async ({ canvasElement }) => {
    const figures = await section(within(canvasElement));
    const expected = seeded(30);
    expect(expected.orders).toBeGreaterThan(0);
    await card(figures, 'Paid orders', expected.orders);
    await card(figures, 'New users', expected.users);
    await card(figures, 'Withdrawals decided', expected.decided);
    await expect(await figures.findByRole('img', { name: /Paid orders as bars/ }, patient)).toBeVisible();
    await done(canvasElement);
  },
};

/** The same numbers as a table, one row per day, newest first; weeks beyond 90 days. */
export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = await section(canvas);
    await userEvent.click(figures.getByRole('tab', { name: 'Table' }));
    const table = await figures.findByRole('table', { name: /Figures per day or week/ });
    // Newest first: today's row leads (the table draws the rows in view only).
    const { to } = rangeQuery(30, FIXTURE_NOW.getTime());
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(to), patient);
    await chooseOption(canvas, 'Range', 'Last 365 days');
    await waitFor(
      () => expect(within(table).getByRole('columnheader', { name: 'Week of (UTC)' })).toBeVisible(),
      patient,
    );
    await card(figures, 'Paid orders', seeded(365).orders);
    await done(canvasElement);
  },
};

/**
 * On a phone the table's rows are cards, drawn as the area scrolls: the first, today's, is there
 * (the area once started 0 px high as cards, and the virtualizer drew nothing into it).
 */
export const TableViewPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { screenshot: { screens: 2 } },
  play: async ({ canvasElement }) => {
    const figures = await section(within(canvasElement));
    await userEvent.click(figures.getByRole('tab', { name: 'Table' }));
    const table = await figures.findByRole('table', { name: /Figures per day or week/ });
    const { to } = rangeQuery(30, FIXTURE_NOW.getTime());
    await expect(await within(table).findByText(to, {}, patient)).toBeVisible();
    await done(canvasElement);
  },
};

/** An admin sees the business's figures, not the withdrawal desk's. */
export const Admin: Story = {
  parameters: { console: { role: 'admin' } },
  play: async ({ canvasElement }) => {
    const figures = await section(within(canvasElement));
    await card(figures, 'Paid orders', seeded(30).orders);
    await expect(figures.queryByText('Withdrawals decided')).toBeNull();
    await done(canvasElement);
  },
};

/** A kol sees its downline's figures only. */
export const Kol: Story = {
  parameters: { console: { role: 'kol' } },
  play: async ({ canvasElement }) => {
    const figures = await section(within(canvasElement), 'How your downline is doing');
    const mine = seeded(90, downline(DEMO_ACCOUNTS.kol));
    await chooseOption(within(canvasElement), 'Range', 'Last 90 days');
    await card(figures, 'Paid orders', mine.orders);
    await card(figures, 'New users', mine.users);
    await expect(figures.queryByText('Withdrawals decided')).toBeNull();
    await done(canvasElement);
  },
};

/** Nothing sold in the range: zeros and "None", an empty chart, never an error. */
export const Empty: Story = {
  // After the world is reset for the story (loaders run before that).
  beforeEach: async () => {
    await stageSql(`update orders set status = 'pending' where status = 'paid'`);
    await stageSql(`delete from referral_orders`);
    await stageSql(`update users set created_at = created_at - interval '3 years'`);
    await stageSql(
      `update withdrawals set decided_at = decided_at - interval '3 years' where decided_at is not null`,
    );
  },
  play: async ({ canvasElement }) => {
    const figures = await section(within(canvasElement));
    await card(figures, 'Paid orders', 0);
    await card(figures, 'New users', 0);
    await expect(figures.getAllByText('None').length).toBeGreaterThan(0);
    await done(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.loading('stats'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const figures = await section(within(canvasElement));
    await waitFor(() => expect(figures.getAllByText('Loading…').length).toBeGreaterThan(0), patient);
    // The users list below loads as usual.
    await within(canvasElement).findByRole('table', { name: /Users/ }, patient);
    await waitFor(() => expect(within(canvasElement).getAllByRole('row').length).toBeGreaterThan(5), patient);
  },
};

/**
 * A super's home as it loads: the queue's lead stands in with its own frame and the shape of its
 * text, so the figures under it do not move when the counts arrive (nor on a phone, where it wraps).
 */
export const LeadHoldsItsPlace: Story = {
  // The picture it ends on is the Super story's (and Phone's).
  parameters: {
    msw: { handlers: [...scenarios.slow(1500, 'withdrawalOverview'), ...handlers] },
    screenshot: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = (
      await canvas.findByRole('heading', { name: 'How the business is doing' }, patient)
    ).closest('section') as HTMLElement;
    const lead = figures.previousElementSibling as HTMLElement;
    await expect(lead).toHaveAttribute('aria-busy', 'true');
    const top = figures.getBoundingClientRect().top;
    await expect(await canvas.findByText(/^Withdrawals waiting/, {}, afterRetries)).toBeVisible();
    await expect(figures.getBoundingClientRect().top).toBe(top);
    await done(canvasElement);
  },
};

export const LeadHoldsItsPlacePhone: Story = {
  ...LeadHoldsItsPlace,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The figures fail; the users list below still works, and "Try again" asks again. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [...scenarios.error('500', 'stats'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const figures = await section(within(canvasElement));
    await expect(await figures.findByRole('button', { name: 'Try again' }, afterRetries)).toBeVisible();
    await expect(await within(canvasElement).findByRole('table', { name: /Users/ }, patient)).toBeVisible();
    await done(canvasElement);
  },
};

/** Right to left: the chart's first day on the right, the numbers in the reader's language. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const figures = await section(within(canvasElement), ar.figures.title);
    await card(figures, ar.figures.orders, seeded(30).orders);
    await expect(document.documentElement.dir).toBe('rtl');
    await done(canvasElement, ar.common.loading);
  },
};

const phone = { viewport: { value: 'phone', isRotated: false } };
export const Phone: Story = { ...Super, globals: phone, parameters: { screenshot: { screens: 2 } } };
export const PhoneRtl: Story = {
  ...Rtl,
  globals: { ...phone, locale: 'ar' },
  parameters: { screenshot: { screens: 2 } },
};
export const Dark: Story = { ...Super, globals: { theme: 'dark' } };
export const KolDarkRtl: Story = {
  parameters: { console: { role: 'kol' } },
  globals: { theme: 'dark', locale: 'ar' },
  play: async ({ canvasElement }) => {
    const figures = await section(within(canvasElement), ar.figures.titleKol);
    await card(figures, ar.figures.orders, seeded(30, downline(DEMO_ACCOUNTS.kol)).orders);
    await done(canvasElement, ar.common.loading);
  },
};
