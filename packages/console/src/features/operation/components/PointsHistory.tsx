import type { PointsHistoryEntry } from '@nsa/api';
import { StatusBadge } from '@nsa/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DateTimeCell, StaffAddressCell, UserText } from '../../../lib/components/Cells.tsx';
import { type ListColumn, ListTable } from '../../../lib/components/ListTable.tsx';
import { BalanceChange, DeltaAmount } from './PointsCells.tsx';

/** The history's params in the page's URL (page, page size, sort), apart from the look-up's `address`. */
export const HISTORY_PREFIX = 'h.';

function historyColumns(t: TFunction): ListColumn<PointsHistoryEntry>[] {
  return [
    {
      id: 'createdAt',
      header: t('operation.historyWhen'),
      sort: 'createdAt',
      cell: (e) => <DateTimeCell iso={e.createdAt} />,
      csv: (e) => e.createdAt,
    },
    {
      id: 'actor',
      header: t('operation.historyWho'),
      cell: (e) => <StaffAddressCell address={e.actorAddress} />,
      csv: (e) => e.actorAddress,
    },
    {
      id: 'before',
      header: t('operation.historyBefore'),
      exportOnly: true,
      cell: () => null,
      csv: (e) => e.before,
    },
    {
      id: 'balance',
      header: t('operation.historyBalance'),
      numeric: true,
      cell: (e) => <BalanceChange before={e.before} after={e.after} />,
      csv: (e) => e.after,
    },
    {
      id: 'delta',
      header: t('operation.historyDelta'),
      numeric: true,
      card: 'lead',
      cell: (e) => <DeltaAmount value={e.delta} />,
      csv: (e) => e.delta,
    },
    {
      id: 'reason',
      header: t('columns.reason'),
      width: '12rem',
      // A set carries no reason: it says it was one.
      cell: (e) =>
        e.reason === null ? (
          <StatusBadge tone="neutral">{t('operation.setEntry')}</StatusBadge>
        ) : (
          <UserText>{e.reason}</UserText>
        ),
      csv: (e) => e.reason ?? t('operation.setEntry'),
    },
  ];
}

/** Every change of one user's points, newest first: who, when, from what to what, and why. */
export function PointsHistory({ address }: { address: `0x${string}` }) {
  const { t } = useTranslation();
  const columns = useMemo(() => historyColumns(t), [t]);
  // Not a named section: the table's own scroll region already carries the name.
  return (
    <Section>
      <h2>{t('operation.historyTitle')}</h2>
      <ListTable
        name="pointsHistory"
        prefix={HISTORY_PREFIX}
        label={t('operation.historyTitle')}
        fixed={{ address }}
        columns={columns}
        rowKey={(e) => e.id}
        exportName={`points-history-${address}`}
        emptyTitle={t('operation.historyEmpty')}
      />
    </Section>
  );
}

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
  & > h2 {
    margin: 0;
  }
`;
