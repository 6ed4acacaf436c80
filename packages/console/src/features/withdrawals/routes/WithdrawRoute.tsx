import { type Withdrawal, withdrawalStatuses } from '@nsa/api';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddressText,
  AmountText,
  ChainText,
  DateTimeText,
  StatusText,
  TxHashLink,
} from '../../../lib/components/Cells.tsx';
import { FilterForm } from '../../../lib/components/Filters.tsx';
import { type ListColumn, ListTable } from '../../../lib/components/ListTable.tsx';
import { DecisionDialog, type PendingDecision } from '../components/DecisionDialog.tsx';
import { OverviewCards } from '../components/OverviewCards.tsx';

function withdrawalColumns(t: TFunction, decide: (d: PendingDecision) => void): ListColumn<Withdrawal>[] {
  return [
    { id: 'id', header: t('columns.id'), cell: (w) => <bdi dir="ltr">{w.id}</bdi>, csv: (w) => w.id },
    {
      id: 'address',
      header: t('columns.address'),
      cell: (w) => <AddressText address={w.address} chainId={w.chainId} />,
      csv: (w) => w.address,
    },
    {
      id: 'chain',
      header: t('columns.chain'),
      cell: (w) => <ChainText chainId={w.chainId} />,
      csv: (w) => w.chainId,
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      sort: 'amount',
      cell: (w) => <AmountText value={w.amount} symbol={w.tokenSymbol} />,
      csv: (w) => w.amount,
    },
    {
      id: 'fee',
      header: t('columns.fee'),
      cell: (w) => <AmountText value={w.fee} symbol={w.tokenSymbol} />,
      csv: (w) => w.fee,
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (w) => <StatusText status={w.status} />,
      csv: (w) => w.status,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: (w) =>
        w.status === 'pending' ? (
          <span className="actions">
            <button
              type="button"
              className="button"
              aria-label={`${t('withdraw.approve')} ${w.id}`}
              onClick={() => decide({ kind: 'approve', row: w })}
            >
              {t('withdraw.approve')}
            </button>
            <button
              type="button"
              className="button button-quiet"
              aria-label={`${t('withdraw.reject')} ${w.id}`}
              onClick={() => decide({ kind: 'reject', row: w })}
            >
              {t('withdraw.reject')}
            </button>
          </span>
        ) : null,
    },
    {
      id: 'txHash',
      header: t('columns.txHash'),
      cell: (w) => <TxHashLink hash={w.txHash} chainId={w.chainId} />,
      csv: (w) => w.txHash,
    },
    { id: 'reason', header: t('columns.reason'), cell: (w) => w.reason ?? '', csv: (w) => w.reason },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      sort: 'createdAt',
      cell: (w) => <DateTimeText iso={w.createdAt} />,
      csv: (w) => w.createdAt,
    },
    {
      id: 'decidedAt',
      header: t('columns.decidedAt'),
      sort: 'decidedAt',
      cell: (w) => <DateTimeText iso={w.decidedAt} />,
      csv: (w) => w.decidedAt,
    },
    {
      id: 'decidedBy',
      header: t('columns.decidedBy'),
      cell: (w) => <AddressText address={w.decidedBy} />,
      csv: (w) => w.decidedBy,
    },
  ];
}

export function Component() {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<PendingDecision>(null);
  return (
    <>
      <h1>{t('withdraw.title')}</h1>
      <OverviewCards />
      <ListTable
        name="withdrawals"
        label={t('withdraw.title')}
        columns={withdrawalColumns(t, setDecision)}
        rowKey={(w) => w.id}
        exportName="withdrawals"
        filters={
          <FilterForm fields={['q', 'status', 'chainId', 'from', 'to']} statuses={withdrawalStatuses} />
        }
      />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
