import { canGrantRole, createUserBody, roles } from '@nsa/api';
import { AddressField, Button, Dialog, Select, TextField } from '@nsa/ui';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { errorKey } from '../../../lib/errorMessages.ts';
import { session } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateUser } from '../api/usersQueries.ts';

type FieldErrors = Partial<Record<'address' | 'inviterAddress' | 'remark' | 'form', string>>;

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
        if (field === 'address' || field === 'inviterAddress') next[field] = t('users.validAddress');
        else if (field === 'remark') next.remark = issue.message;
        else next.form = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (user) => {
        showToast({ tone: 'success', title: t('users.created', { address: user.address }) });
        close();
      },
      onError: (error) => setErrors({ form: t(`errors.${errorKey(error)}`, { message: error.message }) }),
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
          error={errors.address}
          placeholder="0x…"
          ref={addressInput}
        />
        <FocusOnOpen target={addressInput} />
        <Select
          name="role"
          label={t('columns.role')}
          defaultValue={grantable[0]}
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
