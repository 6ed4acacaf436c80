import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddressChip } from './AddressChip.tsx';

const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

const labels = {
  copy: 'Copy address',
  copied: 'Copied',
  explorer: 'View on explorer',
  invalid: 'invalid address',
};
const arabicLabels = {
  copy: 'نسخ العنوان',
  copied: 'تم النسخ',
  explorer: 'عرض في المستكشف',
  invalid: 'عنوان غير صالح',
};

const meta = {
  title: 'UI/AddressChip',
  component: AddressChip,
  args: { address, labels, onCopy: fn() },
} satisfies Meta<typeof AddressChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces the clipboard for one story, so copying works headless and its content can be read back. */
function stubClipboard({ denied = false } = {}) {
  const written: string[] = [];
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        if (denied) throw new DOMException('Write permission denied.', 'NotAllowedError');
        written.push(text);
      },
    },
  });
  return {
    written,
    restore: () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    },
  };
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0x8b…BA72')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithExplorerLink: Story = {
  args: { chainId: 1 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '0x8b…BA72 (View on explorer)' });
    await expect(link).toHaveAttribute('href', `https://etherscan.io/address/${address}`);
    await expect(link).toHaveAttribute('title', `View on explorer: ${address}`);
  },
};

export const TestnetLink: Story = { args: { chainId: 421614 } };

/** A platform user's address opens that user's page in the product, not the explorer. */
export const LinksToItsUserPage: Story = {
  name: "Links to the user's page",
  args: { chainId: 1, page: { href: `/user/${address}`, label: 'Open user' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '0x8b…BA72' });
    await expect(link).toHaveAttribute('href', `/user/${address}`);
    await expect(link).not.toHaveAttribute('target');
    await expect(link).toHaveAttribute('title', `Open user: ${address}`);
  },
};

export const UnknownChainHasNoLink: Story = {
  name: 'Unknown chain',
  args: { chainId: 999 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Full: Story = { args: { full: true, chainId: 56 } };

export const Invalid: Story = {
  args: { address: '0x12345-not-an-address', chainId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('0x12345-not-an-address')).toHaveAttribute(
      'title',
      '0x12345-not-an-address',
    );
    await expect(canvas.getByText('(invalid address)')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull();
  },
};

export const BadChecksumIsInvalid: Story = {
  name: 'Bad checksum',
  args: { address: '0x8BA1f109551bD432803012645Ac136ddd64DBA72', chainId: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull();
  },
};

export const LongContentInNarrowSpace: Story = {
  args: { full: true, chainId: 1 },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '14rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const CopyShowsFeedback: Story = {
  name: 'Copied',
  args: { chainId: 1, copiedFor: 60_000 },
  play: async ({ args, canvasElement }) => {
    const clipboard = stubClipboard();
    try {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied'));
      await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
      await expect(clipboard.written).toEqual([address]);
      await expect(args.onCopy).toHaveBeenCalledWith(address);
    } finally {
      clipboard.restore();
    }
  },
};

export const CopiedFeedbackEnds: Story = {
  name: 'Copied, feedback gone',
  args: { copiedFor: 400 },
  play: async ({ canvasElement }) => {
    const clipboard = stubClipboard();
    try {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied'));
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy address' })).toBeVisible());
      await expect(canvas.getByRole('status')).toHaveTextContent('');
    } finally {
      clipboard.restore();
    }
  },
};

export const CopyDeniedShowsNoFeedback: Story = {
  name: 'Copy refused by the browser',
  play: async ({ args, canvasElement }) => {
    const clipboard = stubClipboard({ denied: true });
    try {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(canvas.getByRole('status')).toHaveTextContent('');
      await expect(canvas.queryByText('Copied')).toBeNull();
      await expect(args.onCopy).not.toHaveBeenCalled();
    } finally {
      clipboard.restore();
    }
  },
};

/** A staff account's label before its address; the address stays in view and whole in its title. */
export const WithLabel: Story = {
  name: 'With a label',
  args: { chainId: 1, label: 'Dana (treasury)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Dana (treasury) 0x8b…BA72 (View on explorer)' });
    await expect(link).toHaveAttribute('title', `View on explorer: ${address}`);
    await expect(canvas.getByText('0x8b…BA72')).toHaveAttribute('title', address);
    await expect(canvas.getByText('Dana (treasury)')).toBeVisible();
  },
};

/** The longest label the contract allows (60 characters) gives way before the address does. */
export const LongLabel: Story = {
  name: 'With a long label',
  args: {
    page: { href: `/user/${address}`, label: 'Open user' },
    label: 'Operations desk, second shift — treasury approvals and payouts',
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shortAddress = canvas.getByText('0x8b…BA72');
    // The address is drawn whole, the label cut with an ellipsis (readable in full in its title).
    await expect(shortAddress.scrollWidth).toBeLessThanOrEqual(shortAddress.clientWidth);
    const name = canvas.getByTitle(/^Operations desk/);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Beside a whole address in a narrow space (a profile on a phone) the label stays; the address is cut. */
export const LabelWithFullAddress: Story = {
  name: 'With a label, whole address, narrow',
  args: { full: true, label: 'Ari (support)' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText('Ari (support)');
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    await expect(within(canvasElement).getByTitle(address)).toBeVisible();
  },
};

export const LabelRtl: Story = {
  name: 'With a label, right to left',
  args: { chainId: 1, labels: arabicLabels, label: 'دانا (الخزينة)' },
  globals: { locale: 'ar' },
  decorators: [
    (Story) => (
      <p>
        وافق <Story /> على السحب.
      </p>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('دانا (الخزينة)')).toBeVisible();
    // The address keeps its Latin order inside the Arabic sentence.
    await expect(canvas.getByText('0x8b…BA72')).toHaveAttribute('dir', 'ltr');
  },
};

/** A Latin label in an Arabic page, dark. */
export const LabelRtlDark: Story = {
  name: 'With a label, right to left, dark',
  args: { chainId: 1, labels: arabicLabels, label: 'Dana (treasury)' },
  globals: { locale: 'ar', theme: 'dark' },
};

export const Dark: Story = { args: { chainId: 1 }, globals: { theme: 'dark' } };

export const DarkInvalid: Story = { args: { address: 'not-an-address' }, globals: { theme: 'dark' } };

export const Rtl: Story = {
  args: { chainId: 1, labels: arabicLabels },
  globals: { locale: 'ar' },
  decorators: [
    (Story) => (
      <p>
        المحفظة <Story /> مرتبطة بهذا الحساب.
      </p>
    ),
  ],
};

export const RtlDark: Story = { ...Rtl, globals: { locale: 'ar', theme: 'dark' } };
