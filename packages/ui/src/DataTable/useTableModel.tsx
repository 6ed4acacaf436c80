import * as Checkbox from '@radix-ui/react-checkbox';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import {
  type ColumnDef,
  getCoreRowModel,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { useMemo, useRef } from 'react';
import { useUi } from '../theme/UiProvider.tsx';
import { SELECT_COLUMN_ID } from './columns.ts';
import { flatSortedRowModel } from './sortedRowModel.ts';
import { SelectBox } from './styles.ts';

export type TableModelOptions<T> = {
  // biome-ignore lint/suspicious/noExplicitAny: each column has its own value type, as in TanStack's own examples.
  columns: ColumnDef<T, any>[];
  data: readonly T[];
  getRowId: (row: T, index: number) => string;
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  sortMode: 'manual' | 'client';
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  columnVisibility?: VisibilityState;
  onColumnVisibilityChange?: (visibility: VisibilityState) => void;
  selectAllLabel?: string;
  selectRowLabel?: (row: T) => string;
  /** Which rows may be selected (all when unset), e.g. only pending withdrawals. */
  canSelectRow?: (row: T) => boolean;
};

/** A state TanStack updates with a value or an updater, held by the caller when it passes one. */
function useTableState<S>(prop: S | undefined, onChange: ((next: S) => void) | undefined, initial: S) {
  const [value, setValue] = useControllableState<S>({ prop, defaultProp: initial, onChange });
  return [value, setValue as OnChangeFn<S>] as const;
}

/**
 * The table's state (sort, selection, visible columns; each controlled when the caller passes it)
 * and TanStack's table over it, with a checkbox column first when rows can be selected.
 */
export function useTableModel<T>(options: TableModelOptions<T>) {
  const { locale } = useUi();
  const selectable = options.onRowSelectionChange !== undefined;
  const [sorting, setSorting] = useTableState<SortingState>(options.sorting, options.onSortingChange, []);
  const [rowSelection, setRowSelection] = useTableState<RowSelectionState>(
    options.rowSelection,
    options.onRowSelectionChange,
    {},
  );
  const [columnVisibility, setColumnVisibility] = useTableState<VisibilityState>(
    options.columnVisibility,
    options.onColumnVisibilityChange,
    {},
  );

  // Numbers (money arrives as decimal strings) compare by value, text by the reader's collation.
  const sortedRowModel = useMemo(() => flatSortedRowModel<T>(locale), [locale]);

  const { columns } = options;
  // Read at render through a ref: a caller's new label function must not make new column
  // definitions, which would remount every cell (and drop the keyboard focus) on each render.
  const labels = useRef({ selectAll: options.selectAllLabel, selectRow: options.selectRowLabel });
  labels.current = { selectAll: options.selectAllLabel, selectRow: options.selectRowLabel };
  const allColumns = useMemo<ColumnDef<T, unknown>[]>(() => {
    if (!selectable) return columns;
    const select: ColumnDef<T, unknown> = {
      id: SELECT_COLUMN_ID,
      enableSorting: false,
      enableHiding: false,
      meta: { width: '2.75rem' },
      header: ({ table }) => (
        <SelectBox
          checked={
            table.getIsAllRowsSelected() ? true : table.getIsSomeRowsSelected() ? 'indeterminate' : false
          }
          onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
          aria-label={labels.current.selectAll}
          disabled={table.getRowModel().rows.length === 0}
        >
          <Checkbox.Indicator aria-hidden="true">
            {table.getIsAllRowsSelected() ? '✓' : '–'}
          </Checkbox.Indicator>
        </SelectBox>
      ),
      cell: ({ row }) => (
        <SelectBox
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect()}
          onCheckedChange={(checked) => row.toggleSelected(checked === true)}
          aria-label={labels.current.selectRow?.(row.original) ?? row.id}
        >
          <Checkbox.Indicator aria-hidden="true">✓</Checkbox.Indicator>
        </SelectBox>
      ),
    };
    return [select, ...columns];
  }, [columns, selectable]);

  return useReactTable<T>({
    data: options.data as T[],
    columns: allColumns,
    getRowId: options.getRowId,
    state: { sorting, rowSelection, columnVisibility },
    onSortingChange: setSorting,
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: setColumnVisibility,
    enableRowSelection:
      selectable && options.canSelectRow ? (row) => options.canSelectRow?.(row.original) ?? true : selectable,
    enableMultiSort: false,
    // Server-side lists always have an order; a header toggles between ascending and descending.
    enableSortingRemoval: false,
    manualSorting: options.sortMode === 'manual',
    manualPagination: true,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: options.sortMode === 'client' ? sortedRowModel : undefined,
  });
}
