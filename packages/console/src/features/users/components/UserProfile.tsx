import { Card, ErrorState, Skeleton } from '@nsa/ui';
import { useTranslation } from 'react-i18next';
import { AddressCell, Count, DateTimeCell, StaffAddressCell } from '../../../lib/components/Cells.tsx';
import { errorKey } from '../../../lib/errorMessages.ts';
import type { useUser } from '../api/usersQueries.ts';
import { Fields } from './Fields.ts';

/** Who the user is: address (with a staff account's label), role, inviter, points, since when. */
export function UserProfile({ query }: { query: ReturnType<typeof useUser> }) {
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
          <AddressCell address={user.address} full="grouped" label={user.label} />
        </dd>
        <dt>{t('columns.role')}</dt>
        <dd>{t(`roles.${user.role}`)}</dd>
        <dt>{t('columns.inviter')}</dt>
        <dd>
          {user.inviterAddress ? (
            <StaffAddressCell address={user.inviterAddress} user />
          ) : (
            t('user.noInviter')
          )}
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
