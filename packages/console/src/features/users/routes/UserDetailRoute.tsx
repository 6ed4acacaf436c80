import { normalizeAddress } from '@nsa/api';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { AddressText, AmountText, DateTimeText } from '../../../lib/components/Cells.tsx';
import { ListTable } from '../../../lib/components/ListTable.tsx';
import { orderColumns, referralColumns } from '../../../lib/components/recordColumns.tsx';
import { errorKey } from '../../../lib/errorMessages.ts';
import { session, sessionFlags } from '../../../lib/session.ts';
import { useUser } from '../api/usersQueries.ts';
import { relationColumns } from '../components/relationColumns.tsx';

function Profile({ address }: { address: `0x${string}` }) {
  const { t } = useTranslation();
  const { data: user, error, isPending } = useUser(address);
  if (isPending) return <p role="status">{t('common.loading')}</p>;
  if (error) return <p role="alert">{t(`errors.${errorKey(error)}`, { message: error.message })}</p>;
  return (
    <section className="card" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('user.profile')}</h2>
      <dl className="profile">
        <dt>{t('columns.address')}</dt>
        <dd>
          <bdi dir="ltr" className="mono">
            {user.address}
          </bdi>
        </dd>
        <dt>{t('columns.role')}</dt>
        <dd>{t(`roles.${user.role}`)}</dd>
        <dt>{t('columns.inviter')}</dt>
        <dd>{user.inviterAddress ? <AddressText address={user.inviterAddress} /> : t('user.noInviter')}</dd>
        <dt>{t('user.points')}</dt>
        <dd>
          <AmountText value={user.points} />
        </dd>
        <dt>{t('columns.createdAt')}</dt>
        <dd>
          <DateTimeText iso={user.createdAt} />
        </dd>
      </dl>
    </section>
  );
}

export function Component() {
  const { t } = useTranslation();
  const { postId = '' } = useParams();
  const snap = useSnapshot(session);
  const { canSeeOrder } = sessionFlags(snap);
  const address = normalizeAddress(postId);
  if (!address) {
    return (
      <section className="state-panel" role="alert">
        <h1>{t('errors.notFound')}</h1>
        <Link to="/home">{t('user.back')}</Link>
      </section>
    );
  }
  return (
    <>
      <Link to="/home">{t('user.back')}</Link>
      <h1>{t('user.title')}</h1>
      <Profile address={address} />
      <h2>{t('user.inviterChain')}</h2>
      <ListTable
        name="userRelation"
        prefix="up."
        label={t('user.inviterChain')}
        fixed={{ userAddress: address }}
        columns={relationColumns(t, 'inviter')}
        rowKey={(r) => `${r.inviterAddress}-${r.level}`}
        exportName={`inviters-${address}`}
      />
      <h2>{t('user.downline')}</h2>
      <ListTable
        name="userRelation"
        prefix="down."
        label={t('user.downline')}
        fixed={{ inviterAddress: address }}
        columns={relationColumns(t, 'user')}
        rowKey={(r) => `${r.userAddress}-${r.level}`}
        exportName={`downline-${address}`}
      />
      <h2>{t('user.referralOrders')}</h2>
      <ListTable
        name="referralOrders"
        prefix="ro."
        label={t('user.referralOrders')}
        fixed={{ address }}
        columns={referralColumns(t)}
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
            columns={orderColumns(t)}
            rowKey={(o) => o.id}
            exportName={`purchase-orders-${address}`}
          />
        </>
      ) : null}
    </>
  );
}
