import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader, signedInRole } from '../dev/ConsoleStory.tsx';
import { handlers, scenarios } from '../dev/mocks.ts';
import { afterRetries, chooseOption, patient, recordRows, settled } from '../dev/screenQueries.ts';
import { ar } from '../lib/locales/ar.ts';
import { en } from '../lib/locales/en.ts';

const meta = {
  title: 'Console/Database outage',
  component: ConsoleScreen,
  args: { path: '/home' },
  loaders: [consoleLoader],
  parameters: { console: { role: 'admin' } },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;

/** The server asks for no wait: the retries then follow the client's own schedule (150 ms doubling). */
const quickly = { retryAfter: 0 };

/** The notice, found by its words: it is a live region's content, not a dialog. */
const banner = (canvasElement: HTMLElement, title = en.outage.title) =>
  within(canvasElement).findByText(title, {}, afterRetries);

/**
 * The database stays away: the users list answers 503. The banner says the service is
 * interrupted, the list retries on the server's schedule and then offers Try again, and the admin
 * stays signed in (an outage is never a sign-out).
 */
export const ListWhileDown: Story = {
  // The figures above the list keep loading: the list alone speaks for the page (one Try again).
  parameters: {
    msw: {
      handlers: [...scenarios.unavailable('users', quickly), ...scenarios.loading('stats'), ...handlers],
    },
  },
  play: (async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await banner(canvasElement)).toBeVisible();
    await expect(canvas.getByText(en.outage.body)).toBeVisible();
    await expect(await canvas.findByText(/The list could not be loaded/, {}, afterRetries)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(signedInRole()).toBe('admin');
  }) satisfies Play,
};

/** The database comes back during the retries: the list fills in and the banner goes by itself. */
export const BackDuringRetries: Story = {
  parameters: {
    msw: {
      handlers: [
        ...scenarios.unavailable('users', { ...quickly, times: 2 }),
        ...scenarios.unavailable('stats', { ...quickly, times: 2 }),
        ...handlers,
      ],
    },
  },
  play: (async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await banner(canvasElement)).toBeVisible();
    const table = await canvas.findByRole('table', {}, afterRetries);
    await waitFor(() => expect(recordRows(table).length).toBeGreaterThan(0), afterRetries);
    await waitFor(() => expect(canvas.queryByText(en.outage.title)).toBeNull(), patient);
    await settled(canvas);
  }) satisfies Play,
};

/** Calls of one endpoint, counted as they reach the network (msw passes them on unchanged). */
function counted(path: string) {
  const calls = { count: 0 };
  const handler = http.post(`*${path}`, () => {
    calls.count += 1;
  });
  return { calls, handler };
}
const creates = counted('/api/manage/user');

/**
 * A write during the outage is sent once and never again by itself: the dialog says nothing was
 * saved and keeps what was typed, for the admin to send again.
 */
export const WriteWhileDown: Story = {
  parameters: {
    msw: { handlers: [creates.handler, ...scenarios.unavailable('createUser'), ...handlers] },
  },
  play: (async ({ canvasElement }) => {
    creates.calls.count = 0;
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create user' }, patient));
    const dialog = await page.findByRole('dialog', { name: 'Create a user' }, patient);
    const address = '0x1111111111111111111111111111111111111111';
    const field = within(dialog).getByRole('textbox', { name: /^Address/ });
    await userEvent.type(field, address);
    await chooseOption(within(dialog), /^Role/, 'User');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(await within(dialog).findByText(en.errors.unavailable, {}, patient)).toBeVisible();
    await expect(await banner(canvasElement)).toBeVisible();
    // Longer than the reads' retry schedule: still one request, and the address still typed.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await expect(creates.calls.count).toBe(1);
    await expect(field).toHaveValue(address);
    await expect(signedInRole()).toBe('admin');
  }) satisfies Play,
};

/** In Arabic, right to left. */
export const ListWhileDownRtl: Story = {
  ...ListWhileDown,
  globals: { locale: 'ar' },
  play: (async ({ canvasElement }) => {
    await expect(await banner(canvasElement, ar.outage.title)).toBeVisible();
    await expect(within(canvasElement).getByText(ar.outage.body)).toBeVisible();
    await expect(
      await within(canvasElement).findByRole('button', { name: ar.common.retry }, afterRetries),
    ).toBeVisible();
  }) satisfies Play,
};

export const ListWhileDownDark: Story = {
  ...ListWhileDown,
  globals: { theme: 'dark' },
};
