import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination.tsx';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: {
    page: 1,
    pageSize: 20,
    total: 95,
    pageSizeOptions: [20, 50, 100],
    onPageChange: fn(),
    onPageSizeChange: fn(),
    labels: {
      navigation: 'Orders pages',
      previous: 'Previous',
      next: 'Next',
      pageOf: (page, pages) => `Page ${page} of ${pages}`,
      total: (count) => `${count} orders`,
      rowsPerPage: 'Rows per page',
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  const [pageSize, setPageSize] = useState(args.pageSize);
  return (
    <Pagination
      {...args}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
      onPageSizeChange={(next) => {
        setPageSize(next);
        setPage(1);
        args.onPageSizeChange?.(next);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Page 2 of 5');
    await userEvent.click(previous);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '100');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(100);
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Page 1 of 1');
    await expect(next).toBeDisabled();
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

export const PageOutOfRange: Story = {
  args: { page: 40 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation')).toHaveTextContent('Page 5 of 5');
  },
};

export const WithoutPageSize: Story = { args: { onPageSizeChange: undefined } };

export const Disabled: Story = {
  args: { page: 2, disabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const Dark: Story = { args: { page: 2 }, globals: { theme: 'dark' } };

export const Rtl: Story = {
  args: {
    page: 2,
    labels: {
      navigation: 'صفحات الطلبات',
      previous: 'السابق',
      next: 'التالي',
      pageOf: (page, pages) => `الصفحة ${page} من ${pages}`,
      total: (count) => `${count} طلب`,
      rowsPerPage: 'صفوف لكل صفحة',
    },
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'السابق' });
    const next = canvas.getByRole('button', { name: 'التالي' });
    // Previous sits to the right of next, and its chevron points right (mirrored), next's points left.
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(next.getBoundingClientRect().left);
    const transform = (button: HTMLElement) => getComputedStyle(button.querySelector('svg')!).transform;
    await expect(transform(previous)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await expect(transform(next)).toBe('none');
  },
};

/** On a phone the page size takes a line and previous, the page and next share the next one. */
export const Phone: Story = {
  args: { page: 2, labels: { ...meta.args.labels, previous: 'Previous page', next: 'Next page' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = (element: HTMLElement) => Math.round(element.getBoundingClientRect().top);
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    const next = canvas.getByRole('button', { name: 'Next page' });
    const size = canvas.getByRole('combobox', { name: 'Rows per page' });
    await expect(top(previous)).toBe(top(next));
    await expect(top(previous)).toBeGreaterThan(top(size));
  },
};
