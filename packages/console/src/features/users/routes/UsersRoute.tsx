import { roles } from '@nsa/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { FilterForm } from '../../../lib/components/Filters.tsx';
import { ListTable } from '../../../lib/components/ListTable.tsx';
import { session, sessionFlags } from '../../../lib/session.ts';
import { CreateUserDialog } from '../components/CreateUserDialog.tsx';
import { userColumns } from '../components/userColumns.tsx';

export function Component() {
  const { t } = useTranslation();
  const snap = useSnapshot(session);
  const { canCreateUser } = sessionFlags(snap);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <div className="row spread">
        <h1>{t('users.title')}</h1>
        {canCreateUser ? (
          <button type="button" className="button" onClick={() => setCreating(true)}>
            {t('users.create')}
          </button>
        ) : null}
      </div>
      <ListTable
        name="users"
        label={t('users.title')}
        columns={userColumns(t)}
        rowKey={(u) => u.id}
        exportName="users"
        filters={<FilterForm fields={['q', 'role', 'from', 'to']} roles={roles} />}
      />
      {canCreateUser ? <CreateUserDialog open={creating} onClose={() => setCreating(false)} /> : null}
    </>
  );
}
