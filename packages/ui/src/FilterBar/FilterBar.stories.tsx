import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField.tsx';
import { FilterBar, FilterGroup } from './FilterBar.tsx';

// A native select stands in for the design system's Select in these stories.
function StatusSelect({ label, options }: { label: string; options: [string, string][] }) {
  const id = useId();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem' }}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name="status" defaultValue="" style={{ minBlockSize: '2.5rem', font: 'inherit' }}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

const englishFields = (
  <>
    <TextField label="Address" name="address" placeholder="0x…" dir="ltr" spellCheck={false} />
    <StatusSelect
      label="Status"
      options={[
        ['', 'All'],
        ['pending', 'Pending'],
        ['paid', 'Paid'],
      ]}
    />
    <TextField label="From" name="from" type="date" />
    <TextField label="To" name="to" type="date" />
  </>
);

const meta = {
  title: 'UI/FilterBar',
  component: FilterBar,
  args: {
    children: englishFields,
    onApply: fn(),
    onReset: fn(),
    labels: { form: 'Order filters', apply: 'Apply', reset: 'Reset' },
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Order filters' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Address'), '  0xAbC123  ');
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'paid');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledOnce();
    await expect(args.onApply).toHaveBeenCalledWith({
      address: '0xAbC123',
      status: 'paid',
      from: '',
      to: '',
    });
    await expect(args.onReset).not.toHaveBeenCalled();
  },
};

export const EnterApplies: Story = {
  name: 'Applied with Enter',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Address'), '0xdef{Enter}');
    await expect(args.onApply).toHaveBeenCalledOnce();
    await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ address: '0xdef' }));
  },
};

export const Reset: Story = {
  name: 'Reset',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await expect(apply).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(apply);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <button type="button" style={{ minBlockSize: '2.5rem', font: 'inherit' }}>
        Export CSV
      </button>
    ),
  },
};

export const Narrow: Story = {
  render: (args) => (
    <div style={{ inlineSize: '20rem' }}>
      <FilterBar {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = canvas.getByLabelText('Address').getBoundingClientRect();
    const status = canvas.getByLabelText('Status').getBoundingClientRect();
    const apply = canvas.getByRole('button', { name: 'Apply' }).getBoundingClientRect();
    // Fields stack, buttons go under them, nothing overflows the narrow column.
    await expect(status.top).toBeGreaterThan(address.bottom);
    await expect(apply.top).toBeGreaterThan(status.bottom);
    const form = canvas.getByRole('search').getBoundingClientRect();
    await expect(form.width).toBeLessThanOrEqual(320);
  },
};

/** On a phone the fields fold behind one button, so the list below starts on the first screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Order filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Apply' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByLabelText('Address')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Rtl: Story = {
  args: {
    labels: { form: 'تصفية الطلبات', apply: 'تطبيق', reset: 'إعادة تعيين' },
    children: (
      <>
        <TextField label="العنوان" name="address" placeholder="0x…" dir="ltr" spellCheck={false} />
        <StatusSelect
          label="الحالة"
          options={[
            ['', 'الكل'],
            ['pending', 'قيد الانتظار'],
            ['paid', 'مدفوع'],
          ]}
        />
        <TextField label="من" name="from" type="date" />
        <TextField label="إلى" name="to" type="date" />
      </>
    ),
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const address = canvas.getByLabelText('العنوان');
    const status = canvas.getByLabelText('الحالة');
    // The first field starts at the right edge.
    await expect(address.getBoundingClientRect().left).toBeGreaterThan(status.getBoundingClientRect().left);
    await userEvent.type(address, '0x12{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ address: '0x12' }));
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة تعيين' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

export const DarkRtl: Story = { ...Rtl, globals: { locale: 'ar', theme: 'dark' } };

/** Fields of the list's filters, the date range grouped as the console groups it. */
function rangeFields(labels: { address: string; status: string; from: string; to: string }) {
  return (
    <>
      <TextField label={labels.address} name="address" placeholder="0x…" dir="ltr" spellCheck={false} />
      <StatusSelect label={labels.status} options={[['', '-']]} />
      <FilterGroup>
        <TextField label={labels.from} name="from" type="date" />
        <TextField label={labels.to} name="to" type="date" />
      </FilterGroup>
    </>
  );
}

/** From and To, at a phone's, a tablet's and a laptop's column widths: together on one row where both fit. */
async function rangeTogether(canvasElement: HTMLElement, from: string, to: string) {
  const bars = within(canvasElement).getAllByRole('search');
  for (const bar of bars) {
    const fromBox = within(bar).getByLabelText(from).getBoundingClientRect();
    const toBox = within(bar).getByLabelText(to).getBoundingClientRect();
    const width = bar.getBoundingClientRect().width;
    if (width >= 400) {
      // One row: the same top, To after From in the reading direction.
      await expect(Math.abs(fromBox.top - toBox.top)).toBeLessThan(1);
    } else {
      // Too narrow for both: To straight under From, nothing between them.
      await expect(toBox.top).toBeGreaterThan(fromBox.bottom);
      await expect(toBox.top - fromBox.bottom).toBeLessThan(40);
    }
  }
}

const rangeWidths = ['18rem', '30rem', '44rem', '60rem'];

export const DateRangeTogether: Story = {
  name: 'Date range kept together',
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {rangeWidths.map((width) => (
        <div key={width} style={{ inlineSize: width }}>
          <FilterBar {...args} labels={{ ...args.labels, form: `${args.labels.form} ${width}` }}>
            {rangeFields({ address: 'Address', status: 'Status', from: 'From', to: 'To' })}
          </FilterBar>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await rangeTogether(canvasElement, 'From', 'To');
    const bar = within(canvasElement).getAllByRole('search')[1] as HTMLElement;
    await expect(within(bar).getByLabelText('To').getBoundingClientRect().left).toBeGreaterThan(
      within(bar).getByLabelText('From').getBoundingClientRect().left,
    );
  },
};

export const DateRangeTogetherRtl: Story = {
  name: 'Date range kept together, RTL',
  args: { labels: { form: 'تصفية الطلبات', apply: 'تطبيق', reset: 'إعادة تعيين' } },
  globals: { locale: 'ar' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {rangeWidths.map((width) => (
        <div key={width} style={{ inlineSize: width }}>
          <FilterBar {...args} labels={{ ...args.labels, form: `${args.labels.form} ${width}` }}>
            {rangeFields({ address: 'العنوان', status: 'الحالة', from: 'من', to: 'إلى' })}
          </FilterBar>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await rangeTogether(canvasElement, 'من', 'إلى');
    // Right to left, To sits to the left of From.
    const bar = within(canvasElement).getAllByRole('search')[1] as HTMLElement;
    await expect(within(bar).getByLabelText('إلى').getBoundingClientRect().left).toBeLessThan(
      within(bar).getByLabelText('من').getBoundingClientRect().left,
    );
  },
};
