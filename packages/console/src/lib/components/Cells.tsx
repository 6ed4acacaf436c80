import type { OrderStatus, WithdrawalStatus } from '@nsa/api';
import {
  AddressChip,
  ChainBadge,
  DateTime,
  OrderStatusBadge,
  TxHashLink,
  WithdrawalStatusBadge,
} from '@nsa/ui';
import { useTranslation } from 'react-i18next';

// The design system's list cells with the console's translated labels; a missing value shows a dash.

function None() {
  const { t } = useTranslation();
  // As tall as an address chip, so rows with and without one line up.
  return (
    <span className="muted" style={{ display: 'inline-block', lineHeight: '1.75rem' }}>
      {t('common.none')}
    </span>
  );
}

export function AddressCell({
  address,
  chainId,
  full = false,
}: {
  address: string | null;
  chainId?: number;
  full?: boolean;
}) {
  const { t } = useTranslation();
  if (!address) return <None />;
  return (
    <AddressChip
      address={address}
      chainId={chainId}
      full={full}
      labels={{
        copy: t('list.copyAddress'),
        copied: t('list.copied'),
        explorer: t('list.explorer'),
        invalid: t('list.invalidAddress'),
      }}
    />
  );
}

export function TxHashCell({ hash, chainId }: { hash: string | null; chainId: number }) {
  const { t } = useTranslation();
  if (!hash) return <None />;
  return (
    <TxHashLink
      hash={hash}
      chainId={chainId}
      labels={{ explorer: t('list.explorer'), invalid: t('list.invalidTxHash') }}
    />
  );
}

export function ChainCell({ chainId }: { chainId: number }) {
  const { t } = useTranslation();
  // A chain's name stays on one line in a narrow column.
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <ChainBadge
        chainId={chainId}
        labels={{ unknown: (id) => t('list.unknownChain', { id }), testnet: t('list.testnet') }}
      />
    </span>
  );
}

export function DateTimeCell({ iso }: { iso: string | null }) {
  return <DateTime value={iso} fallback={<None />} />;
}

export function OrderStatusCell({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <OrderStatusBadge
      status={status}
      labels={{
        pending: t('status.pending'),
        paid: t('status.paid'),
        failed: t('status.failed'),
        refunded: t('status.refunded'),
      }}
    />
  );
}

export function WithdrawalStatusCell({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return (
    <WithdrawalStatusBadge
      status={status}
      labels={{
        pending: t('status.pending'),
        approved: t('status.approved'),
        rejected: t('status.rejected'),
      }}
    />
  );
}
