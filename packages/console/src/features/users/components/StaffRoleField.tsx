import { accountChangeRefusal, type Role, roles, type User } from '@nsa/api';
import { ConfirmDialog, Select, VisuallyHidden } from '@nsa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorKey } from '../../../lib/errorMessages.ts';
import type { UserInfo } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateUser } from '../api/usersQueries.ts';
import { accountName } from './staffAccount.ts';

/**
 * The account's role: a select of the roles the viewer may grant it (each asked of
 * `accountChangeRefusal`), confirmed before it is sent; plain text when it may not be changed.
 */
export function StaffRoleField({
  user,
  viewer,
  editable,
}: {
  user: User;
  viewer: Pick<UserInfo, 'address' | 'role'>;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const [wanted, setWanted] = useState<Role | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!editable) return <>{t(`roles.${user.role}`)}</>;

  const grantable = roles.filter((role) => accountChangeRefusal(viewer, user, role) === null);
  const cancel = () => {
    setWanted(null);
    setError(null);
    update.reset();
  };
  const confirm = () => {
    if (!wanted) return;
    update.mutate(
      { address: user.address, role: wanted },
      {
        onSuccess: (updated) => {
          showToast({ tone: 'success', title: t('staff.roleSaved', { role: t(`roles.${updated.role}`) }) });
          cancel();
        },
        onError: (cause) => setError(t(`errors.${errorKey(cause)}`, { message: cause.message })),
      },
    );
  };

  return (
    <>
      <RoleBox>
        <Select<Role>
          // The row's own heading says "Role": the control is named for screen readers alone.
          label={<VisuallyHidden>{t('columns.role')}</VisuallyHidden>}
          value={user.role}
          options={grantable.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          onValueChange={(role) => {
            if (role !== user.role) setWanted(role);
          }}
          disabled={update.isPending}
        />
      </RoleBox>
      <ConfirmDialog
        open={wanted !== null}
        title={t('staff.roleTitle')}
        body={
          <p>
            {t('staff.roleBody', {
              who: accountName(user),
              from: t(`roles.${user.role}`),
              to: t(`roles.${wanted ?? user.role}`),
            })}
          </p>
        }
        confirmLabel={t('staff.roleConfirm', { role: t(`roles.${wanted ?? user.role}`) })}
        cancelLabel={t('common.cancel')}
        busy={update.isPending}
        error={error}
        onConfirm={confirm}
        onCancel={cancel}
      />
    </>
  );
}

const RoleBox = styled.div`
  max-inline-size: 14rem;
`;
