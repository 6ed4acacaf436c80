import { Button } from '@nsa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildCsv } from '../csv.ts';
import { errorKey } from '../errorMessages.ts';
import { exportColumns } from '../exportColumns.ts';
import { filtersOf, type ListEndpoint } from '../listParams.ts';
import { fetchListPage, type ListRow } from '../queries.ts';
import { showToast } from '../toast.ts';
import type { ListColumn } from './ListTable.tsx';

type Props<K extends ListEndpoint> = {
  name: K;
  query: object;
  columns: ListColumn<ListRow<K>>[];
  fileName: string;
  /** The list has no records: nothing to export. */
  empty?: boolean;
};

/** Exports every page of the current filter, walking the keyset cursor. */
export function ExportButton<K extends ListEndpoint>({ name, query, columns, fileName, empty }: Props<K>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const filters = filtersOf(query as { page?: unknown });
      const first = await fetchListPage(name, filters, undefined);
      const csvColumns = exportColumns(columns, first.list[0], {
        token: t('columns.token'),
        chainName: t('columns.chainName'),
      });
      // The first page is read once: it told which columns the records have.
      const text = await buildCsv(csvColumns, (cursor) =>
        cursor === undefined ? Promise.resolve(first) : fetchListPage(name, filters, cursor),
      );
      const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: `${fileName}.csv` });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      showToast({ tone: 'error', title: t(`errors.${errorKey(error)}`, { message: String(error) }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" loading={busy} disabled={empty} onClick={() => void exportCsv()}>
      {busy ? t('list.exporting') : t('list.export')}
    </Button>
  );
}
