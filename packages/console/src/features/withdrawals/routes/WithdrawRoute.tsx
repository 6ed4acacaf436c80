import { type Withdrawal, withdrawalStatuses } from '@nsa/api';
import { Button, Stack, Text } from '@nsa/ui';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { clock } from '../../../lib/clock.ts';
import {
  AddressCell,
  ChainCell,
  DateTimeCell,
  TokenAmount,
  TxHashCell,
  WithdrawalStatusCell,
} from '../../../lib/components/Cells.tsx';
import { FilterForm } from '../../../lib/components/Filters.tsx';
import { type ListColumn, ListTable } from '../../../lib/components/ListTable.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { ApprovalsCell, approvedBy } from '../components/ApprovalsCell.tsx';
import type { PendingDecision } from '../components/DecisionDialog.tsx';
import { LazyDecisionDialog } from '../components/LazyDecisionDialog.tsx';
import { OverviewCards } from '../components/OverviewCards.tsx';
import { formatWaiting, minutesWaited } from '../components/waiting.ts';

function withdrawalColumns(
  t: TFunction,
  decide: (d: PendingDecision) => void,
  me: `0x${string}` | undefined,
): ListColumn<Withdrawal>[] {
  return [
    {
      id: 'id',
      header: t('columns.id'),
      // The way to everything about one request: its fields, approvals and history.
      cell: (w) => (
        // Named by the id alone, as the cell was: the column header says what it is.
        <Link to={`/withdraw/${w.id}`}>
          <bdi dir="ltr">{w.id}</bdi>
        </Link>
      ),
      csv: (w) => w.id,
    },
    {
      id: 'address',
      header: t('columns.address'),
      cell: (w) => <AddressCell address={w.address} chainId={w.chainId} user />,
      csv: (w) => w.address,
    },
    {
      id: 'chain',
      header: t('columns.chain'),
      cell: (w) => <ChainCell chainId={w.chainId} />,
      csv: (w) => w.chainId,
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      sort: 'amount',
      numeric: true,
      cell: (w) => <TokenAmount value={w.amount} symbol={w.tokenSymbol} />,
      csv: (w) => w.amount,
    },
    {
      id: 'fee',
      header: t('columns.fee'),
      numeric: true,
      cell: (w) => <TokenAmount value={w.fee} symbol={w.tokenSymbol} />,
      csv: (w) => w.fee,
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (w) => <WithdrawalStatusCell status={w.status} />,
      csv: (w) => w.status,
    },
    {
      // How long a pending request has waited: the queue's urgency at a glance.
      id: 'waiting',
      header: t('withdraw.waiting'),
      numeric: true,
      cell: (w) =>
        w.status === 'pending' ? (
          <Text nowrap>{formatWaiting(w.createdAt, clock.now(), i18n.language)}</Text>
        ) : (
          ''
        ),
      csv: (w) => (w.status === 'pending' ? minutesWaited(w.createdAt, clock.now()) : null),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hideable: false,
      cell: (w) =>
        w.status === 'pending' ? (
          <Stack direction="row" gap={2} align="center">
            {/* A super approves once; the second approval must come from another super. */}
            {approvedBy(w, me) ? (
              <Text tone="muted" nowrap>
                {t('withdraw.youApproved')}
              </Text>
            ) : (
              <Button
                size="sm"
                aria-label={`${t('withdraw.approve')} ${w.id}`}
                onClick={() => decide({ kind: 'approve', row: w })}
              >
                {t('withdraw.approve')}
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${t('withdraw.reject')} ${w.id}`}
              onClick={() => decide({ kind: 'reject', row: w })}
            >
              {t('withdraw.reject')}
            </Button>
          </Stack>
        ) : null,
    },
    {
      id: 'approvals',
      header: t('columns.approvals'),
      cell: (w) => <ApprovalsCell withdrawal={w} />,
      csv: (w) => w.approvals.map((a) => `${a.address}@${a.at}`).join(' '),
    },
    {
      id: 'txHash',
      header: t('columns.txHash'),
      cell: (w) => <TxHashCell hash={w.txHash} chainId={w.chainId} />,
      csv: (w) => w.txHash,
    },
    {
      id: 'reason',
      header: t('columns.reason'),
      width: '14rem',
      cell: (w) => w.reason ?? '',
      csv: (w) => w.reason,
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      sort: 'createdAt',
      cell: (w) => <DateTimeCell iso={w.createdAt} />,
      csv: (w) => w.createdAt,
    },
    {
      id: 'decidedAt',
      header: t('columns.decidedAt'),
      sort: 'decidedAt',
      cell: (w) => <DateTimeCell iso={w.decidedAt} />,
      csv: (w) => w.decidedAt,
    },
    {
      id: 'decidedBy',
      header: t('columns.decidedBy'),
      cell: (w) => <AddressCell address={w.decidedBy} />,
      csv: (w) => w.decidedBy,
    },
  ];
}

export function Component() {
  const { t } = useTranslation();
  const me = useSnapshot(session).userInfo?.address;
  const [decision, setDecision] = useState<PendingDecision>(null);
  const columns = useMemo(() => withdrawalColumns(t, setDecision, me), [t, me]);
  return (
    <>
      <h1>{t('withdraw.title')}</h1>
      <OverviewCards />
      <ListTable
        name="withdrawals"
        label={t('withdraw.title')}
        columns={columns}
        rowKey={(w) => w.id}
        exportName="withdrawals"
        filters={
          <FilterForm
            fields={['q', 'status', 'awaiting', 'chainId', 'from', 'to']}
            statuses={withdrawalStatuses}
          />
        }
      />
      <LazyDecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
