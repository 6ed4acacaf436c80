import type { EndpointParsedInput } from '@nsa/api';
import {
  Button,
  type ColumnDef,
  DataTable,
  EmptyState,
  ErrorState,
  type RowSelectionState,
  type SortingState,
  Stack,
  Text,
  type VisibilityState,
} from '@nsa/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorKey } from '../errorMessages.ts';
import { type ListEndpoint, patchSearch, setFilterKeys } from '../listParams.ts';
import { type ListRow, listTableQueryOptions } from '../queries.ts';
import { localTimeZone } from '../timeZone.ts';
import { ExportButton } from './ExportButton.tsx';

export type ListColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The contract's sort column, when the list may be sorted by this one. */
  sort?: string;
  /** The CSV value; columns without one (actions) are left out of the export. */
  csv?: (row: T) => string | number | null;
  /** Numbers: aligned to the end, tabular digits. */
  numeric?: boolean;
  /** `false` keeps the column out of the column chooser (the row's link to its detail). */
  hideable?: boolean;
  /** Least inline size of free-text columns, e.g. `14rem`, so they do not wrap word by word (less for shorter text). */
  width?: string;
  /** On a phone's card: `lead` lines first, `hidden` left out, `link` the card's one tap target. */
  card?: 'lead' | 'hidden' | 'link';
  /** In the CSV export only: its value is shown within another column on screen. */
  exportOnly?: boolean;
};

type Props<K extends ListEndpoint> = {
  name: K;
  label: string;
  columns: ListColumn<ListRow<K>>[];
  rowKey: (row: ListRow<K>) => string;
  /** Params fixed by the screen (e.g. this user's address), merged over the URL. */
  fixed?: Partial<EndpointParsedInput<K>>;
  /** Prefix of this list's URL params when a page shows several lists. */
  prefix?: string;
  filters?: ReactNode;
  /** What an unfiltered empty list says (a screen's own words); "Nothing here yet." when unset. */
  emptyTitle?: string;
  exportName: string;
  /** Height of the table's scroll area (its header stays in view); the page scrolls when unset. */
  maxHeight?: string;
  /** Rows picked for a batch action: a checkbox column (each row, the page) when set. */
  selection?: {
    value: RowSelectionState;
    onChange: (next: RowSelectionState) => void;
    canSelect?: (row: ListRow<K>) => boolean;
    selectAllLabel: string;
    selectRowLabel: (row: ListRow<K>) => string;
  };
};

const pageSizeOptions = [10, 20, 50, 100] as const;

/** Hidden columns of one list, remembered in this browser. */
function useStoredVisibility(key: string): [VisibilityState, (next: VisibilityState) => void] {
  const [visibility, setVisibility] = useState<VisibilityState>(() => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? '{}') as VisibilityState;
    } catch {
      return {};
    }
  });
  const store = (next: VisibilityState) => {
    setVisibility(next);
    try {
      localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Private mode or a full quota: the choice lasts until the page is left.
    }
  };
  return [visibility, store];
}

/** A server-paged, server-sorted list whose page, page size, sort and filters live in the URL. */
export function ListTable<K extends ListEndpoint>(props: Props<K>) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const prefix = props.prefix ?? '';
  const options = listTableQueryOptions(props.name, search, prefix, props.fixed);
  const query = options.queryKey[2];
  const { data, error, isFetching, isPlaceholderData, refetch } = useQuery(options);
  // The rows render in a background pass React splits into short tasks: a page of wide rows
  // arriving does not block input (or a phone's main thread) for hundreds of milliseconds.
  const shown = useDeferredValue(data);
  const rows = useProgressiveRows((shown?.list ?? NO_ROWS) as ListRow<K>[]);
  const q = query as { page: number; pageSize: number; sort: string; order: 'asc' | 'desc' };
  const go = (patch: Record<string, string | number | null>) => setSearch(patchSearch(search, patch, prefix));
  // An empty filtered list offers the way back; an empty list without filters has nothing yet.
  const filterKeys = setFilterKeys(props.name, search, prefix);
  const clearFilters = () => go(Object.fromEntries(filterKeys.map((key) => [key, null])));
  const [columnVisibility, setColumnVisibility] = useStoredVisibility(`nsa.columns.${props.name}.${prefix}`);

  const columns = useMemo(
    () =>
      props.columns
        .filter((col) => !col.exportOnly)
        .map(
          (col): ColumnDef<ListRow<K>, unknown> => ({
            id: col.id,
            header: col.header,
            // TanStack offers sorting only on columns with a value; the server does the sorting.
            accessorFn: (row) => col.csv?.(row) ?? null,
            cell: ({ row }) =>
              col.width ? <Sized $width={col.width}>{col.cell(row.original)}</Sized> : col.cell(row.original),
            enableSorting: col.sort !== undefined,
            enableHiding: col.hideable !== false,
            // A new sort column starts with the largest or newest first, as the server's default does.
            sortDescFirst: true,
            // A column with nothing to export holds the row's actions: it stays in view on wide tables.
            meta: {
              numeric: col.numeric,
              pin: col.csv === undefined ? 'end' : undefined,
              card: col.card,
              // A line with no value is left out of a phone's card.
              isEmpty: col.csv
                ? (row: ListRow<K>) => {
                    const value = col.csv?.(row) ?? null;
                    return value === null || value === '';
                  }
                : undefined,
            },
          }),
        ),
    [props.columns],
  );
  const sortColumn = props.columns.find((col) => col.sort === q.sort);
  const sorting: SortingState = sortColumn ? [{ id: sortColumn.id, desc: q.order === 'desc' }] : [];
  const onSortingChange = (next: SortingState) => {
    const wanted = next[0];
    const col = props.columns.find((c) => c.id === wanted?.id);
    if (wanted && col?.sort) go({ sort: col.sort, order: wanted.desc ? 'desc' : 'asc' });
  };

  return (
    <Stack aria-busy={isFetching || undefined}>
      {props.filters}
      <Rows
        data-placeholder={isPlaceholderData || undefined}
        // Set until the whole page is on screen (the stories' pictures wait for it).
        data-rendering={shown === data && rows.length === (shown?.list.length ?? 0) ? undefined : ''}
      >
        <DataTable
          caption={props.label}
          columns={columns}
          data={rows}
          getRowId={props.rowKey}
          state={error ? 'error' : shown === undefined ? 'loading' : 'ready'}
          sortMode="manual"
          sorting={sorting}
          onSortingChange={onSortingChange}
          columnVisibility={columnVisibility}
          onColumnVisibilityChange={setColumnVisibility}
          rowSelection={props.selection?.value}
          onRowSelectionChange={props.selection?.onChange}
          canSelectRow={props.selection?.canSelect}
          maxHeight={props.maxHeight}
          toolbar={
            <>
              <Text tone="muted">
                {t('list.timeZone')} <bdi dir="ltr">{localTimeZone()}</bdi>
              </Text>
              <ExportButton
                name={props.name}
                query={query}
                columns={props.columns}
                fileName={props.exportName}
                empty={shown?.total === 0}
              />
            </>
          }
          emptyContent={
            filterKeys.length > 0 ? (
              <EmptyState
                title={t('list.empty')}
                action={
                  <Button variant="quiet" onClick={clearFilters}>
                    {t('list.clearFilters')}
                  </Button>
                }
              />
            ) : (
              <EmptyState title={props.emptyTitle ?? t('list.emptyYet')} />
            )
          }
          errorContent={
            error ? (
              <ErrorState
                title={t('list.loadFailed')}
                message={t(`errors.${errorKey(error)}`, { message: error.message })}
                retryLabel={t('common.retry')}
                onRetry={() => void refetch()}
                retrying={isFetching}
              />
            ) : null
          }
          pagination={
            shown
              ? {
                  page: q.page,
                  pageSize: q.pageSize,
                  total: shown.total,
                  pageSizeOptions,
                  onPageChange: (page) => go({ page }),
                  onPageSizeChange: (pageSize) => go({ pageSize }),
                }
              : undefined
          }
          labels={{
            loading: t('common.loading'),
            columns: t('list.columns'),
            previous: t('list.previous'),
            next: t('list.next'),
            pageOf: (page, pages) => t('list.pageOf', { page, pages }),
            total: (count) => t('list.total', { count }),
            rowsPerPage: t('list.rowsPerPage'),
            selectAll: props.selection?.selectAllLabel,
            selectRow: props.selection?.selectRowLabel,
          }}
        />
      </Rows>
    </Stack>
  );
}

const NO_ROWS: never[] = [];
/** Rows a page first shows: about a screenful, so the first paint of a long page is one short task. */
const FIRST_ROWS = 8;

/** A page's first rows at once and the rest in a later, interruptible render. */
function useProgressiveRows<T>(all: T[]): T[] {
  const [whole, setWhole] = useState<T[] | null>(null);
  useEffect(() => {
    if (all.length > FIRST_ROWS) startTransition(() => setWhole(all));
  }, [all]);
  return whole === all || all.length <= FIRST_ROWS ? all : all.slice(0, FIRST_ROWS);
}

/** The previous page stays on screen, dimmed, while the next one loads. */
const Rows = styled.div`
  min-inline-size: 0;
  transition: opacity ${({ theme }) => theme.motion.fast};
  &[data-placeholder] {
    opacity: 0.6;
  }
`;

/**
 * Free text is squeezed no narrower than `width` on narrow screens, or than itself when shorter: a
 * long reason does not wrap word by word, and a short or empty one leaves its column as narrow as
 * the header. With room, the text takes a line. (A browser without `calc-size` keeps `width`.)
 */
const Sized = styled.div<{ $width: string }>`
  min-inline-size: ${({ $width }) => $width};
  min-inline-size: calc-size(max-content, min(size, ${({ $width }) => $width}));
`;
