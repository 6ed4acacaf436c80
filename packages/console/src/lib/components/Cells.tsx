import { type OrderStatus, TOKEN_DECIMALS, type TokenSymbol, type WithdrawalStatus } from '@nsa/api';
import {
  AddressChip,
  Amount,
  ChainBadge,
  DateTime,
  OrderStatusBadge,
  StatusBadge,
  Text,
  TxHashLink,
  WithdrawalStatusBadge,
} from '@nsa/ui';
import { type AnchorHTMLAttributes, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { labelOf, useStaffLabels } from '../staffLabels.ts';

// The design system's list cells with the console's translated labels; a missing value shows a dash.

function None() {
  const { t } = useTranslation();
  // As tall as an address chip, so rows with and without one line up.
  return <Dash tone="muted">{t('common.none')}</Dash>;
}

const Dash = styled(Text)`
  display: inline-block;
  line-height: 1.75rem;
`;

/** A router link with an anchor's props, for the ui's links into the console's own pages. */
function RouterAnchor({ href = '', ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <Link to={href} {...rest} />;
}

/**
 * An address chip. `user`: the address is a platform user's (a buyer, an inviter, a referrer, a
 * recipient), so it opens that user's page and the referral tree can be walked; otherwise it
 * links to the chain's explorer. Drawn again only when one of these changes: the staff labels
 * arriving after a list has drawn redrew every address chip of the page, labelled or not.
 */
export const AddressCell = memo(function AddressCell({
  address,
  chainId,
  full = false,
  user = false,
  label,
}: {
  address: string | null;
  chainId?: number;
  full?: boolean | 'grouped';
  user?: boolean;
  /** A staff account's label, shown before the address. */
  label?: string | null;
}) {
  const { t } = useTranslation();
  if (!address) return <None />;
  return (
    <AddressChip
      address={address}
      chainId={chainId}
      full={full}
      label={label}
      page={user ? { href: `/user/${address}`, label: t('list.openUser'), as: RouterAnchor } : undefined}
      labels={{
        copy: t('list.copyAddress'),
        copied: t('list.copied'),
        explorer: t('list.explorer'),
        invalid: t('list.invalidAddress'),
      }}
    />
  );
});

/**
 * An address that may be a staff account's (an actor, an approver, who decided, an inviter), with
 * its label when it has one; `user` links it to the user's page as AddressCell does.
 */
export function StaffAddressCell({ address, user = false }: { address: string | null; user?: boolean }) {
  const labels = useStaffLabels();
  return <AddressCell address={address} label={labelOf(labels, address)} user={user} />;
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
    <Text nowrap>
      <ChainBadge
        chainId={chainId}
        labels={{ unknown: (id) => t('list.unknownChain', { id }), testnet: t('list.testnet') }}
      />
    </Text>
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

/**
 * A withdrawal's status; a pending one that has some but not all of its approvals reads
 * "1 of 2 approvals" in its own tone, so it never looks like one nobody has touched.
 */
export function WithdrawalStatusCell({
  status,
  approvals = 0,
  requiredApprovals = 1,
}: {
  status: WithdrawalStatus;
  approvals?: number;
  requiredApprovals?: number;
}) {
  const { t } = useTranslation();
  if (status === 'pending' && approvals > 0 && approvals < requiredApprovals) {
    return (
      <Text nowrap>
        <StatusBadge tone="info">
          {t('withdraw.approvalsCount', { approved: approvals, count: requiredApprovals })}
        </StatusBadge>
      </Text>
    );
  }
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

/**
 * An amount of a token, to the token's own places (TOKEN_DECIMALS: the places its records carry),
 * so one token reads the same in every list, card and dialog.
 */
export function TokenAmount({ value, symbol }: { value: string; symbol: TokenSymbol | string }) {
  return <Amount value={value} symbol={symbol} decimals={placesOf(symbol)} />;
}

/** The places a token's amounts are shown with; an unknown token gets ETH's. */
export const placesOf = (symbol: string): number => TOKEN_DECIMALS[symbol as TokenSymbol] ?? 6;

/**
 * What somebody typed (a reason, a remark), shown as written: in its own direction, and marked as
 * not the console's to translate (the story tests' language check skips it for that mark alone).
 */
export function UserText({ children }: { children: string | null | undefined }) {
  return children ? (
    <bdi dir="auto" translate="no">
      {children}
    </bdi>
  ) : null;
}

/** A whole number (points, quantities): grouped, never with places. */
export function Count({ value }: { value: number | string }) {
  return <Amount value={value} decimals={0} />;
}
