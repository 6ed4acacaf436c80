import type { ColumnDef } from '@tanstack/react-table';
import type { DataTableLabels } from './DataTable.tsx';

/** Fixture rows for the DataTable stories; deterministic so screenshots are stable. */
export type OrderRow = {
  id: string;
  orderNo: string;
  address: string;
  amount: string;
  status: 'paid' | 'pending' | 'failed';
  createdAt: string;
  note?: string;
};

function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const statuses = ['paid', 'pending', 'failed'] as const;

export function makeOrders(count: number, seed = 7): OrderRow[] {
  const random = generator(seed);
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, index) => {
    let address = '0x';
    for (let i = 0; i < 40; i++) address += Math.floor(random() * 16).toString(16);
    const whole = Math.floor(random() * 100_000);
    const cents = Math.floor(random() * 1_000_000)
      .toString()
      .padStart(6, '0');
    return {
      id: `order-${index + 1}`,
      orderNo: `NS${String(100_000 + index + 1)}`,
      address,
      amount: `${whole}.${cents}`,
      status: statuses[Math.floor(random() * 3)] ?? 'paid',
      createdAt: new Date(start + index * 3_600_000).toISOString().slice(0, 16).replace('T', ' '),
    };
  });
}

const mono = {
  fontFamily: 'ui-monospace, "Noto Sans Mono", "DejaVu Sans Mono", monospace',
  whiteSpace: 'nowrap',
} as const;

export function orderColumns(
  header: Record<'orderNo' | 'address' | 'amount' | 'status' | 'createdAt', string>,
) {
  const columns: ColumnDef<OrderRow, string>[] = [
    {
      id: 'orderNo',
      accessorKey: 'orderNo',
      header: header.orderNo,
      cell: ({ getValue }) => <bdi dir="ltr">{getValue()}</bdi>,
    },
    {
      id: 'address',
      accessorKey: 'address',
      header: header.address,
      enableSorting: false,
      cell: ({ getValue }) => (
        <bdi dir="ltr" style={mono} title={getValue()}>
          {`${getValue().slice(0, 6)}…${getValue().slice(-4)}`}
        </bdi>
      ),
    },
    {
      id: 'amount',
      accessorKey: 'amount',
      header: header.amount,
      meta: { numeric: true },
      cell: ({ getValue }) => <bdi dir="ltr">{getValue()}</bdi>,
    },
    { id: 'status', accessorKey: 'status', header: header.status },
    {
      id: 'createdAt',
      accessorKey: 'createdAt',
      header: header.createdAt,
      cell: ({ getValue }) => <bdi dir="ltr">{getValue()}</bdi>,
    },
  ];
  return columns;
}

export const englishHeaders = {
  orderNo: 'Order no.',
  address: 'Address',
  amount: 'Amount (USDT)',
  status: 'Status',
  createdAt: 'Created',
};

export const arabicHeaders = {
  orderNo: 'رقم الطلب',
  address: 'العنوان',
  amount: 'المبلغ (USDT)',
  status: 'الحالة',
  createdAt: 'تاريخ الإنشاء',
};

export const englishLabels: DataTableLabels<OrderRow> = {
  loading: 'Loading orders…',
  selectAll: 'Select all orders on this page',
  selectRow: (row) => `Select order ${row.orderNo}`,
  columns: 'Columns',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  total: (count) => `${count.toLocaleString('en')} orders`,
  rowsPerPage: 'Rows per page',
  pagination: 'Orders pages',
};

export const arabicLabels: DataTableLabels<OrderRow> = {
  loading: 'جارٍ تحميل الطلبات…',
  selectAll: 'تحديد كل الطلبات في هذه الصفحة',
  selectRow: (row) => `تحديد الطلب ${row.orderNo}`,
  columns: 'الأعمدة',
  previous: 'السابق',
  next: 'التالي',
  pageOf: (page, pages) => `الصفحة ${page} من ${pages}`,
  total: (count) => `${count.toLocaleString('ar')} طلب`,
  rowsPerPage: 'صفوف لكل صفحة',
  pagination: 'صفحات الطلبات',
};
