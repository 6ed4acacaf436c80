import { type Role, roles } from '@nsa/api';
import { Button } from '@nsa/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { lazyChunk } from '../../../lib/chunkFailure.ts';
import { FilterForm } from '../../../lib/components/Filters.tsx';
import { ListTable } from '../../../lib/components/ListTable.tsx';
import { session, sessionFlags } from '../../../lib/session.ts';
import { userColumns } from '../components/userColumns.tsx';

const loadCreateUser = lazyChunk(() => import('../components/CreateUserDialog.tsx'));
/** The create-user form (a dialog with its focus trap): loaded when the button is first pointed at or pressed. */
const CreateUserDialog = lazy(() => loadCreateUser().then((m) => ({ default: m.CreateUserDialog })));
const preloadCreateUser = () => void loadCreateUser().catch(() => undefined);

const filters = ['q', 'role', 'from', 'to'] as const;

/**
 * The roles a viewer can find in the list, so the filter offers no choice that can only come back
 * empty: a kol sees its downline (contract § Roles), where staff accounts other than kols never are.
 */
const listedRoles = (viewer: Role | undefined): readonly Role[] =>
  viewer === 'kol' ? roles.filter((r) => r === 'kol' || r === 'user') : roles;

export function Component() {
  const { t } = useTranslation();
  const snap = useSnapshot(session);
  const { canCreateUser } = sessionFlags(snap);
  const [creating, setCreating] = useState<boolean | null>(null);
  const columns = useMemo(() => userColumns(t), [t]);
  return (
    <>
      <TitleRow>
        <h1>{t('users.title')}</h1>
        {canCreateUser ? (
          <Button
            onClick={() => setCreating(true)}
            onPointerEnter={preloadCreateUser}
            onFocus={preloadCreateUser}
          >
            {t('users.create')}
          </Button>
        ) : null}
      </TitleRow>
      <ListTable
        name="users"
        label={t('users.title')}
        columns={columns}
        rowKey={(u) => u.id}
        exportName="users"
        filters={<FilterForm fields={[...filters]} roles={listedRoles(snap.userInfo?.role)} />}
      />
      {/* Mounted from the first opening on, so it can close as a dialog does. */}
      {canCreateUser && creating !== null ? (
        <Suspense fallback={null}>
          <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[4]};
  & > h1 {
    margin: 0;
  }
`;
