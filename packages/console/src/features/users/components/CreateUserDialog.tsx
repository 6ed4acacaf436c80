import { canGrantRole, createUserBody, roles } from '@nsa/api';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const create = useCreateUser();
  const [errors, setErrors] = useState<FieldErrors>({});
  const grantable = roles.filter((r) => userInfo && canGrantRole(userInfo.role, r));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setErrors({});
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
        onClose();
      },
      onError: (error) => setErrors({ form: t(`errors.${errorKey(error)}`, { message: error.message }) }),
    });
  };

  const describe = (name: keyof FieldErrors) => (errors[name] ? `${id}-${name}-error` : undefined);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        if (!create.isPending) onClose();
      }}
    >
      <form onSubmit={onSubmit} noValidate>
        <h2 id={`${id}-title`}>{t('users.createTitle')}</h2>
        <div className="field">
          <label htmlFor={`${id}-address`}>{t('columns.address')}</label>
          <input
            id={`${id}-address`}
            name="address"
            dir="ltr"
            spellCheck={false}
            autoComplete="off"
            placeholder="0x…"
            aria-invalid={Boolean(errors.address)}
            aria-describedby={describe('address')}
          />
          {errors.address ? (
            <p id={`${id}-address-error`} className="field-error">
              {errors.address}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-role`}>{t('columns.role')}</label>
          <select id={`${id}-role`} name="role" defaultValue={grantable[0]}>
            {grantable.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-inviter`}>{t('users.inviterOptional')}</label>
          <input
            id={`${id}-inviter`}
            name="inviterAddress"
            dir="ltr"
            spellCheck={false}
            autoComplete="off"
            placeholder="0x…"
            aria-invalid={Boolean(errors.inviterAddress)}
            aria-describedby={describe('inviterAddress')}
          />
          {errors.inviterAddress ? (
            <p id={`${id}-inviterAddress-error`} className="field-error">
              {errors.inviterAddress}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-remark`}>{t('users.remarkOptional')}</label>
          <textarea
            id={`${id}-remark`}
            name="remark"
            maxLength={200}
            rows={2}
            aria-describedby={describe('remark')}
          />
          {errors.remark ? (
            <p id={`${id}-remark-error`} className="field-error">
              {errors.remark}
            </p>
          ) : null}
        </div>
        {errors.form ? (
          <p role="alert" className="field-error">
            {errors.form}
          </p>
        ) : null}
        <div className="row">
          <button type="button" className="button button-quiet" onClick={onClose} disabled={create.isPending}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button" disabled={create.isPending}>
            {t('users.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
