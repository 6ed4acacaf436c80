import type { User } from '@nsa/api';
import { Button, ConfirmDialog, Stack, StatusBadge } from '@nsa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../lib/errorMessages.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateUser } from '../api/usersQueries.ts';
import { accountName } from './staffAccount.ts';

/**
 * Whether the account may sign in, and the way to disable or enable it. The confirmation says
 * what happens: disabling ends every session at once (the server does it in the same change).
 */
export function StaffAccessField({ user, editable }: { user: User; editable: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // What the dialog asks stays as it was asked while it closes over the changed account.
  const [disabling, setDisabling] = useState(!user.disabled);

  const cancel = () => {
    setConfirming(false);
    setError(null);
    update.reset();
  };
  const confirm = () =>
    update.mutate(
      { address: user.address, disabled: disabling },
      {
        onSuccess: (updated) => {
          showToast({
            tone: 'success',
            title: t(updated.disabled ? 'staff.disabledToast' : 'staff.enabledToast', {
              who: accountName(updated),
            }),
          });
          cancel();
        },
        onError: (cause) => setError(t(`errors.${errorKey(cause)}`, { message: cause.message })),
      },
    );

  return (
    <Stack direction="row" wrap gap={3} align="center">
      {user.disabled ? (
        <StatusBadge tone="danger">{t('staff.disabled')}</StatusBadge>
      ) : (
        <StatusBadge tone="success">{t('staff.active')}</StatusBadge>
      )}
      {editable ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setDisabling(!user.disabled);
            setConfirming(true);
          }}
        >
          {t(user.disabled ? 'staff.enable' : 'staff.disable')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        tone={disabling ? 'danger' : 'default'}
        title={t(disabling ? 'staff.disableTitle' : 'staff.enableTitle')}
        body={<p>{t(disabling ? 'staff.disableBody' : 'staff.enableBody', { who: accountName(user) })}</p>}
        confirmLabel={t(disabling ? 'staff.disable' : 'staff.enable')}
        cancelLabel={t('common.cancel')}
        busy={update.isPending}
        error={error}
        onConfirm={confirm}
        onCancel={cancel}
      />
    </Stack>
  );
}
