import { isConsoleRole, normalizeAddress } from '@nsa/api';
import { Stack } from '@nsa/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { ListTable } from '../../../lib/components/ListTable.tsx';
import { orderColumns, referralColumns } from '../../../lib/components/recordColumns.tsx';
import { errorKey } from '../../../lib/errorMessages.ts';
import { session, sessionFlags } from '../../../lib/session.ts';
import { useUser } from '../api/usersQueries.ts';
import { InviterChain } from '../components/InviterChain.tsx';
import { ReferralTree } from '../components/ReferralTree.tsx';
import { relationColumns } from '../components/relationColumns.tsx';
import { StaffAccountCard } from '../components/StaffAccountCard.tsx';
import { UserProfile } from '../components/UserProfile.tsx';

export function Component() {
  const { t } = useTranslation();
  const { address: param = '' } = useParams();
  const snap = useSnapshot(session);
  const { canSeeOrder } = sessionFlags(snap);
  const viewer = snap.userInfo;
  const managesStaff = viewer?.role === 'super' || viewer?.role === 'admin';
  const address = normalizeAddress(param);
  const downline = useMemo(() => relationColumns(t, 'user'), [t]);
  const referrals = useMemo(() => referralColumns(t), [t]);
  const orders = useMemo(() => orderColumns(t), [t]);
  const user = useUser(address);
  // Not an address, no such user, or (for a kol) a user outside its downline, which the API
  // answers the same way: one clear page, no lists of nothing and no retry that cannot help.
  if (!address || (user.error && errorKey(user.error) === 'notFound')) {
    return (
      <Missing role="alert">
        <h1>{t('errors.notFound')}</h1>
        <Link to="/home">{t('user.back')}</Link>
      </Missing>
    );
  }
  return (
    <>
      <Link to="/home">{t('user.back')}</Link>
      <h1>{t('user.title')}</h1>
      <Stack gap={4}>
        <UserProfile query={user} />
        {/* A staff account, to a super or admin: its label, role, sign-in and sessions. */}
        {user.data && isConsoleRole(user.data.role) && managesStaff ? (
          <StaffAccountCard user={user.data} viewer={viewer} />
        ) : null}
      </Stack>
      <h2 id="inviter-chain-heading">{t('user.inviterChain')}</h2>
      <InviterChain address={address} headingId="inviter-chain-heading" />
      {viewer && viewer.role !== 'operator' ? <ReferralTree key={address} rootAddress={address} /> : null}
      <h2>{t('user.downline')}</h2>
      <ListTable
        name="userRelation"
        prefix="down."
        label={t('user.downline')}
        fixed={{ inviterAddress: address }}
        columns={downline}
        rowKey={(r) => `${r.userAddress}-${r.level}`}
        exportName={`downline-${address}`}
      />
      <h2>{t('user.referralOrders')}</h2>
      <ListTable
        name="referralOrders"
        prefix="ro."
        label={t('user.referralOrders')}
        fixed={{ address }}
        columns={referrals}
        rowKey={(r) => r.id}
        exportName={`referral-orders-${address}`}
      />
      {/* A kol may not read purchase orders: asking would be a 403 and end the session. */}
      {canSeeOrder ? (
        <>
          <h2>{t('user.purchaseOrders')}</h2>
          <ListTable
            name="purchaseOrders"
            prefix="po."
            label={t('user.purchaseOrders')}
            fixed={{ address }}
            columns={orders}
            rowKey={(o) => o.id}
            exportName={`purchase-orders-${address}`}
          />
        </>
      ) : null}
    </>
  );
}

const Missing = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
  color: ${({ theme }) => theme.color.fg.muted};
  & > h1 {
    margin: 0;
    color: ${({ theme }) => theme.color.fg.default};
  }
`;
