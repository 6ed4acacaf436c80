import { DEMO_ACCOUNTS, endpoints, fail } from '@nsa/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader } from '../../../dev/ConsoleStory.tsx';
import { handlers, scenarios, stageSql } from '../../../dev/mocks.ts';
import { afterRetries, type Canvas, findRecordRows, patient, settled } from '../../../dev/screenQueries.ts';
import { viewportMatrix } from '../../../dev/viewportMatrix.ts';
import { ar } from '../../../lib/locales/ar.ts';

/** The demo kol's first invitees by downline, three levels down (the server's order). */
const firstChild = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
const grandchild = '0x172F976d0a706023A7dB1D233A60B35973683191';
const greatGrandchild = '0x098c14AadF7D070312eb4CFc17ab6Ea06192AfeC';
/** A direct invitee of the demo kol with no invitees of its own. */
const leaf = '0xfcBC3EA4BDbb2dee5F82da4C45e23c5427c0E278';

const meta = {
  title: 'Console/Referral tree',
  component: ConsoleScreen,
  args: { path: '/home' },
  loaders: [consoleLoader],
  parameters: { console: { role: 'kol' } },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tree = (canvas: Canvas) => canvas.findByRole('tree', {}, patient);

/** The tree item of `address` (its row; its name is what the row reads). */
function item(scope: HTMLElement, address: string): HTMLElement {
  const found = scope.querySelector<HTMLElement>(`[role="treeitem"][data-tree-id="${address}"]`);
  if (!found) throw new Error(`no tree item for ${address}`);
  return found;
}

/** The invitees shown under an item: the tree items of the group it owns. */
function childrenOf(treeItem: HTMLElement): HTMLElement[] {
  const group = document.getElementById(treeItem.getAttribute('aria-owns') ?? '');
  if (!group) return [];
  return [...group.querySelectorAll<HTMLElement>(':scope > li > div > [role="treeitem"]')];
}

/** Waits for the tree (as drawn now: a walk draws a new one) with its root open and its invitees listed. */
async function treeShown(canvas: Canvas, root: string) {
  let element: HTMLElement | null = null;
  await waitFor(() => {
    const drawn = canvas.getByRole('tree');
    expect(childrenOf(item(drawn, root)).length).toBeGreaterThan(0);
    element = drawn;
  }, patient);
  return element as unknown as HTMLElement;
}

/** The whole screen is drawn: the tree and the users list below it, nothing loading. */
async function screenDone(canvas: Canvas, loading = 'Loading…') {
  await findRecordRows(canvas, canvas.queryByRole('table', { name: 'Downline' }) ? 'Downline' : undefined);
  await settled(canvas, loading);
}

/** Tabs until the tree has the focus: it is one tab stop. */
async function tabIntoTree() {
  for (let step = 0; step < 30; step += 1) {
    if (document.activeElement?.getAttribute('role') === 'treeitem')
      return document.activeElement as HTMLElement;
    await userEvent.tab();
  }
  throw new Error('the tree never took the focus');
}

const focused = () => document.activeElement as HTMLElement;

/** A kol's home leads with its own tree: its node marked "you", its invitees one level down. */
export const KolHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await treeShown(canvas, DEMO_ACCOUNTS.kol);
    const root = item(element, DEMO_ACCOUNTS.kol);
    await expect(root).toHaveAttribute('aria-level', '1');
    await expect(root).toHaveAttribute('aria-expanded', 'true');
    // Named by what its row reads (label, short address, you); the whole address describes it.
    await expect(root).toHaveAccessibleName('Noor (partner) 0x3C…93BC You');
    await expect(root).toHaveAccessibleDescription(
      new RegExp(`^${DEMO_ACCOUNTS.kol} Direct invitees 13 Downline 250`),
    );
    await expect(within(root).getByText('You')).toBeVisible();
    const invitees = childrenOf(root);
    await expect(invitees).toHaveLength(13);
    await expect(invitees[0]).toHaveAttribute('aria-level', '2');
    await expect(invitees[0]).toHaveAttribute('aria-posinset', '1');
    await expect(invitees[0]).toHaveAttribute('aria-setsize', '13');
    // Largest downline first.
    await expect(invitees[0]).toBe(item(element, firstChild));
    // The shortened address shows, the whole one is its title.
    await expect(within(root).getByText('0x3C…93BC')).toHaveAttribute('title', DEMO_ACCOUNTS.kol);
    await expect(canvas.getByRole('navigation', { name: 'Path walked' })).toHaveTextContent('You');
    await expect(canvas.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    await screenDone(canvas);
  },
};

/** Right opens (one request) and enters, Left goes back up and closes, Home and End, one tab stop. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await treeShown(canvas, DEMO_ACCOUNTS.kol);
    // Exactly one item is in the tab order.
    await expect(element.querySelectorAll('[role="treeitem"][tabindex="0"]')).toHaveLength(1);
    await expect(await tabIntoTree()).toBe(item(element, DEMO_ACCOUNTS.kol));
    await userEvent.keyboard('{ArrowDown}');
    const child = item(element, firstChild);
    await expect(focused()).toBe(child);
    await expect(child).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    // What is open lives in the URL: the router applies it as a transition, a moment after the key.
    await waitFor(() => expect(child).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(childrenOf(child)).toHaveLength(2), patient);
    await expect(focused()).toBe(child);
    await userEvent.keyboard('{ArrowRight}');
    await expect(focused()).toBe(item(element, grandchild));
    await expect(focused()).toHaveAttribute('aria-level', '3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(focused()).toBe(child);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(child).toHaveAttribute('aria-expanded', 'false'));
    await expect(childrenOf(child)).toHaveLength(0);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(focused()).toBe(item(element, DEMO_ACCOUNTS.kol));
    await userEvent.keyboard('{End}');
    await expect(focused()).toBe(childrenOf(item(element, DEMO_ACCOUNTS.kol)).at(-1));
    await userEvent.keyboard('{Home}');
    await expect(focused()).toBe(item(element, DEMO_ACCOUNTS.kol));
    await expect(element.querySelectorAll('[role="treeitem"][tabindex="0"]')).toHaveLength(1);
    await screenDone(canvas);
  },
};

/** The open nodes are in the URL: a reload (or a shared link) shows the tree opened as it was. */
export const OpenFromLink: Story = {
  args: { path: `/home?treeOpen=${DEMO_ACCOUNTS.kol},${firstChild.toLowerCase()},${grandchild}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await treeShown(canvas, DEMO_ACCOUNTS.kol);
    await waitFor(() => expect(childrenOf(item(element, grandchild)).length).toBeGreaterThan(0), patient);
    await expect(item(element, firstChild)).toHaveAttribute('aria-expanded', 'true');
    await expect(item(element, greatGrandchild)).toHaveAttribute('aria-level', '4');
    // Closing one by the keyboard writes the URL again: its invitees go, the others stay open.
    await tabIntoTree();
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
    await waitFor(() => expect(item(element, firstChild)).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvasElement.querySelector(`[data-tree-id="${grandchild}"]`)).toBeNull();
    await expect(item(element, DEMO_ACCOUNTS.kol)).toHaveAttribute('aria-expanded', 'true');
    await screenDone(canvas);
  },
};

/** Typing jumps to a node by its address or label (type-ahead); a pause starts a new word. */
export const TypeAhead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await treeShown(canvas, DEMO_ACCOUNTS.kol);
    await tabIntoTree();
    await userEvent.keyboard('0xfc');
    await expect(focused()).toBe(item(element, leaf));
    const pause = () => new Promise((resolve) => setTimeout(resolve, 800));
    // After a pause, a new word: "0x15" finds the first invitee.
    await pause();
    await userEvent.keyboard('0x15');
    await expect(focused()).toBe(item(element, firstChild));
    await pause();
    // A new word, by the label: round past the end to the kol's own node, "Noor (partner)".
    await userEvent.keyboard('noor');
    await expect(focused()).toBe(item(element, DEMO_ACCOUNTS.kol));
    await expect(element.querySelectorAll('[role="treeitem"][tabindex="0"]')).toHaveLength(1);
    await screenDone(canvas);
  },
};

/** Enter shows the tree from an invitee, three levels down; the crumbs lead back up. */
export const WalkAndBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let element = await treeShown(canvas, DEMO_ACCOUNTS.kol);
    await tabIntoTree();
    for (const next of [firstChild, grandchild, greatGrandchild]) {
      await userEvent.keyboard('{ArrowDown}');
      await expect(focused()).toBe(item(element, next));
      await userEvent.keyboard('{Enter}');
      element = await treeShown(canvas, next);
      // The new root has the focus, at the top of the tree.
      await waitFor(() => expect(focused()).toBe(item(element, next)), patient);
      await expect(item(element, next)).toHaveAttribute('aria-level', '1');
    }
    const trail = canvas.getByRole('navigation', { name: 'Path walked' });
    await expect(within(trail).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(trail).getByText('0x09…AfeC').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(canvas.getByRole('link', { name: 'Open user page' })).toHaveAttribute(
      'href',
      `/user/${greatGrandchild}`,
    );
    // One step back up, then all the way.
    await userEvent.click(within(trail).getByRole('link', { name: '0x17…3191' }));
    element = await treeShown(canvas, grandchild);
    await expect(within(trail).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(trail).getByRole('link', { name: 'You' }));
    element = await treeShown(canvas, DEMO_ACCOUNTS.kol);
    await expect(within(trail).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.queryByRole('link', { name: 'Open user page' })).toBeNull();
    await screenDone(canvas);
  },
};

/** "Show from here" with the mouse walks as Enter does; the walk is in the URL of the screen. */
export const ShowFromHere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await treeShown(canvas, DEMO_ACCOUNTS.kol);
    const child = item(element, firstChild);
    await userEvent.click(within(child.parentElement as HTMLElement).getByText('Show from here'));
    await treeShown(canvas, firstChild);
    await expect(
      within(canvas.getByRole('navigation', { name: 'Path walked' })).getByRole('link', { name: 'You' }),
    ).toHaveAttribute('href', '/home');
    await screenDone(canvas);
  },
};

/** The figures follow the period: all time holds at least what the last 30 days do. */
export const PeriodSwitch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await treeShown(canvas, DEMO_ACCOUNTS.kol);
    const figures = () => {
      const root = item(element, DEMO_ACCOUNTS.kol);
      return document.getElementById(root.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    };
    const month = figures();
    await expect(month).toMatch(/Volume.*USDT/);
    await userEvent.click(canvas.getByRole('radio', { name: 'All time' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'All time' })).toBeChecked(), patient);
    await waitFor(() => expect(figures()).not.toBe(month), patient);
    const all = figures();
    await userEvent.click(canvas.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(figures()).not.toBe(all), patient);
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Last 7 days' })).toBeChecked(), patient);
    await screenDone(canvas);
  },
};

/** A user without invitees: nothing to open, and it says so. */
export const NoInvitees: Story = {
  args: { path: `/home?treePath=${leaf}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await tree(canvas);
    const root = item(element, leaf);
    await expect(root).not.toHaveAttribute('aria-expanded');
    await expect(await canvas.findByText('No invitees yet.')).toBeVisible();
    await screenDone(canvas);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.loading('userTree'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Referral tree' }, patient);
    await expect(canvasElement.querySelector('section [aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('tree')).toBeNull();
    await findRecordRows(canvas);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [...scenarios.error('500', 'userTree'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The referral tree could not be loaded.', {}, afterRetries),
    ).toBeVisible();
    const section = canvas.getByRole('region', { name: 'Referral tree' });
    await expect(within(section).getByRole('button', { name: 'Try again' })).toBeVisible();
    await screenDone(canvas);
  },
};

/** The server fails for one node only (its own request): the error stays in its group, with a retry. */
const failingNode = http.get(`*${endpoints.userTree.path}`, ({ request }) =>
  new URL(request.url).searchParams.get('address') === firstChild
    ? HttpResponse.json(fail('500', 'internal error'), { status: 500 })
    : undefined,
);

export const InviteesError: Story = {
  parameters: { msw: { handlers: [failingNode, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await treeShown(canvas, DEMO_ACCOUNTS.kol);
    await tabIntoTree();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    const child = item(element, firstChild);
    const group = await waitFor(() => {
      const owned = document.getElementById(child.getAttribute('aria-owns') ?? '');
      if (!owned) throw new Error('the invitees group is not drawn yet');
      return owned;
    });
    await expect(
      await within(group).findByText(/^The invitees could not be loaded\./, {}, afterRetries),
    ).toBeVisible();
    // The rest of the tree is untouched.
    await expect(childrenOf(item(element, DEMO_ACCOUNTS.kol))).toHaveLength(13);
    await screenDone(canvas);
  },
};

/** Staged: 240 invitees under one user (200 listed, drawn as they scroll) and an 8-deep chain. */
const wide = Array.from({ length: 240 }, (_, i) => `0x${String(7_000_000 + i).padStart(40, '0')}`);
const deep = Array.from({ length: 8 }, (_, i) => `0x${String(8_000_000 + i).padStart(40, '0')}`);
async function stageWideAndDeep() {
  const rows = [
    ...wide.map((address, i) => ({ address, inviter: leaf, minutes: i })),
    ...deep.map((address, i) => ({ address, inviter: i === 0 ? wide[0] : deep[i - 1], minutes: 300 + i })),
  ];
  await stageSql(
    `insert into users (address, role, inviter_address, created_at)
     select r.address, 'user', r.inviter, timestamptz '2026-10-01T00:00:00Z' + r.minutes * interval '1 minute'
     from jsonb_to_recordset($1::jsonb) as r(address text, inviter text, minutes int)`,
    [JSON.stringify(rows)],
  );
  await stageSql(
    `insert into user_relations (ancestor, descendant, level, created_at)
     with recursive up as (
       select u.address as descendant, u.inviter_address as ancestor, 1 as level, u.created_at
       from users u where u.address = any($1::text[])
       union all
       select up.descendant, p.inviter_address, up.level + 1, up.created_at
       from up join users p on p.address = up.ancestor where p.inviter_address is not null
     )
     select ancestor, descendant, level, created_at from up`,
    [rows.map((r) => r.address)],
  );
}

export const WideAndDeep: Story = {
  args: { path: `/home?treePath=${leaf}` },
  beforeEach: stageWideAndDeep,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await treeShown(canvas, leaf);
    const root = item(element, leaf);
    await expect(
      await canvas.findByText('Showing the 200 with the largest downlines, of 240 direct invitees.'),
    ).toBeVisible();
    // Only those in view of the group's scroll area are drawn.
    const drawn = childrenOf(root);
    await expect(drawn.length).toBeGreaterThan(5);
    await expect(drawn.length).toBeLessThan(60);
    await expect(drawn[0]).toHaveAttribute('aria-setsize', '200');
    // The deep chain's head comes first (the largest downline); End reaches the 200th.
    await tabIntoTree();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focused()).toHaveAttribute('aria-posinset', '200'), patient);
    // Scrolled back to the top by the pointer, the focused 200th stays drawn and focused.
    const last = focused();
    const group = document.getElementById(root.getAttribute('aria-owns') ?? '') as HTMLElement;
    group.scrollTop = 0;
    await waitFor(() => expect(childrenOf(root)[0]).toHaveAttribute('aria-posinset', '1'), patient);
    await expect(childrenOf(root).at(-1)).toBe(last);
    await expect(focused()).toBe(last);
    await userEvent.keyboard('{Home}{ArrowDown}');
    await waitFor(() => expect(focused()).toBe(item(element, wide[0] as string)), patient);
    // Down the chain by the keyboard alone: open, enter, eight levels deep.
    for (const next of deep) {
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(focused()).toHaveAttribute('aria-expanded', 'true'), patient);
      await waitFor(() => expect(childrenOf(focused())).toHaveLength(1), patient);
      await userEvent.keyboard('{ArrowRight}');
      await expect(focused()).toBe(item(element, next));
    }
    await expect(focused()).toHaveAttribute('aria-level', '10');
    await expect(focused()).not.toHaveAttribute('aria-expanded');
    await screenDone(canvas);
  },
};

/** A super on a user's page: the tree from that user, no "you" anywhere. */
export const OnUserPage: Story = {
  args: { path: `/user/${grandchild}` },
  parameters: { console: { role: 'super' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await treeShown(canvas, grandchild);
    await expect(childrenOf(item(element, grandchild))).toHaveLength(5);
    await expect(within(element).queryByText('You')).toBeNull();
    await screenDone(canvas);
  },
};

/** Right to left: Left opens and enters, Right goes back up; the chevrons point the other way. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await treeShown(canvas, DEMO_ACCOUNTS.kol);
    await expect(document.documentElement.dir).toBe('rtl');
    await expect(within(item(element, DEMO_ACCOUNTS.kol)).getAllByText(ar.tree.you)[0]).toBeVisible();
    await tabIntoTree();
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
    const child = item(element, firstChild);
    await waitFor(() => expect(child).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(childrenOf(child)).toHaveLength(2), patient);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(focused()).toBe(item(element, grandchild));
    await userEvent.keyboard('{ArrowRight}');
    await expect(focused()).toBe(child);
    await screenDone(canvas, ar.common.loading);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await treeShown(canvas, DEMO_ACCOUNTS.kol);
    await screenDone(canvas);
  },
};

/**
 * The tree on a phone (390 px), left to right and in Arabic, and swept through every width: on a
 * user's page as the kol sees it (the tree from that user, its inviter chain ending in "you").
 */
const matrix = viewportMatrix();
const onUserPage = { args: { path: `/user/${grandchild}` } };
export const Phone: Story = { ...matrix.Phone, ...onUserPage };
export const PhoneRtl: Story = { ...matrix.PhoneRtl, ...onUserPage };
export const Widths: Story = { ...matrix.Widths, ...onUserPage };
export const WidthsRtl: Story = { ...matrix.WidthsRtl, ...onUserPage };
