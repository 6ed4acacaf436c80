import { type User, updateUserBody } from '@nsa/api';
import { Button, Stack, Text, TextField, VisuallyHidden } from '@nsa/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorKey } from '../../../lib/errorMessages.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateUser } from '../api/usersQueries.ts';

/**
 * A staff account's label and, when the viewer may change the account, its editor: 1–60
 * characters (the contract's rule, checked with its schema before anything is sent), or removed.
 */
export function StaffLabelField({ user, editable }: { user: User; editable: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const formId = useId();

  // The field takes the focus when it opens; the Edit button gets it back when it closes.
  useEffect(() => {
    if (editing) input.current?.focus();
    else if (returnFocus.current) editButton.current?.focus();
    returnFocus.current = false;
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setError(undefined);
    update.reset();
    setEditing(false);
  };

  const save = (label: string | null) => {
    update.mutate(
      { address: user.address, label },
      {
        onSuccess: (updated) => {
          showToast({
            tone: 'success',
            title: updated.label ? t('staff.labelSaved', { label: updated.label }) : t('staff.labelRemoved'),
          });
          close();
        },
        onError: (cause) => setError(t(`errors.${errorKey(cause)}`, { message: cause.message })),
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const text = String(new FormData(event.currentTarget).get('label') ?? '');
    const parsed = updateUserBody.safeParse({ address: user.address, label: text });
    if (!parsed.success || parsed.data.label === undefined) {
      setError(t('staff.labelInvalid'));
      input.current?.focus();
      return;
    }
    if (parsed.data.label === user.label) close();
    else save(parsed.data.label);
  };

  if (!editing) {
    return (
      <Stack direction="row" wrap gap={2} align="center">
        {user.label ? (
          <Text weight="medium" dir="auto" translate="no">
            {user.label}
          </Text>
        ) : (
          <Text tone="muted">{t('staff.noLabel')}</Text>
        )}
        {editable ? (
          <Button ref={editButton} size="sm" variant="quiet" onClick={() => setEditing(true)}>
            {t(user.label ? 'staff.editLabel' : 'staff.addLabel')}
          </Button>
        ) : null}
      </Stack>
    );
  }

  return (
    <Form
      id={formId}
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !update.isPending) close();
      }}
      noValidate
    >
      <TextField
        ref={input}
        name="label"
        // The row's own heading says "Label": the field is named for screen readers alone.
        label={<VisuallyHidden>{t('staff.label')}</VisuallyHidden>}
        defaultValue={user.label ?? ''}
        description={t('staff.labelHelp')}
        error={error}
        autoComplete="off"
        dir="auto"
      />
      <Stack direction="row" wrap gap={2}>
        <Button type="submit" size="sm" loading={update.isPending && update.variables?.label !== null}>
          {t('staff.saveLabel')}
        </Button>
        <Button size="sm" variant="quiet" onClick={close} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
        {user.label ? (
          <Button
            size="sm"
            variant="quiet"
            onClick={() => save(null)}
            loading={update.isPending && update.variables?.label === null}
            disabled={update.isPending}
          >
            {t('staff.removeLabel')}
          </Button>
        ) : null}
      </Stack>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-inline-size: 28rem;
`;
