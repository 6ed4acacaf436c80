import { ApiError, canGrantRole, createUserBody, roles } from '@nsa/api';
import { AddressField, Button, Dialog, Select, TextField } from '@nsa/ui';
import type { TFunction } from 'i18next';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { errorKey } from '../../../lib/errorMessages.ts';
import { ltr } from '../../../lib/inSentence.ts';
import { session } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateUser } from '../api/usersQueries.ts';
import { DuplicateUserMessage } from './DuplicateUserMessage.tsx';

type Field = 'address' | 'role' | 'inviterAddress' | 'remark';
type FieldErrors = Partial<Record<Field | 'form', ReactNode>>;
const fields: readonly string[] = ['address', 'role', 'inviterAddress', 'remark'] satisfies Field[];

/**
 * The server names the field a refusal is about: in `details` for bad input, and as the message's
 * first word otherwise (`inviterAddress: 0x… is not a user`, `address: 0x… is already a user`).
 * Those two are told in the user's language (a duplicate with who holds it); any other refusal
 * stays a message under the form.
 */
function serverFieldErrors(error: unknown, address: `0x${string}`, t: TFunction): FieldErrors {
  const general: FieldErrors = {
    form: t(`errors.${errorKey(error)}`, { message: (error as Error).message }),
  };
  if (!(error instanceof ApiError)) return general;
  const named = /^(\w+): /.exec(error.message)?.[1];
  if (named === 'inviterAddress') return { inviterAddress: t('common.unknownUser') };
  if (named === 'address' && error.code === '409')
    return { address: <DuplicateUserMessage address={address} /> };
  const next: FieldErrors = {};
  for (const issue of error.details ?? []) {
    if (fields.includes(issue.path)) next[issue.path as Field] = issue.message;
  }
  return Object.keys(next).length > 0 ? next : general;
}

/** Validates with the contract's schema first, so a bad address never reaches the server. */
export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { userInfo } = useSnapshot(session);
  const formId = useId();
  const addressInput = useRef<HTMLInputElement>(null);
  const create = useCreateUser();
  const [errors, setErrors] = useState<FieldErrors>({});
  const grantable = roles.filter((r) => userInfo && canGrantRole(userInfo.role, r));

  const close = () => {
    setErrors({});
    create.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const parsed = createUserBody.safeParse({
      address: text('address') ?? '',
      role: text('role'),
      inviterAddress: text('inviterAddress'),
      remark: text('remark'),
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        // An empty address is missing, not wrong: it is told apart.
        if (field === 'address' && !text('address')) next.address = t('users.addressRequired');
        else if (field === 'address' || field === 'inviterAddress') next[field] = t('users.validAddress');
        else if (field === 'role') next.role = t('users.roleRequired');
        else if (field === 'remark') next.remark = issue.message;
        else next.form = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (user) => {
        showToast({ tone: 'success', title: t('users.created', { address: ltr(user.address) }) });
        close();
      },
      onError: (error) => setErrors(serverFieldErrors(error, parsed.data.address, t)),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('users.createTitle')}
      labels={{ close: t('common.close') }}
      dismissible={!create.isPending}
      footer={
        <>
          <Button variant="quiet" onClick={close} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            {t('users.submit')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={onSubmit} noValidate>
        <AddressField
          name="address"
          label={t('columns.address')}
          invalidMessage={t('users.validAddress')}
          requiredMessage={t('users.addressRequired')}
          required
          error={errors.address}
          placeholder="0x…"
          ref={addressInput}
        />
        <FocusOnOpen target={addressInput} />
        <Select
          name="role"
          label={t('columns.role')}
          // No default: granting a role is a choice, never what the form happened to show.
          placeholder={t('users.chooseRole')}
          required
          error={errors.role}
          options={grantable.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        />
        <AddressField
          name="inviterAddress"
          label={t('users.inviterOptional')}
          invalidMessage={t('users.validAddress')}
          error={errors.inviterAddress}
          placeholder="0x…"
        />
        <TextField name="remark" label={t('users.remarkOptional')} maxLength={200} error={errors.remark} />
        {errors.form ? <FormError role="alert">{errors.form}</FormError> : null}
      </Form>
    </Dialog>
  );
}

/**
 * The dialog opens to write an address: once it has taken the focus (and noted where to return it),
 * move it from the close button to the address field.
 */
function FocusOnOpen({ target }: { target: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const timer = setTimeout(() => target.current?.focus());
    return () => clearTimeout(timer);
  }, [target]);
  return null;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const FormError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerSoft};
  border-radius: ${({ theme }) => theme.radius.sm};
`;
