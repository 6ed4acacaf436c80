import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RowSelectionState, SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sortRows } from './compareValues.ts';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import {
  arabicHeaders,
  arabicLabels,
  englishHeaders,
  englishLabels,
  makeOrders,
  type OrderRow,
  orderColumns,
} from './storyData.tsx';

const OrdersTable = DataTable<OrderRow>;

const columns = orderColumns(englishHeaders);
const twelve = makeOrders(12);
const tenThousand = makeOrders(10_000, 42);

const meta = {
  title: 'UI/DataTable',
  component: OrdersTable,
  args: {
    columns,
    data: twelve,
    getRowId: (row) => row.id,
    caption: 'Orders',
    labels: englishLabels,
    sortMode: 'client',
    onSortingChange: fn(),
  },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

function rowsOf(canvasElement: HTMLElement) {
  return within(canvasElement)
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('aria-rowindex'));
}

function bodyRow(canvasElement: HTMLElement, index: number) {
  return canvasElement.querySelector<HTMLTableRowElement>(`tbody tr[aria-rowindex="${index}"]`);
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Orders' })).toBeVisible();
    const amount = canvas.getByRole('columnheader', { name: /Amount/ });
    await expect(amount).not.toHaveAttribute('aria-sort');
    // Keyboard: Tab to the header button and press Enter, then Space.
    canvas.getByRole('button', { name: /Amount/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'amount', desc: false }]);
    const smallest = sortRows(twelve, (row) => row.amount, 'asc')[0]!;
    await expect(bodyRow(canvasElement, 2)).toHaveTextContent(smallest.orderNo);
    await userEvent.keyboard(' ');
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    const largest = sortRows(twelve, (row) => row.amount, 'desc')[0]!;
    await expect(bodyRow(canvasElement, 2)).toHaveTextContent(largest.orderNo);
    // Address is not sortable: a plain header, no button.
    await expect(canvas.queryByRole('button', { name: 'Address' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading', data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading orders…');
  },
};

export const Empty: Story = {
  args: { data: [], emptyContent: <p>No orders match these filters.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell')).toHaveTextContent('No orders match these filters.');
  },
};

const onRetry = fn();

export const ErrorState: Story = {
  name: 'Error',
  args: {
    state: 'error',
    errorContent: (
      <div role="alert">
        <p>The orders could not be loaded.</p>
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};

function SelectableTable(args: DataTableProps<OrderRow>) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  return (
    <OrdersTable
      {...args}
      rowSelection={selection}
      onRowSelectionChange={(next) => {
        setSelection(next);
        args.onRowSelectionChange?.(next);
      }}
    />
  );
}

export const SelectableRows: Story = {
  args: { onRowSelectionChange: fn() },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = twelve[0]!;
    const rowBox = canvas.getByRole('checkbox', { name: `Select order ${first.orderNo}` });
    await userEvent.click(rowBox);
    await expect(rowBox).toBeChecked();
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({ [first.id]: true });
    const all = canvas.getByRole('checkbox', { name: 'Select all orders on this page' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    await expect(all).toBeChecked();
    const selected = Object.keys(vi(args.onRowSelectionChange).mock.lastCall?.[0] ?? {});
    await expect(selected).toHaveLength(twelve.length);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
    await userEvent.click(all);
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({});
  },
};

// `fn()` spies keep their mock API; the story args type them as plain callbacks.
function vi<F>(spy: F) {
  return spy as F & { mock: { lastCall?: unknown[] } };
}

export const ColumnChooser: Story = {
  args: { onColumnVisibilityChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('columnheader', { name: 'Status' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const status = await body.findByRole('menuitemcheckbox', { name: 'Status' });
    await expect(status).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(status);
    await expect(args.onColumnVisibilityChange).toHaveBeenLastCalledWith({ status: false });
    await expect(canvas.queryByRole('columnheader', { name: 'Status' })).toBeNull();
    await expect(status).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

const pagedOrders = makeOrders(95, 3);

function PagedTable(args: DataTableProps<OrderRow>) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'createdAt', desc: true }]);
  // Stands in for the server: sorts and slices the whole list.
  const sort = sorting[0];
  const sorted = sort
    ? sortRows(pagedOrders, (row) => row[sort.id as keyof OrderRow], sort.desc ? 'desc' : 'asc')
    : pagedOrders;
  const pagination = args.pagination;
  return (
    <OrdersTable
      {...args}
      sortMode="manual"
      data={sorted.slice((page - 1) * pageSize, page * pageSize)}
      sorting={sorting}
      onSortingChange={(next) => {
        setSorting(next);
        setPage(1);
        args.onSortingChange?.(next);
      }}
      maxHeight="24rem"
      pagination={{
        page,
        pageSize,
        total: pagedOrders.length,
        pageSizeOptions: [20, 50],
        onPageChange: (next) => {
          setPage(next);
          pagination?.onPageChange(next);
        },
        onPageSizeChange: (next) => {
          setPageSize(next);
          setPage(1);
          pagination?.onPageSizeChange?.(next);
        },
      }}
    />
  );
}

export const Paging: Story = {
  args: {
    pagination: { page: 1, pageSize: 20, total: 95, onPageChange: fn(), onPageSizeChange: fn() },
  },
  render: (args) => <PagedTable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Orders pages' });
    await expect(nav).toHaveTextContent('95 orders');
    await expect(nav).toHaveTextContent('Page 1 of 5');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '96');

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.pagination?.onPageChange).toHaveBeenCalledWith(2);
    await expect(nav).toHaveTextContent('Page 2 of 5');
    // Rows of page 2 continue the numbering of the whole list.
    await expect(bodyRow(canvasElement, 22)).not.toBeNull();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '50');
    await expect(args.pagination?.onPageSizeChange).toHaveBeenCalledWith(50);
    await expect(nav).toHaveTextContent('Page 1 of 2');

    // Server-side sort: the header reports the sort, the page goes back to 1.
    await userEvent.click(canvas.getByRole('button', { name: /Amount/ }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'amount', desc: false }]);
    await expect(canvas.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: /Created/ })).not.toHaveAttribute('aria-sort');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

const longOrders: OrderRow[] = twelve.slice(0, 4).map((row, index) => ({
  ...row,
  status: index % 2 ? 'pending' : 'paid',
  amount: index === 0 ? '123456789012345678.123456789012345678' : row.amount,
  note: 'Paid from a hardware wallet after the second confirmation window; the buyer asked for a receipt in two languages and a copy to the referrer. '.repeat(
    index + 1,
  ),
}));

export const LongContent: Story = {
  args: {
    data: longOrders,
    columns: [
      ...columns,
      {
        id: 'note',
        accessorKey: 'note',
        header: 'Internal note written by the operator who reviewed the order',
        enableSorting: false,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    // Long text wraps inside the page instead of pushing the table wider than its container.
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().width,
    );
  },
};

export const TenThousandRows: Story = {
  name: '10,000 rows',
  args: { data: tenThousand, maxHeight: '24rem' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    // Only a window of rows is in the DOM; a spacer stands for the rest once the virtualizer is in.
    // (The virtualizer's chunk loads with the first table that scrolls: in a cold dev server, slowly.)
    await waitFor(
      () => expect(canvasElement.querySelector('tbody > tr[aria-hidden="true"]')).not.toBeNull(),
      { timeout: 10_000 },
    );
    await expect(rowsOf(canvasElement).length).toBeLessThan(60);
    await expect(bodyRow(canvasElement, 2)).toHaveTextContent(tenThousand[0]!.orderNo);

    await userEvent.click(canvas.getByRole('button', { name: /Amount/ }));
    await expect(canvas.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const ascending = sortRows(tenThousand, (row) => row.amount, 'asc');
    await expect(bodyRow(canvasElement, 2)).toHaveTextContent(ascending[0]!.orderNo);
    await expect(bodyRow(canvasElement, 2)).not.toHaveTextContent(tenThousand[0]!.orderNo);

    const scroller = canvas.getByRole('region', { name: 'Orders' });
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(bodyRow(canvasElement, 10_001)).not.toBeNull());
    // Later measurements may grow the list; keep scrolling until the end stays rendered.
    await waitFor(() => {
      scroller.scrollTop = scroller.scrollHeight;
      expect(bodyRow(canvasElement, 10_001)).toHaveTextContent(ascending[9_999]!.orderNo);
      expect(scroller.scrollTop + scroller.clientHeight).toBeGreaterThanOrEqual(scroller.scrollHeight - 1);
    });
    await expect(bodyRow(canvasElement, 2)).toBeNull();
    await expect(rowsOf(canvasElement).length).toBeLessThan(60);
  },
};

export const Dark: Story = {
  args: { onRowSelectionChange: fn(), rowSelection: { [twelve[1]!.id]: true } },
  globals: { theme: 'dark' },
};

export const Rtl: Story = {
  args: {
    columns: orderColumns(arabicHeaders),
    labels: arabicLabels,
    caption: 'الطلبات',
    onRowSelectionChange: fn(),
    pagination: { page: 1, pageSize: 12, total: 40, onPageChange: fn(), onPageSizeChange: fn() },
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole('columnheader');
    // The first column (selection) sits at the right edge in right-to-left pages.
    await expect(headers[0]!.getBoundingClientRect().left).toBeGreaterThan(
      headers[1]!.getBoundingClientRect().left,
    );
    await userEvent.click(canvas.getByRole('button', { name: /المبلغ/ }));
    await expect(canvas.getByRole('columnheader', { name: /المبلغ/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

export const WithToolbar: Story = {
  args: {
    toolbar: (
      <button type="button" style={{ font: 'inherit', minBlockSize: '2rem' }}>
        Export CSV
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const exportButton = canvas.getByRole('button', { name: 'Export CSV' });
    // The caller's controls come before the column chooser, both above the table.
    await expect(exportButton.compareDocumentPosition(canvas.getByRole('button', { name: 'Columns' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await expect(exportButton.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getByRole('table').getBoundingClientRect().top,
    );
  },
};

export const DarkRtlColumnMenu: Story = {
  args: {
    ...Rtl.args,
    onColumnVisibilityChange: fn(),
    columnVisibility: { address: false },
  },
  globals: { locale: 'ar', theme: 'dark' },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('columnheader', { name: 'العنوان' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'الأعمدة' }));
    const menu = await body.findByRole('menu');
    await expect(menu).toHaveAttribute('dir', 'rtl');
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'العنوان' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    // The menu stays open (for axe and the screenshot).
  },
};

/** How many times each row's first cell was drawn, by row id (reset as the story mounts). */
const draws = new Map<string, number>();
const counted = (headers: typeof englishHeaders) =>
  orderColumns(headers).map((column, index) =>
    index === 0
      ? {
          ...column,
          cell: ({ row }: { row: { id: string; original: OrderRow } }) => {
            draws.set(row.id, (draws.get(row.id) ?? 0) + 1);
            return <bdi dir="ltr">{row.original.orderNo}</bdi>;
          },
        }
      : column,
  );
const countedEnglish = counted(englishHeaders);
const countedRenamed = counted({ ...englishHeaders, orderNo: 'Order number' });

/** A caller that re-renders the table for its own reasons, and gets a page's rows in two passes. */
function RedrawnTable(args: DataTableProps<OrderRow>) {
  const [, setTick] = useState(() => draws.clear());
  const [data, setData] = useState(() => twelve.slice(0, 8));
  const [renamed, setRenamed] = useState(false);
  const [selection, setSelection] = useState<RowSelectionState>({});
  return (
    <OrdersTable
      {...args}
      columns={renamed ? countedRenamed : countedEnglish}
      data={data}
      rowSelection={selection}
      onRowSelectionChange={setSelection}
      toolbar={
        <>
          <button type="button" onClick={() => setTick(undefined)}>
            Refresh
          </button>
          <button type="button" onClick={() => setData([...twelve])}>
            Rest of the page
          </button>
          <button type="button" onClick={() => setRenamed(true)}>
            Rename
          </button>
        </>
      }
    />
  );
}

/**
 * A row is drawn again only when what it shows changed. A table re-renders for its toolbar, its
 * header or the rest of a page arriving (new row objects for the same records): every cell of every
 * row was drawn again each time, and once more as the table mounted.
 */
export const RowsDrawnOnce: Story = {
  render: (args) => <RedrawnTable {...args} />,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawn = () => twelve.map((row) => draws.get(row.id) ?? 0);
    const bodyRows = () => canvasElement.querySelectorAll('tbody tr[aria-rowindex]');
    await expect(bodyRows()).toHaveLength(8);
    await expect(drawn()).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(drawn()).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Rest of the page' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(12));
    await expect(drawn()).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    // What a row shows still changes it: its selection, and the columns.
    const first = twelve[0]!;
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select order ${first.orderNo}` }));
    await expect(canvas.getByRole('checkbox', { name: `Select order ${first.orderNo}` })).toBeChecked();
    await expect(bodyRow(canvasElement, 2)).toHaveAttribute('data-selected');
    await expect(drawn()).toEqual([2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    await expect(canvas.getByRole('columnheader', { name: /Order number/ })).toBeVisible();
    await expect(drawn()).toEqual([3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
  },
};
