import type { PointsBatchResult } from '@nsa/api';
import { Button, type ColumnDef, DataTable, formatAmount, Text } from '@nsa/ui';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AddressCell, UserText } from '../../../lib/components/Cells.tsx';
import { typed } from '../../../lib/inSentence.ts';
import type { PointsCsvItem, RowProblem } from '../api/pointsCsv.ts';
import { FormError } from './FormCard.tsx';
import { BalanceChange, DeltaAmount } from './PointsCells.tsx';
import { problemText } from './problemText.ts';

/** What the server said of the file's rows: what each would come to, or which rows it refuses. */
export type BatchCheck =
  | { status: 'checking' }
  | { status: 'ready'; results: PointsBatchResult['results'] }
  | { status: 'refused'; rows: Map<number, RowProblem[]>; other: string[] }
  | { status: 'failed'; message: string };

/** One row of the file as the preview shows it: counted from 1, as the server names rows. */
type PreviewRow = {
  row: number;
  item: PointsCsvItem;
  result: { before: number; after: number } | null;
  problems: RowProblem[];
};

const PAGE_SIZE = 50;

function previewColumns(t: TFunction, refused: boolean): ColumnDef<PreviewRow, unknown>[] {
  const columns: ColumnDef<PreviewRow, unknown>[] = [
    {
      id: 'row',
      header: t('operation.importRow'),
      meta: { numeric: true, width: '4rem' },
      cell: ({ row }) => <bdi dir="ltr">{row.original.row}</bdi>,
    },
    {
      id: 'address',
      header: t('columns.address'),
      cell: ({ row }) => <AddressCell address={row.original.item.address || null} />,
    },
    {
      id: 'delta',
      header: t('operation.historyDelta'),
      meta: { numeric: true },
      // A change the file does not hold as a whole number: its row's problem says so.
      cell: ({ row }) =>
        Number.isFinite(row.original.item.delta) ? (
          <DeltaAmount value={row.original.item.delta} />
        ) : (
          <Text tone="muted">{t('common.none')}</Text>
        ),
    },
    {
      id: 'reason',
      header: t('columns.reason'),
      cell: ({ row }) => <UserText>{row.original.item.reason}</UserText>,
    },
  ];
  if (refused) {
    columns.push({
      id: 'problem',
      header: t('operation.importProblem'),
      cell: ({ row }) =>
        row.original.problems.length > 0 ? (
          <Problems>
            {row.original.problems.map((problem) => (
              <li key={`${problem.field}:${problem.message}`}>{problemText(t, problem)}</li>
            ))}
          </Problems>
        ) : (
          <Text tone="muted">{t('common.none')}</Text>
        ),
    });
  } else {
    columns.push({
      id: 'result',
      header: t('operation.importResult'),
      meta: { numeric: true },
      cell: ({ row }) =>
        row.original.result ? (
          <BalanceChange before={row.original.result.before} after={row.original.result.after} />
        ) : (
          <Text tone="muted">{t('common.none')}</Text>
        ),
    });
  }
  return columns;
}

/** The file's rows with what each comes to (a dry run), or with why the server refuses them. */
export function ImportPreview({
  fileName,
  items,
  check,
  statusId,
  onRetry,
  applyError,
}: {
  fileName: string;
  items: PointsCsvItem[];
  check: BatchCheck;
  /** The status line's id: the disabled apply button is described by it. */
  statusId: string;
  onRetry: () => void;
  applyError: string | null;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const refused = check.status === 'refused';
  const columns = useMemo(() => previewColumns(t, refused), [t, refused]);
  const rows = useMemo(
    () =>
      items.map(
        (item, index): PreviewRow => ({
          row: index + 1,
          item,
          result: check.status === 'ready' ? (check.results[index] ?? null) : null,
          problems: check.status === 'refused' ? (check.rows.get(index + 1) ?? []) : [],
        }),
      ),
    [items, check],
  );
  const shown = refused && onlyProblems ? rows.filter((r) => r.problems.length > 0) : rows;
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const added = items.reduce((sum, i) => (i.delta > 0 ? sum + i.delta : sum), 0);
  const subtracted = items.reduce((sum, i) => (i.delta < 0 ? sum - i.delta : sum), 0);
  const badRows = refused ? [...check.rows.keys()].filter((n) => n >= 1 && n <= items.length).length : 0;

  return (
    <Preview>
      <Summary>
        <bdi dir="auto" translate="no">
          {fileName}
        </bdi>
        {/* Figures as markup, not in a sentence: a sign keeps its side of the number in any direction. */}
        <Figures>
          <div>
            <dt>{t('operation.importCount')}</dt>
            <dd>
              <bdi dir="ltr">{formatAmount(items.length)}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('operation.importAdded')}</dt>
            <dd>
              <DeltaAmount value={added} />
            </dd>
          </div>
          <div>
            <dt>{t('operation.importSubtracted')}</dt>
            <dd>
              <DeltaAmount value={-subtracted} />
            </dd>
          </div>
        </Figures>
      </Summary>
      {check.status === 'checking' ? (
        <Text as="p" id={statusId} role="status">
          {t('operation.importChecking')}
        </Text>
      ) : check.status === 'ready' ? (
        <Text as="p" id={statusId} role="status">
          {t('operation.importReady')}
        </Text>
      ) : check.status === 'refused' ? (
        <FormError id={statusId} role="alert">
          {badRows > 0 ? t('operation.importRefused', { count: badRows }) : null}
          {check.other.length > 0
            ? ` ${t('operation.importRefusedWhole', { message: typed(check.other.join('; ')) })}`
            : null}
        </FormError>
      ) : (
        <FormError id={statusId} role="alert">
          {check.message}{' '}
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t('operation.importCheckAgain')}
          </Button>
        </FormError>
      )}
      {applyError ? <FormError role="alert">{applyError}</FormError> : null}
      {refused && badRows > 0 ? (
        <OnlyProblems>
          <input
            type="checkbox"
            checked={onlyProblems}
            onChange={(event) => {
              setOnlyProblems(event.target.checked);
              setPage(1);
            }}
          />
          {t('operation.importOnlyProblems')}
        </OnlyProblems>
      ) : null}
      <DataTable
        caption={t('operation.importCaption')}
        columns={columns}
        data={shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)}
        getRowId={(r) => String(r.row)}
        state={check.status === 'checking' ? 'loading' : 'ready'}
        skeletonRows={Math.min(items.length, 5)}
        pagination={
          shown.length > PAGE_SIZE
            ? { page: current, pageSize: PAGE_SIZE, total: shown.length, onPageChange: setPage }
            : undefined
        }
        labels={{
          loading: t('operation.importChecking'),
          previous: t('list.previous'),
          next: t('list.next'),
          pageOf: (p, all) => t('list.pageOf', { page: p, pages: all }),
          total: (count) => t('list.total', { count }),
        }}
      />
    </Preview>
  );
}

const Preview = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
  & > p {
    margin: 0;
  }
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  & > bdi {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  & > div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
  & dt::after {
    content: ':';
  }
  & dd {
    margin: 0;
    color: ${({ theme }) => theme.color.fg.default};
  }
`;

const OnlyProblems = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  & > input {
    inline-size: 1.1rem;
    block-size: 1.1rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.accent};
  }
`;

const Problems = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.danger};
  min-inline-size: 10rem;
`;
