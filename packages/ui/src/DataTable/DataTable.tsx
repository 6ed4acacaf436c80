import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ColumnDef, RowSelectionState, SortingState, VisibilityState } from '@tanstack/react-table';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Pagination, type PaginationLabels, type PaginationProps } from '../Pagination/Pagination.tsx';
import { useUi } from '../theme/UiProvider.tsx';
import { ColumnChooser } from './ColumnChooser.tsx';
import { alignOf, columnName, SELECT_COLUMN_ID } from './columns.ts';
import {
  Caption,
  Root,
  Scroll,
  Skeleton,
  SkeletonRow,
  StateCell,
  StyledTable,
  Td,
  Toolbar,
} from './styles.ts';
import { TableHead } from './TableHead.tsx';
import { AllRows } from './TableRow.tsx';
import { useTableModel } from './useTableModel.tsx';
import type { VirtualRowsProps } from './VirtualRows.tsx';

type VirtualRowsComponent = <T>(props: VirtualRowsProps<T>) => ReactNode;
let virtualRows: VirtualRowsComponent | null = null;

/**
 * The virtualizer comes with the first table that has a bounded scroll area to virtualize; until
 * then (and for tables without one) rows render as they are.
 */
function useVirtualRows(wanted: boolean): VirtualRowsComponent | null {
  const [loaded, setLoaded] = useState(() => virtualRows);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    void import('./VirtualRows.tsx').then((module) => {
      virtualRows = module.default as VirtualRowsComponent;
      if (current) setLoaded(() => virtualRows);
    });
    return () => {
      current = false;
    };
  }, [wanted, loaded]);
  return wanted ? loaded : null;
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
  /** Which rows may be selected (all when unset). */
  canSelectRow?: (row: T) => boolean;
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

/** Rows painted while the virtualizer loads. */
const FIRST_ROWS = 50;

/**
 * A semantic table over TanStack Table: sorting (server-side or client-side), row selection,
 * column visibility, paging, loading, empty and error states. With `maxHeight` it scrolls in its
 * own area and renders only the rows in view.
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
  sorting,
  onSortingChange,
  sortMode = 'manual',
  rowSelection,
  onRowSelectionChange,
  canSelectRow,
  columnVisibility,
  onColumnVisibilityChange,
  pagination,
  labels = {},
  toolbar,
  maxHeight,
  estimateRowHeight = 37,
  skeletonRows,
}: DataTableProps<T>) {
  const { dir } = useUi();
  const captionId = useId();
  // State, not a ref: the virtualizer (a child) must see the element once it is there. Kept only
  // when there is a virtualizer: setting it re-renders the table, and a table without one (every
  // list screen's) was drawn twice as it mounted, every row and cell again, for nothing.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const Virtual = useVirtualRows(Boolean(maxHeight));
  const table = useTableModel({
    columns,
    data,
    getRowId,
    sorting,
    onSortingChange,
    sortMode,
    rowSelection,
    onRowSelectionChange,
    columnVisibility,
    onColumnVisibilityChange,
    selectAllLabel: labels.selectAll,
    selectRowLabel: labels.selectRow,
    canSelectRow,
  });

  const rows = state === 'ready' ? table.getRowModel().rows : [];
  const visibleColumns = table.getVisibleLeafColumns();
  const span = visibleColumns.length;
  const rowOffset = pagination ? (Math.max(1, pagination.page) - 1) * pagination.pageSize : 0;
  const rowCount = pagination ? pagination.total : rows.length;
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const showChooser = labels.columns !== undefined && hideable.length > 1;
  const placeholderCount = skeletonRows ?? Math.min(pagination?.pageSize ?? 5, 8);
  const hasRows = state === 'ready' && rows.length > 0;

  let body: ReactNode;
  if (state === 'loading') {
    body = Array.from({ length: placeholderCount }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
      <SkeletonRow key={index} aria-hidden="true">
        {visibleColumns.map((column) => (
          <Td key={column.id} data-align={alignOf(column)}>
            <Skeleton $short={column.id === SELECT_COLUMN_ID} />
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
  } else if (Virtual) {
    body = (
      <Virtual
        rows={rows}
        columns={visibleColumns}
        rowOffset={rowOffset}
        span={span}
        scrollElement={scrollElement}
        estimateRowHeight={estimateRowHeight}
      />
    );
  } else if (maxHeight) {
    // About a screenful while the virtualizer loads.
    body = (
      <AllRows rows={rows.slice(0, FIRST_ROWS)} columns={visibleColumns} rowOffset={rowOffset} span={span} />
    );
  } else {
    // The page scrolls: every row of the page is in view at some point, so all are rendered.
    body = <AllRows rows={rows} columns={visibleColumns} rowOffset={rowOffset} span={span} />;
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
        ref={maxHeight ? setScrollElement : undefined}
        role="region"
        aria-labelledby={captionId}
        // Keyboard users can scroll the area even when no cell holds a control.
        tabIndex={0}
        style={{
          maxBlockSize: maxHeight,
          // The virtualizer draws the rows that fit the area's height, and the area is as tall as what
          // is drawn: as cards (a narrow table, whose header is hidden) it started 0 px high and stayed
          // empty. At least the estimated rows' height, which the drawn rows then fill or pass.
          minBlockSize:
            Virtual && hasRows ? `min(${maxHeight}, ${rows.length * estimateRowHeight}px)` : undefined,
        }}
      >
        <StyledTable
          aria-busy={state === 'loading' || undefined}
          aria-rowcount={hasRows ? rowCount + 1 : undefined}
        >
          <Caption id={captionId} $visible={captionVisible}>
            {caption}
          </Caption>
          <colgroup>
            {visibleColumns.map((column) => (
              <col key={column.id} style={{ inlineSize: column.columnDef.meta?.width }} />
            ))}
          </colgroup>
          <TableHead table={table} hasRows={hasRows} />
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

// Callers build columns and hold table state with TanStack's own types, without a direct dependency.
export {
  type ColumnDef,
  createColumnHelper,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
