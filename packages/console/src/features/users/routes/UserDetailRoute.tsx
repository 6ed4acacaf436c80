import { normalizeAddress } from '@nsa/api';
import { Card, ErrorState, Skeleton } from '@nsa/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { AddressCell, Count, DateTimeCell } from '../../../lib/components/Cells.tsx';
import { ListTable } from '../../../lib/components/ListTable.tsx';
import { orderColumns, referralColumns } from '../../../lib/components/recordColumns.tsx';
import { errorKey } from '../../../lib/errorMessages.ts';
import { session, sessionFlags } from '../../../lib/session.ts';
import { useUser } from '../api/usersQueries.ts';
import { relationColumns } from '../components/relationColumns.tsx';

function Profile({ query }: { query: ReturnType<typeof useUser> }) {
  const { t } = useTranslation();
  const { data: user, error, isPending, isFetching, refetch } = query;
  if (isPending)
    return (
      <Card aria-busy="true">
        <h2>{t('user.profile')}</h2>
        <Skeleton lines={5} blockSize="1.25em" />
      </Card>
    );
  if (error)
    return (
      <Card>
        <h2>{t('user.profile')}</h2>
        <ErrorState
          title={t(`errors.${errorKey(error)}`, { message: error.message })}
          retryLabel={t('common.retry')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </Card>
    );
  return (
    <Card aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('user.profile')}</h2>
      <Fields>
        <dt>{t('columns.address')}</dt>
        <dd>
          <AddressCell address={user.address} full />
        </dd>
        <dt>{t('columns.role')}</dt>
        <dd>{t(`roles.${user.role}`)}</dd>
        <dt>{t('columns.inviter')}</dt>
        <dd>
          {user.inviterAddress ? <AddressCell address={user.inviterAddress} user /> : t('user.noInviter')}
        </dd>
        <dt>{t('user.points')}</dt>
        <dd>
          <Count value={user.points} />
        </dd>
        <dt>{t('columns.createdAt')}</dt>
        <dd>
          <DateTimeCell iso={user.createdAt} />
        </dd>
      </Fields>
    </Card>
  );
}

export function Component() {
  const { t } = useTranslation();
  const { address: param = '' } = useParams();
  const snap = useSnapshot(session);
  const { canSeeOrder } = sessionFlags(snap);
  const address = normalizeAddress(param);
  const inviters = useMemo(() => relationColumns(t, 'inviter'), [t]);
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
      <Profile query={user} />
      <h2>{t('user.inviterChain')}</h2>
      <ListTable
        name="userRelation"
        prefix="up."
        label={t('user.inviterChain')}
        fixed={{ userAddress: address }}
        columns={inviters}
        rowKey={(r) => `${r.inviterAddress}-${r.level}`}
        exportName={`inviters-${address}`}
      />
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

const Fields = styled.dl`
  display: grid;
  /* The value column may shrink below a whole address: the chip shortens it instead of widening the page. */
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0;
  & > dt {
    color: ${({ theme }) => theme.color.fg.muted};
  }
  & > dd {
    min-inline-size: 0;
    margin: 0;
  }
  @media (max-width: 30rem) {
    grid-template-columns: minmax(0, 1fr);
    row-gap: ${({ theme }) => theme.space[1]};
    & > dd {
      margin-block-end: ${({ theme }) => theme.space[2]};
    }
  }
`;

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
