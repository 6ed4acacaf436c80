import * as Checkbox from '@radix-ui/react-checkbox';
import {
  type Column,
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type OnChangeFn,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Pagination, type PaginationLabels, type PaginationProps } from '../Pagination/Pagination.tsx';
import { useUi } from '../theme/UiProvider.tsx';
import { ColumnChooser } from './ColumnChooser.tsx';
import { flatSortedRowModel } from './sortedRowModel.ts';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Cell and header alignment; `end` for numbers. */
    align?: 'start' | 'center' | 'end';
    /** Sorts the column as decimal numbers (values may be decimal strings) and aligns it to the end. */
    numeric?: boolean;
    /** Name in the column chooser when the header is not plain text. */
    label?: string;
    /** CSS inline size of the column, e.g. `8rem`. */
    width?: string;
    /** `end`: the column stays in view at the inline end while a wide table scrolls (row actions). */
    pin?: 'end';
  }
}

export type DataTableState = 'ready' | 'loading' | 'error';

export type DataTableLabels<T> = {
  /** Announced while `state` is `loading`. */
  loading?: string;
  /** Name of the header checkbox; needed with row selection. */
  selectAll?: string;
  /** Name of a row's checkbox, e.g. `Select order 42`; needed with row selection. */
  selectRow?: (row: T) => string;
  /** Name of the column chooser button; the chooser shows when this is set. */
  columns?: string;
  /** Paging labels; needed with `pagination`. */
  previous?: string;
  next?: string;
  pageOf?: (page: number, pages: number) => string;
  total?: (count: number) => string;
  rowsPerPage?: string;
  /** Name of the paging landmark; the caption when not set. */
  pagination?: string;
};

export type DataTablePagination = Omit<PaginationProps, 'labels' | 'disabled'>;

export type DataTableProps<T> = {
  // biome-ignore lint/suspicious/noExplicitAny: each column has its own value type, as in TanStack's own examples.
  columns: ColumnDef<T, any>[];
  data: readonly T[];
  getRowId: (row: T, index: number) => string;
  /** The table's accessible name (a `<caption>`, visually hidden unless `captionVisible`). */
  caption: string;
  captionVisible?: boolean;
  state?: DataTableState;
  /** Shown in the body when `state` is `ready` and there are no rows. */
  emptyContent?: ReactNode;
  /** Shown in the body when `state` is `error` (e.g. an ErrorState with a retry button). */
  errorContent?: ReactNode;
  /** Controlled sort; without it the table keeps its own. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** `manual` (default): rows arrive sorted (server-side lists). `client`: the table sorts `data`. */
  sortMode?: 'manual' | 'client';
  /** Row selection by row id; a checkbox column appears when `onRowSelectionChange` is set. */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  /** Hidden columns by id (`{ status: false }`); controlled when set. */
  columnVisibility?: VisibilityState;
  onColumnVisibilityChange?: (visibility: VisibilityState) => void;
  /** Server-side paging under the table. */
  pagination?: DataTablePagination;
  labels?: DataTableLabels<T>;
  /** Extra controls beside the column chooser, e.g. an export button. */
  toolbar?: ReactNode;
  /** Height of the scroll area, e.g. `32rem`; rows outside it are not rendered. */
  maxHeight?: string;
  /** First guess of a row's height in px before rows are measured. */
  estimateRowHeight?: number;
  /** Number of placeholder rows while loading. */
  skeletonRows?: number;
};

const selectColumnId = '__select';

function useControllable<S>(
  value: S | undefined,
  onChange: ((next: S) => void) | undefined,
  initial: S,
): [S, OnChangeFn<S>] {
  const [own, setOwn] = useState<S>(initial);
  const current = value === undefined ? own : value;
  const latest = useRef(current);
  latest.current = current;
  const set = (updater: Updater<S>) => {
    const next = typeof updater === 'function' ? (updater as (old: S) => S)(latest.current) : updater;
    latest.current = next;
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [current, set];
}

function columnName<T>(column: Column<T, unknown>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
}

function alignOf<T>(column: Column<T, unknown>): 'start' | 'center' | 'end' {
  const meta = column.columnDef.meta;
  return meta?.align ?? (meta?.numeric ? 'end' : 'start');
}

/**
 * A semantic, virtualized table over TanStack Table: sorting (server-side or client-side), row
 * selection, column visibility, paging, loading, empty and error states.
 */
export function DataTable<T>({
  columns,
  data,
  getRowId,
  caption,
  captionVisible = false,
  state = 'ready',
  emptyContent,
  errorContent,
  sorting: sortingProp,
  onSortingChange,
  sortMode = 'manual',
  rowSelection: rowSelectionProp,
  onRowSelectionChange,
  columnVisibility: visibilityProp,
  onColumnVisibilityChange,
  pagination,
  labels = {},
  toolbar,
  maxHeight,
  estimateRowHeight = 37,
  skeletonRows,
}: DataTableProps<T>) {
  const { dir, locale } = useUi();
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const selectable = onRowSelectionChange !== undefined;

  const [sorting, setSorting] = useControllable<SortingState>(sortingProp, onSortingChange, []);
  const [rowSelection, setRowSelection] = useControllable<RowSelectionState>(
    rowSelectionProp,
    onRowSelectionChange,
    {},
  );
  const [columnVisibility, setColumnVisibility] = useControllable<VisibilityState>(
    visibilityProp,
    onColumnVisibilityChange,
    {},
  );

  // Numbers (money arrives as decimal strings) compare by value, text by the reader's collation.
  const sortedRowModel = useMemo(() => flatSortedRowModel<T>(locale), [locale]);

  const selectLabel = labels.selectAll;
  const selectRowLabel = labels.selectRow;
  const allColumns = useMemo<ColumnDef<T, unknown>[]>(() => {
    if (!selectable) return columns;
    const select: ColumnDef<T, unknown> = {
      id: selectColumnId,
      enableSorting: false,
      enableHiding: false,
      meta: { width: '2.75rem' },
      header: ({ table }) => (
        <SelectBox
          checked={
            table.getIsAllRowsSelected() ? true : table.getIsSomeRowsSelected() ? 'indeterminate' : false
          }
          onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
          aria-label={selectLabel}
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
          aria-label={selectRowLabel ? selectRowLabel(row.original) : row.id}
        >
          <Checkbox.Indicator aria-hidden="true">✓</Checkbox.Indicator>
        </SelectBox>
      ),
    };
    return [select, ...columns];
  }, [columns, selectable, selectLabel, selectRowLabel]);

  const table = useReactTable<T>({
    data: data as T[],
    columns: allColumns,
    getRowId,
    state: { sorting, rowSelection, columnVisibility },
    onSortingChange: setSorting,
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: setColumnVisibility,
    enableRowSelection: selectable,
    enableMultiSort: false,
    // Server-side lists always have an order; a header toggles between ascending and descending.
    enableSortingRemoval: false,
    manualSorting: sortMode === 'manual',
    manualPagination: true,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: sortMode === 'client' ? sortedRowModel : undefined,
  });

  const rows = state === 'ready' ? table.getRowModel().rows : [];
  const visibleColumns = table.getVisibleLeafColumns();
  const span = visibleColumns.length;

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateRowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const paddingStart = items[0]?.start ?? 0;
  const paddingEnd = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

  const rowOffset = pagination ? (Math.max(1, pagination.page) - 1) * pagination.pageSize : 0;
  const rowCount = pagination ? pagination.total : rows.length;
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const showChooser = labels.columns !== undefined && hideable.length > 1;
  const placeholderCount = skeletonRows ?? Math.min(pagination?.pageSize ?? 5, 8);

  let body: ReactNode;
  if (state === 'loading') {
    body = Array.from({ length: placeholderCount }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
      <SkeletonRow key={index} aria-hidden="true">
        {visibleColumns.map((column) => (
          <Td key={column.id} data-align={alignOf(column)}>
            <Skeleton $short={column.id === selectColumnId} />
          </Td>
        ))}
      </SkeletonRow>
    ));
  } else if (state === 'error') {
    body = (
      <tr>
        <StateCell colSpan={span}>{errorContent}</StateCell>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <StateCell colSpan={span}>{emptyContent}</StateCell>
      </tr>
    );
  } else {
    body = (
      <>
        {paddingStart > 0 ? (
          <Spacer aria-hidden="true">
            <td colSpan={span} style={{ blockSize: paddingStart }} />
          </Spacer>
        ) : null}
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <Tr
              key={row.id}
              data-index={item.index}
              ref={virtualizer.measureElement}
              aria-rowindex={rowOffset + item.index + 2}
              data-selected={row.getIsSelected() || undefined}
            >
              {row.getVisibleCells().map((cell) => (
                <Td
                  key={cell.id}
                  data-align={alignOf(cell.column)}
                  data-numeric={cell.column.columnDef.meta?.numeric}
                  data-pin={cell.column.columnDef.meta?.pin}
                  data-label={cell.column.id === selectColumnId ? '' : columnName(cell.column)}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Td>
              ))}
            </Tr>
          );
        })}
        {paddingEnd > 0 ? (
          <Spacer aria-hidden="true">
            <td colSpan={span} style={{ blockSize: paddingEnd }} />
          </Spacer>
        ) : null}
      </>
    );
  }

  return (
    <Root dir={dir}>
      {showChooser || toolbar ? (
        <Toolbar>
          {toolbar}
          {showChooser ? (
            <ColumnChooser columns={hideable} label={labels.columns ?? ''} nameOf={columnName} />
          ) : null}
        </Toolbar>
      ) : null}
      <Scroll
        ref={scrollRef}
        role="region"
        aria-labelledby={captionId}
        // Keyboard users can scroll the area even when no cell holds a control.
        tabIndex={0}
        style={{ maxBlockSize: maxHeight }}
      >
        <StyledTable
          aria-busy={state === 'loading' || undefined}
          aria-rowcount={state === 'ready' && rows.length > 0 ? rowCount + 1 : undefined}
        >
          <Caption id={captionId} $visible={captionVisible}>
            {caption}
          </Caption>
          <colgroup>
            {visibleColumns.map((column) => (
              <col key={column.id} style={{ inlineSize: column.columnDef.meta?.width }} />
            ))}
          </colgroup>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={state === 'ready' && rows.length > 0 ? 1 : undefined}>
                {group.headers.map((header) => {
                  const column = header.column;
                  const sorted = column.getIsSorted();
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(column.columnDef.header, header.getContext());
                  return (
                    <Th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      data-align={alignOf(column)}
                      data-pin={column.columnDef.meta?.pin}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {column.getCanSort() && !header.isPlaceholder ? (
                        <SortButton type="button" onClick={column.getToggleSortingHandler()}>
                          {content}
                          <SortIcon aria-hidden="true" $active={sorted !== false}>
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </SortIcon>
                        </SortButton>
                      ) : (
                        content
                      )}
                    </Th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </StyledTable>
      </Scroll>
      {state === 'loading' && labels.loading ? (
        <VisuallyHidden role="status">{labels.loading}</VisuallyHidden>
      ) : null}
      {pagination && state !== 'error' && pagination.total > 0 ? (
        <Pagination
          {...pagination}
          disabled={state === 'loading'}
          labels={paginationLabels(labels, caption)}
        />
      ) : null}
    </Root>
  );
}

function paginationLabels<T>(labels: DataTableLabels<T>, caption: string): PaginationLabels {
  return {
    navigation: labels.pagination ?? caption,
    previous: labels.previous ?? '',
    next: labels.next ?? '',
    pageOf: labels.pageOf ?? (() => ''),
    total: labels.total ?? (() => ''),
    rowsPerPage: labels.rowsPerPage,
  };
}

// Below this inline size of the table's own box, each row becomes a card of label–value lines.
const cards = '(max-width: 35.99rem)';
const columns = '(min-width: 36rem)';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
  container-type: inline-size;
  color: ${({ theme }) => theme.color.fg.default};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const Scroll = styled.div`
  /* Holds absolutely positioned cell content (visually hidden labels) inside the scroll area, so a
     wide table scrolls here instead of widening the page. */
  position: relative;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const StyledTable = styled.table`
  inline-size: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  /* On a phone a row reads top to bottom, each value beside its column's name, actions included. */
  @container ${cards} {
    &,
    & > tbody,
    & > tbody > tr {
      display: block;
    }
    & > colgroup {
      display: none;
    }
    & > thead {
      ${() => visuallyHidden}
    }
  }
`;

const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

const VisuallyHidden = styled.div`
  ${visuallyHidden}
`;

const Caption = styled.caption<{ $visible: boolean }>`
  ${({ $visible, theme }) =>
    $visible
      ? css`
          caption-side: top;
          padding: ${theme.space[3]};
          text-align: start;
          font-weight: ${theme.font.weight.bold};
        `
      : visuallyHidden}
`;

const aligned = css`
  text-align: start;
  &[data-align='end'] {
    text-align: end;
  }
  &[data-align='center'] {
    text-align: center;
  }
`;

const Th = styled.th`
  ${aligned}
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.layer.sticky};
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border-block-end: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.fg.default};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  vertical-align: bottom;
  &[data-align='end'] > button {
    flex-direction: row-reverse;
  }
  @container ${columns} {
    &:first-child {
      inset-inline-start: 0;
      z-index: calc(${({ theme }) => theme.layer.sticky} + 1);
    }
    &[data-pin='end'] {
      inset-inline-end: 0;
      z-index: calc(${({ theme }) => theme.layer.sticky} + 1);
    }
  }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  margin-inline: calc(-1 * ${({ theme }) => theme.space[1]});
  padding-block: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.neutralSoft};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
  }
`;

const SortIcon = styled.span<{ $active: boolean }>`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ $active, theme }) => ($active ? theme.color.accent : theme.color.fg.muted)};
`;

const Tr = styled.tr`
  @container ${cards} {
    padding-block: ${({ theme }) => theme.space[2]};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
  &:hover > td {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &[data-selected] > td {
    background: ${({ theme }) => theme.color.accentSoft};
  }
`;

const Td = styled.td`
  ${aligned}
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  vertical-align: middle;
  overflow-wrap: break-word;
  background: ${({ theme }) => theme.color.surface};
  &[data-numeric='true'] {
    font-variant-numeric: tabular-nums;
    overflow-wrap: normal;
    white-space: nowrap;
  }
  /* The first column names the row and the pinned one acts on it: both stay while the rest scrolls. */
  @container ${columns} {
    &:first-child,
    &[data-pin='end'] {
      position: sticky;
      z-index: 1;
    }
    &:first-child {
      inset-inline-start: 0;
    }
    &[data-pin='end'] {
      inset-inline-end: 0;
      box-shadow: inset 1px 0 0 ${({ theme }) => theme.color.border}, inset -1px 0 0 ${({ theme }) => theme.color.border};
    }
  }
  @container ${cards} {
    /* Doubled class: wins over the table's own cell display. */
    && {
      display: flex;
    }
    &:empty {
      display: none;
    }
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    padding-block: ${({ theme }) => theme.space[1]};
    border: 0;
    text-align: end;
    background: transparent;
    &::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.color.fg.muted};
      font-weight: ${({ theme }) => theme.font.weight.medium};
      text-align: start;
    }
    &[data-label='']::before {
      content: none;
    }
  }
`;

const Spacer = styled.tr`
  & > td {
    padding: 0;
    border: 0;
  }
`;

const SkeletonRow = styled.tr``;

const StateCell = styled.td`
  padding: ${({ theme }) => theme.space[5]};
  @container ${cards} {
    display: block;
  }
  text-align: center;
  color: ${({ theme }) => theme.color.fg.muted};
`;

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.5; }
  to { opacity: 1; }
`;

const Skeleton = styled.span<{ $short: boolean }>`
  display: inline-block;
  inline-size: ${({ $short }) => ($short ? '1rem' : '70%')};
  block-size: 0.875rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.skeleton};
  vertical-align: middle;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

const SelectBox = styled(Checkbox.Root)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 1.125rem;
  block-size: 1.125rem;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.fg.onAccent};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1;
  vertical-align: middle;
  cursor: pointer;
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

// Callers build columns and hold table state with TanStack's own types, without a direct dependency.
export {
  type ColumnDef,
  createColumnHelper,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
