import {
  type AuditEntry,
  createApiClient,
  DEMO_ACCOUNTS,
  decisionsTypedDataForViem,
  decisionTypedDataForViem,
  linkAuditEntries,
} from '@nsa/api';
import { demoAccount } from '@nsa/api/testing';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader } from '../../../dev/ConsoleStory.tsx';
import { decideAs, decideBatchAs, largePending, seededWithdrawals } from '../../../dev/governanceStory.ts';
import { demoToken, handlers, scenarios, stageSql } from '../../../dev/mocks.ts';
import {
  chooseOption,
  dialogClosed,
  findDialog,
  findRecordRows,
  patient,
  recordRows,
  settled,
} from '../../../dev/screenQueries.ts';
import { serverErrorStory, sessionExpiredStory } from '../../../dev/screenStories.ts';
import { screenReady, viewportMatrix } from '../../../dev/viewportMatrix.ts';
import { ar } from '../../../lib/locales/ar.ts';
import { en } from '../../../lib/locales/en.ts';

const meta = {
  title: 'Console/Audit',
  component: ConsoleScreen,
  args: { path: '/audit' },
  loaders: [consoleLoader],
  parameters: { console: { role: 'super' } },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const small = seededWithdrawals.filter((w) => w.status === 'pending' && w.requiredApprovals === 1);
const pick = (index: number) => {
  const w = small[index];
  if (!w) throw new Error('the demo world has too few small pending withdrawals');
  return w;
};
/** The withdrawal the scene rejects with a long reason, and the three a batch rejects. */
const rejected = pick(0);
const batch = [pick(1), pick(2), pick(3)];

const longReason = {
  en: 'The recipient address was changed 20 minutes after the request, from a new device and a new IP address. Compliance asked to hold every withdrawal to it until the user confirms the change by phone from the number on file.',
  ar: 'تغيّر عنوان المستلم بعد 20 دقيقة من الطلب، من جهاز جديد وعنوان IP جديد. طلب فريق الامتثال إيقاف كل سحب إليه حتى يؤكد المستخدم التغيير هاتفيًا من الرقم المسجَّل.',
};
const secondNote = 'Matches the order history; checked by phone.';

const as = (name: 'super' | 'operator') => createApiClient({ baseUrl: '', getToken: () => demoToken(name) });

/**
 * A working day in the log, through the mock API, newest first: a signed rejection with a long
 * reason, a large withdrawal approved by both supers (the second with a note), sessions ended, an
 * account disabled, points set: then the demo's history, decided before decisions were signed.
 */
async function auditScene({ globals }: Pick<StoryContext, 'globals'>) {
  await as('operator').setPoints({ address: DEMO_ACCOUNTS.user, points: 1250 });
  await as('super').updateUser({ address: DEMO_ACCOUNTS.kol, disabled: true });
  await as('super').revokeSessions({ address: DEMO_ACCOUNTS.admin });
  await decideAs('super', largePending.fresh, 'approve');
  await decideAs('secondSuper', largePending.fresh, 'approve', secondNote);
  await decideAs('super', rejected, 'reject', globals.locale === 'ar' ? longReason.ar : longReason.en);
}

/** The newest entries as the server returns them (newest first). */
async function newestEntries(count: number): Promise<AuditEntry[]> {
  return (await as('super').audit({ pageSize: count })).list;
}

const rewrittenReason = 'The user asked to cancel.';

/** As if someone rewrote the newest rejection's reason in the database after it was signed. */
async function rewriteReason(): Promise<void> {
  await stageSql(
    `update audit_log set after = jsonb_set(after, '{reason}', to_jsonb($1::text))
     where id = (select max(id) from audit_log where action = 'withdraw.reject')`,
    [rewrittenReason],
  );
}

/** Re-chains entries (oldest first) from `from` on, as the server would have: the chain holds again. */
async function relink(entries: AuditEntry[], from: number): Promise<void> {
  const start = entries[from];
  if (!start?.prevHash) throw new Error('no entry to relink from');
  const relinked = linkAuditEntries(
    entries.slice(from).map(({ hash: _hash, prevHash: _prevHash, ...content }) => content),
    start.prevHash,
  );
  for (const entry of relinked) {
    await stageSql(`update audit_log set evidence = $2::jsonb, hash = $3, prev_hash = $4 where id = $1`, [
      entry.id,
      entry.evidence === null ? null : JSON.stringify(entry.evidence),
      entry.hash,
      entry.prevHash,
    ]);
  }
}

const pinnedOrigin = 'http://localhost:8080';
const signers = new Map<string, ReturnType<typeof demoAccount>>(
  (['super', 'secondSuper'] as const).map((name) => [DEMO_ACCOUNTS[name], demoAccount(name)]),
);

/**
 * The scene's decisions as if signed on the console at a fixed origin, each re-signed with its
 * signer's demo key and the chain re-linked: the stories' own origin has a port the test run picks,
 * and a picture of signed typed data (origin, signature, hashes) must not change with it.
 */
async function pinSignedOrigin(): Promise<void> {
  const entries = (await newestEntries(40)).reverse();
  const first = entries.findIndex((e) => e.evidence !== null);
  if (first < 0) return;
  for (const [i, entry] of entries.entries()) {
    const signer = signers.get(entry.actorAddress);
    if (i < first || !entry.evidence || !signer) continue;
    const typed = entry.evidence.typedData;
    const signature =
      typed.primaryType === 'Decision'
        ? await signer.signTypedData(
            decisionTypedDataForViem({ ...typed, message: { ...typed.message, origin: pinnedOrigin } }),
          )
        : await signer.signTypedData(
            decisionsTypedDataForViem({ ...typed, message: { ...typed.message, origin: pinnedOrigin } }),
          );
    entries[i] = {
      ...entry,
      evidence: { typedData: { ...typed, message: { ...typed.message, origin: pinnedOrigin } }, signature },
    } as AuditEntry;
  }
  await relink(entries, first);
}

/** As if someone deleted the points entry: the one after it no longer follows anything shown. */
async function deletePointsEntry(): Promise<string> {
  const [row] = await stageSql<{ id: string }>(
    `delete from audit_log where id = (select max(id) from audit_log where action = 'points.set')
     returning id::text as id`,
  );
  if (!row) throw new Error('no points entry to delete');
  return row.id;
}

/** The table's cells of one column, newest first, once every shown signature is checked. */
async function columnTexts(table: HTMLElement, column: number, checking = en.audit.verifying) {
  await waitFor(() => expect(within(table).queryAllByText(checking)).toHaveLength(0), patient);
  return recordRows(table).map((row) => row.querySelectorAll('td')[column]);
}

/** What the signature part of each verification cell says (the chain's mark, if any, follows it). */
async function signatureTexts(table: HTMLElement, count: number, checking = en.audit.verifying) {
  const cells = await columnTexts(table, 3, checking);
  return cells.slice(0, count).map((cell) => cell?.firstElementChild?.firstElementChild?.textContent ?? '');
}

const signedBy = (label: string, short: string, catalogue = en) =>
  `${catalogue.audit.signedBy} ${label} ${short}`;

/** Every state of the signature column, over an untouched chain: no row is marked. */
export const Super: Story = {
  beforeEach: auditScene,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Audit log', level: 1 }, patient);
    const { table } = await findRecordRows(canvas, 'Audit log');
    // Staff labels arrive with their own request: wait for the cells to read as they end up.
    await waitFor(
      async () =>
        expect(await signatureTexts(table, 8)).toEqual([
          signedBy('Dana (treasury)', '0xf3…2266'),
          signedBy('Lee (finance)', '0x99…A4dc'),
          signedBy('Dana (treasury)', '0xf3…2266'),
          'No signature needed',
          'No signature needed',
          'No signature needed',
          'Unsigned',
          'Unsigned',
        ]),
      patient,
    );
    await expect(within(table).queryByText('Chain broken')).toBeNull();
    const [reject, final, partial, revoke, disable, points] = recordRows(table) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await expect(reject).toHaveTextContent('Withdrawal rejected');
    await expect(reject).toHaveTextContent(longReason.en);
    await expect(final).toHaveTextContent(/Approvals\s*1\s*→\s*changed to\s*2/);
    await expect(final).toHaveTextContent(/Status\s*Pending\s*→\s*changed to\s*Approved/);
    await expect(final).toHaveTextContent(`Note ${secondNote}`);
    await expect(partial).toHaveTextContent(/Approvals\s*0\s*→\s*changed to\s*1/);
    await expect(revoke).toHaveTextContent('Sessions ended');
    await expect(disable).toHaveTextContent(/Disabled\s*No\s*→\s*changed to\s*Yes/);
    await expect(points).toHaveTextContent(/Points\s*\d[\d,]*\s*→\s*changed to\s*1,250/);
    const link = within(reject).getByRole('link', { name: `Withdrawal ${rejected.id}` });
    await expect(link).toHaveAttribute('href', `/withdraw?q=${rejected.id}`);
    // The reason reads in its own direction and wraps, instead of being cut at the column's edge.
    const reason = within(reject).getByText(longReason.en);
    await expect(reason).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(reason).whiteSpace).toBe('normal');
    // The menu offers the screen to super.
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await settled(within(canvasElement));
  },
};

/**
 * A reason rewritten after signing, with the chain recomputed after it (as someone with the
 * database could): the chain holds, the signature does not, as it is checked against the reason
 * the row shows.
 */
export const DoesNotVerify: Story = {
  // The play asserts the verdict and its reason; the picture of this tall dialog shifted its lower
  // half by one pixel between two runs on the same machine (sub-pixel centring), so none is kept.
  parameters: { screenshot: false },
  beforeEach: async (context) => {
    await auditScene(context);
    await rewriteReason();
    // Re-signed and re-linked from the first signed entry on: the chain holds, the reason still differs.
    await pinSignedOrigin();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table } = await findRecordRows(canvas, 'Audit log');
    await expect((await signatureTexts(table, 2))[0]).toBe('Does not verify');
    await expect(within(table).queryByText('Chain broken')).toBeNull();
    const [reject] = recordRows(table) as [HTMLElement];
    await expect(reject).toHaveTextContent(rewrittenReason);
    const id = (await newestEntries(1))[0]?.id ?? '';
    await userEvent.click(within(reject).getByRole('button', { name: `Details of entry ${id}` }));
    const dialog = await findDialog(`Audit entry ${id}`);
    await expect(dialog).toHaveTextContent('The reason or note shown is not the one that was signed.');
    // What was signed, beside what the row now says.
    await expect(dialog).toHaveTextContent(longReason.en);
    await expect(dialog).toHaveTextContent(rewrittenReason);
    await expect(dialog).toHaveTextContent(
      `Its hash matches its content, and it follows entry ${Number(id) - 1}.`,
    );
  },
};

/**
 * The log tampered with behind the server's back, as verify-audit would name it: a reason rewritten
 * (its hash no longer recomputes, and the signature no longer covers it) and an entry deleted (the
 * one after it no longer follows the one before).
 */
export const Tampered: Story = {
  beforeEach: async (context) => {
    await auditScene(context);
    await rewriteReason();
    await deletePointsEntry();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table } = await findRecordRows(canvas, 'Audit log');
    const entries = await newestEntries(7);
    const cells = await columnTexts(table, 3);
    const marked = cells
      .map((cell, i) => [entries[i]?.action, cell?.textContent ?? ''] as const)
      .filter(([, text]) => text.includes('Chain broken'));
    const disabled = entries.find((e) => e.action === 'user.update');
    const points = entries.find((e) => e.action === 'points.set');
    await expect(points).toBeUndefined();
    await expect(marked).toEqual([
      ['withdraw.reject', 'Does not verifyChain brokenEdited after it was written'],
      ['user.update', `No signature neededChain brokenDoes not follow entry ${Number(disabled?.id) - 2}`],
    ]);
    await settled(within(canvasElement));
  },
};

/** A single signed decision in full: the typed data as the wallet showed it to the signer. */
export const DetailsOfDecision: Story = {
  beforeEach: async (context) => {
    await auditScene(context);
    await pinSignedOrigin();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table } = await findRecordRows(canvas, 'Audit log');
    await columnTexts(table, 3);
    const [entry] = await newestEntries(1);
    const [row] = recordRows(table) as HTMLElement[];
    // Reachable from the keyboard, and focus comes back to it on close.
    const button = within(row as HTMLElement).getByRole('button', { name: `Details of entry ${entry?.id}` });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog(`Audit entry ${entry?.id}`);
    const facts = within(dialog);
    for (const text of [
      'Withdrawal rejected',
      'Dana (treasury)',
      DEMO_ACCOUNTS.super,
      'Signed typed data',
      'Node Sales Admin',
      'version 1',
      'Decision',
      pinnedOrigin,
      'Reject',
      rejected.address,
      `${rejected.amount} ${rejected.tokenSymbol}`,
      longReason.en,
      "Checked in this browser: the signature recovers to the actor's address",
      entry?.hash ?? '',
      entry?.prevHash ?? '',
    ]) {
      await expect(dialog).toHaveTextContent(text);
    }
    await expect(facts.getByText('Signed at')).toBeVisible();
    await expect(dialog).toHaveTextContent(signedBy('Dana (treasury)', '0xf3…2266'));
    await userEvent.keyboard('{Escape}');
    await dialogClosed();
    await expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    await findDialog(`Audit entry ${entry?.id}`);
  },
  parameters: { screenshot: { target: 'page' } },
};

/** One signature over three withdrawals: each entry's details list them all, its own marked. */
export const DetailsOfBatch: Story = {
  beforeEach: async () => {
    await decideBatchAs('super', batch, 'reject', 'Three requests from one device within a minute.');
    await pinSignedOrigin();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table } = await findRecordRows(canvas, 'Audit log');
    await columnTexts(table, 3);
    const entries = await newestEntries(3);
    const middle = entries[1] as AuditEntry;
    // Staff labels arrive with their own request: wait for the cells to read as they end up.
    await waitFor(
      async () =>
        expect(await signatureTexts(table, 3)).toEqual(
          Array(3).fill(signedBy('Dana (treasury)', '0xf3…2266')),
        ),
      patient,
    );
    await userEvent.click(canvas.getByRole('button', { name: `Details of entry ${middle.id}` }));
    const dialog = await findDialog(`Audit entry ${middle.id}`);
    await expect(dialog).toHaveTextContent('Decisions');
    await expect(dialog).toHaveTextContent('Withdrawals under this signature: 3');
    const items = within(dialog)
      .getAllByRole('listitem')
      .filter((li) => li.closest('ol'));
    await expect(items).toHaveLength(3);
    for (const [i, w] of batch.entries()) {
      await expect(items[i]).toHaveTextContent(`Withdrawal ${w.id}`);
      await expect(items[i]).toHaveTextContent(w.address);
    }
    const own = items.filter((li) => li.getAttribute('aria-current') === 'true');
    await expect(own).toHaveLength(1);
    await expect(own[0]).toHaveTextContent(`Withdrawal ${middle.target}`);
    await expect(own[0]).toHaveTextContent('This entry');
  },
  parameters: { screenshot: { target: 'page' } },
};

/** Filters live in the URL: an action, read back from the server. */
export const FilteredByAction: Story = {
  beforeEach: auditScene,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRecordRows(canvas, 'Audit log');
    await chooseOption(canvas, 'Action', 'Withdrawal rejected');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const rows = recordRows(canvas.getByRole('table', { name: 'Audit log' }));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent('Withdrawal rejected');
    }, patient);
    await expect(canvas.getByText(longReason.en)).toBeVisible();
    await settled(within(canvasElement));
  },
};

/** Addresses typed all lower-case or all upper-case find their rows, as a checksummed one would. */
export const FilteredByAddressInAnyCase: Story = {
  beforeEach: auditScene,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRecordRows(canvas, 'Audit log');
    const rows = () => recordRows(canvas.getByRole('table', { name: 'Audit log' }));
    await userEvent.type(canvas.getByLabelText('Actor'), DEMO_ACCOUNTS.secondSuper.toLowerCase());
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(rows().length).toBeGreaterThan(0);
      for (const row of rows()) expect(row).toHaveTextContent('Lee (finance)');
      expect(rows()[0]).toHaveTextContent(secondNote);
    }, patient);
    await userEvent.clear(canvas.getByLabelText('Actor'));
    await userEvent.type(canvas.getByLabelText('Target'), `0X${DEMO_ACCOUNTS.kol.slice(2).toUpperCase()}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(rows()).toHaveLength(1);
      expect(rows()[0]).toHaveTextContent('Account changed');
    }, patient);
    await expect(within(rows()[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/user/${DEMO_ACCOUNTS.kol}`,
    );
    await settled(within(canvasElement));
  },
};

/** A user's writes link to the user's page. */
export const UserTarget: Story = {
  args: { path: '/audit?action=user.create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { rows } = await findRecordRows(canvas, 'Audit log');
    const link = within(rows[0] as HTMLElement).getByRole('link');
    await expect(link.getAttribute('href')).toMatch(/^\/user\/0x[0-9a-fA-F]{40}$/);
    await userEvent.click(link);
    await canvas.findByRole('heading', { name: 'User detail', level: 1 }, patient);
    await settled(within(canvasElement));
  },
  parameters: { screenshot: false },
};

/** Only super reads the audit log: an admin is sent to its start page, with no menu entry. */
export const Admin: Story = {
  parameters: { console: { role: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Users', level: 1 }, patient);
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).queryByRole('link', { name: 'Audit log' })).toBeNull();
    await settled(within(canvasElement));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...scenarios.empty('audit'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing here yet.', {}, patient)).toBeVisible();
    await settled(within(canvasElement));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.loading('audit'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const shown = await within(canvasElement).findAllByText('Loading…', {}, patient);
    await expect(shown.length).toBeGreaterThan(0);
  },
};

export const ServerError: Story = serverErrorStory('audit');

/** A refused token ends the session: back to sign-in. */
export const SessionExpired: Story = sessionExpiredStory;

/** In Arabic: the words translated, the arrow pointing the way the line reads, addresses left to right. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  beforeEach: auditScene,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: ar.audit.title, level: 1 }, patient);
    const { table } = await findRecordRows(canvas, ar.audit.title);
    // Staff labels arrive with their own request: wait for the cells to read as they end up.
    await waitFor(
      async () =>
        expect(await signatureTexts(table, 7, ar.audit.verifying)).toEqual([
          signedBy('Dana (treasury)', '0xf3…2266', ar),
          signedBy('Lee (finance)', '0x99…A4dc', ar),
          signedBy('Dana (treasury)', '0xf3…2266', ar),
          ar.audit.noSignatureNeeded,
          ar.audit.noSignatureNeeded,
          ar.audit.noSignatureNeeded,
          ar.audit.unsigned,
        ]),
      patient,
    );
    const [reject, final] = recordRows(table) as [HTMLElement, HTMLElement];
    await expect(final).toHaveTextContent(`${ar.audit.fields.status} ${ar.status.pending} ← `);
    await expect(final).not.toHaveTextContent('→');
    await expect(within(reject).getByText(longReason.ar)).toHaveAttribute('dir', 'auto');
    await expect(document.documentElement.dir).toBe('rtl');
    await settled(within(canvasElement), ar.common.loading);
  },
};

/** The batch's details in Arabic on a phone: the dialog fits, addresses stay whole and left to right. */
export const DetailsPhoneRtl: Story = {
  globals: { locale: 'ar', viewport: { value: 'phone', isRotated: false } },
  beforeEach: async () => {
    await decideBatchAs('super', batch, 'reject', 'طلبات متكررة من جهاز واحد خلال دقيقة.');
    await pinSignedOrigin();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRecordRows(canvas, ar.audit.title);
    const [entry] = await newestEntries(1);
    await userEvent.click(canvas.getByRole('button', { name: `تفاصيل القيد ${entry?.id}` }));
    const dialog = await findDialog(`قيد التدقيق ${entry?.id}`);
    await expect(dialog).toHaveTextContent(ar.audit.thisEntry);
    await waitFor(() => expect(dialog).toHaveTextContent(ar.audit.evidence.verified), patient);
  },
  parameters: { screenshot: { target: 'page' } },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: async (context) => {
    await auditScene(context);
    await rewriteReason();
    await deletePointsEntry();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table } = await findRecordRows(canvas, 'Audit log');
    await columnTexts(table, 3);
    await expect(within(table).getAllByText('Chain broken')).toHaveLength(2);
    await settled(within(canvasElement));
  },
};

/**
 * The screen at phone, laptop and desktop sizes, left to right and in Arabic, over the scene: a
 * long reason must wrap readably in its column at 1366 px, in either direction.
 */
const matrix = viewportMatrix(async (context) => {
  await screenReady(context);
  const table = within(context.canvasElement).getByRole('table');
  await waitFor(() => {
    for (const checking of [en.audit.verifying, ar.audit.verifying]) {
      expect(within(table).queryAllByText(checking)).toHaveLength(0);
    }
  }, patient);
});
export const Phone: Story = { ...matrix.Phone, beforeEach: auditScene };
export const PhoneRtl: Story = { ...matrix.PhoneRtl, beforeEach: auditScene };
export const Laptop: Story = { ...matrix.Laptop, beforeEach: auditScene };
export const LaptopRtl: Story = { ...matrix.LaptopRtl, beforeEach: auditScene };
export const Desktop: Story = { ...matrix.Desktop, beforeEach: auditScene };
export const Widths: Story = { ...matrix.Widths, beforeEach: auditScene };
export const WidthsRtl: Story = { ...matrix.WidthsRtl, beforeEach: auditScene };
