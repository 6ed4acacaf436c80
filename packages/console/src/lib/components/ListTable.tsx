import type { EndpointParsedInput } from '@nsa/api';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorKey } from '../errorMessages.ts';
import { type ListEndpoint, listQueryFromSearch, patchSearch } from '../listParams.ts';
import { type ListRow, listQueryOptions } from '../queries.ts';
import { ExportButton } from './ExportButton.tsx';

export type ListColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The contract's sort column, when the list may be sorted by this one. */
  sort?: string;
  /** The CSV value; columns without one (actions) are left out of the export. */
  csv?: (row: T) => string | number | null;
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
  exportName: string;
};

/** A paged, sortable list whose page, sort and filters live in the URL. */
export function ListTable<K extends ListEndpoint>(props: Props<K>) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const prefix = props.prefix ?? '';
  const query = {
    ...listQueryFromSearch(props.name, search, prefix),
    ...props.fixed,
  } as EndpointParsedInput<K>;
  const { data, error, isPending, isFetching, refetch } = useQuery(listQueryOptions(props.name, query));
  const q = query as { page: number; pageSize: number; sort: string; order: 'asc' | 'desc' };
  const pages = data ? Math.max(1, Math.ceil(data.total / q.pageSize)) : 1;
  const go = (patch: Record<string, string | number | null>) => setSearch(patchSearch(search, patch, prefix));
  const rows = (data?.list ?? []) as ListRow<K>[];

  return (
    <section aria-label={props.label} aria-busy={isFetching}>
      <div className="toolbar">
        {props.filters ?? <span />}
        <ExportButton name={props.name} query={query} columns={props.columns} fileName={props.exportName} />
      </div>
      <div className="table-wrap">
        <table>
          <caption className="skip-link">{props.label}</caption>
          <thead>
            <tr>
              {props.columns.map((col) => {
                const active = col.sort && q.sort === col.sort;
                const ariaSort = active ? (q.order === 'asc' ? 'ascending' : 'descending') : undefined;
                return (
                  <th key={col.id} scope="col" aria-sort={ariaSort}>
                    {col.sort ? (
                      <button
                        type="button"
                        onClick={() =>
                          go({ sort: col.sort ?? null, order: active && q.order === 'desc' ? 'asc' : 'desc' })
                        }
                      >
                        {col.header}
                        <span aria-hidden="true">{active ? (q.order === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
                      </button>
                    ) : (
                      col.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {isPending ? (
              <tr>
                <td colSpan={props.columns.length} className="state-panel" role="status">
                  {t('common.loading')}
                </td>
              </tr>
            ) : error ? (
              <tr>
                <td colSpan={props.columns.length} className="state-panel" role="alert">
                  <p>
                    {t('list.loadFailed')} {t(`errors.${errorKey(error)}`, { message: error.message })}
                  </p>
                  <button type="button" className="button" onClick={() => void refetch()}>
                    {t('common.retry')}
                  </button>
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={props.columns.length} className="state-panel">
                  {t('list.empty')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={props.rowKey(row)}>
                  {props.columns.map((col) => (
                    <td key={col.id}>{col.cell(row)}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {data && data.total > 0 ? (
        <nav className="pager" aria-label={props.label}>
          <span className="muted">{t('list.total', { count: data.total })}</span>
          <span className="row">
            <button
              type="button"
              className="button button-quiet"
              disabled={q.page <= 1}
              onClick={() => go({ page: q.page - 1 })}
            >
              {t('list.previous')}
            </button>
            <span>{t('list.pageOf', { page: q.page, pages })}</span>
            <button
              type="button"
              className="button button-quiet"
              disabled={q.page >= pages}
              onClick={() => go({ page: q.page + 1 })}
            >
              {t('list.next')}
            </button>
          </span>
        </nav>
      ) : null}
    </section>
  );
}
