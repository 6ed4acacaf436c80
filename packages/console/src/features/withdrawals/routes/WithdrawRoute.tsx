import { type BatchResult, type Withdrawal, withdrawalStatuses } from '@nsa/api';
import { Button, type RowSelectionState, Stack, Text } from '@nsa/ui';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { clock } from '../../../lib/clock.ts';
import {
  AddressCell,
  ChainCell,
  DateTimeCell,
  StaffAddressCell,
  TokenAmount,
  TxHashCell,
  UserText,
  WithdrawalStatusCell,
} from '../../../lib/components/Cells.tsx';
import { FilterForm } from '../../../lib/components/Filters.tsx';
import { type ListColumn, ListTable } from '../../../lib/components/ListTable.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { listTableQueryOptions } from '../../../lib/queries.ts';
import { session } from '../../../lib/session.ts';
import { ApprovalsCell, approvedBy } from '../components/ApprovalsCell.tsx';
import { BatchBar } from '../components/BatchBar.tsx';
import type { PendingBatch } from '../components/BatchDialog.tsx';
import type { PendingDecision } from '../components/DecisionDialog.tsx';
import { LazyBatchDialog } from '../components/LazyBatchDialog.tsx';
import { LazyDecisionDialog } from '../components/LazyDecisionDialog.tsx';
import { OverviewCards } from '../components/OverviewCards.tsx';
import { ShortcutsHelp } from '../components/ShortcutsHelp.tsx';
import { focusRow, useDeskShortcuts } from '../components/useDeskShortcuts.ts';
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
      card: 'link',
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
      card: 'lead',
      cell: (w) => <ChainCell chainId={w.chainId} />,
      csv: (w) => w.chainId,
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      card: 'lead',
      sort: 'amount',
      numeric: true,
      cell: (w) => <TokenAmount value={w.amount} symbol={w.tokenSymbol} />,
      csv: (w) => w.amount,
    },
    {
      id: 'fee',
      header: t('columns.fee'),
      card: 'hidden',
      numeric: true,
      cell: (w) => <TokenAmount value={w.fee} symbol={w.tokenSymbol} />,
      csv: (w) => w.fee,
    },
    {
      id: 'status',
      header: t('columns.status'),
      card: 'lead',
      cell: (w) => (
        <WithdrawalStatusCell
          status={w.status}
          approvals={w.approvals.length}
          requiredApprovals={w.requiredApprovals}
        />
      ),
      csv: (w) => w.status,
    },
    {
      // How long a pending request has waited: the queue's urgency at a glance.
      id: 'waiting',
      header: t('withdraw.waiting'),
      numeric: true,
      cell: (w) =>
        w.status === 'pending' ? <Text nowrap>{formatWaiting(w.createdAt, clock.now(), i18n)}</Text> : '',
      csv: (w) => (w.status === 'pending' ? minutesWaited(w.createdAt, clock.now()) : null),
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
      card: 'hidden',
      cell: (w) => <TxHashCell hash={w.txHash} chainId={w.chainId} />,
      csv: (w) => w.txHash,
    },
    {
      id: 'reason',
      header: t('columns.reason'),
      width: '14rem',
      cell: (w) => <UserText>{w.reason}</UserText>,
      csv: (w) => w.reason,
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      card: 'hidden',
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
      card: 'hidden',
      cell: (w) => <StaffAddressCell address={w.decidedBy} />,
      csv: (w) => w.decidedBy,
    },
    {
      // Last, pinned to the end edge (no CSV): at every width where the table scrolls sideways it
      // stays in view, over the columns it shades, rather than in the middle at one width and at the
      // edge at another.
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
                data-decide="approve"
                data-id={w.id}
                onClick={() => decide({ kind: 'approve', row: w })}
              >
                {t('withdraw.approve')}
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${t('withdraw.reject')} ${w.id}`}
              data-decide="reject"
              data-id={w.id}
              onClick={() => decide({ kind: 'reject', row: w })}
            >
              {t('withdraw.reject')}
            </Button>
          </Stack>
        ) : null,
    },
  ];
}

/**
 * Focus `selector` once the decision dialog has gone (it hands focus back to its trigger as it
 * closes, a moment after it leaves the page) and the element is on screen.
 */
function focusWhenShown(selector: string, fallback: () => void) {
  const started = Date.now();
  const attempt = () => {
    const dialogOpen = document.querySelector('[role="alertdialog"], [role="dialog"]') !== null;
    const target = dialogOpen ? null : document.querySelector<HTMLElement>(selector);
    if (target) target.focus();
    else if (Date.now() - started < 3000) setTimeout(attempt, 50);
    else fallback();
  };
  setTimeout(attempt, 50);
}

export function Component() {
  const { t } = useTranslation();
  const me = useSnapshot(session).userInfo?.address;
  const [decision, setDecision] = useState<PendingDecision>(null);
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [batch, setBatch] = useState<PendingBatch>(null);
  const [result, setResult] = useState<BatchResult | null>(null);
  const [help, setHelp] = useState(false);
  const table = useRef<HTMLDivElement>(null);
  const [search] = useSearchParams();
  // The page the table shows (the same query, read once): what the selection and the keys act on.
  const page = useQuery(listTableQueryOptions('withdrawals', search));
  const rows = page.data?.list ?? [];
  const picked = rows.filter((w) => selected[w.id] && w.status === 'pending');
  const columns = useMemo(() => withdrawalColumns(t, setDecision, me), [t, me]);
  const canDecide = (w: Withdrawal, kind: 'approve' | 'reject') =>
    w.status === 'pending' && (kind === 'reject' || !approvedBy(w, me));

  useDeskShortcuts(table, rows.length, (action, index) => {
    if (action === 'help') return setHelp(true);
    const row = rows[index];
    if (!row) return;
    if (action === 'select') {
      if (row.status === 'pending') setSelected((s) => ({ ...s, [row.id]: !s[row.id] }));
      return;
    }
    if (canDecide(row, action)) setDecision({ kind: action, row });
  });

  // Decide and next: focus moves to the next pending row's decision, oldest first down the page.
  const onDecided = (updated: Withdrawal) => {
    const at = rows.findIndex((w) => w.id === updated.id);
    const next = rows.slice(at + 1).find((w) => w.id !== updated.id && canDecide(w, 'approve'));
    if (next) {
      focusWhenShown(`[data-decide="approve"][data-id="${next.id}"]`, () => focusRow(table.current, 0));
    }
  };

  return (
    <>
      <h1>{t('withdraw.title')}</h1>
      <OverviewCards />
      <BatchBar
        rows={picked}
        onApprove={() => setBatch({ kind: 'approve', rows: picked.filter((w) => !approvedBy(w, me)) })}
        onReject={() => setBatch({ kind: 'reject', rows: picked })}
        onClear={() => setSelected({})}
        onHelp={() => setHelp(true)}
        approvable={picked.filter((w) => !approvedBy(w, me)).length}
      />
      <div ref={table}>
        <ListTable
          name="withdrawals"
          label={t('withdraw.title')}
          columns={columns}
          rowKey={(w) => w.id}
          exportName="withdrawals"
          selection={{
            value: selected,
            onChange: setSelected,
            canSelect: (w) => w.status === 'pending',
            selectAllLabel: t('batch.selectPage'),
            selectRowLabel: (w) => t('batch.selectRow', { id: w.id }),
          }}
          filters={
            <FilterForm
              fields={['q', 'status', 'awaiting', 'chainId', 'from', 'to']}
              statuses={withdrawalStatuses}
            />
          }
        />
      </div>
      <LazyDecisionDialog decision={decision} onClose={() => setDecision(null)} onDecided={onDecided} />
      <LazyBatchDialog
        batch={batch}
        onClose={() => setBatch(null)}
        onDone={(done) => {
          setBatch(null);
          setSelected({});
          setResult(done);
        }}
        result={result}
        onCloseResult={() => setResult(null)}
      />
      <ShortcutsHelp open={help} onClose={() => setHelp(false)} />
    </>
  );
}
