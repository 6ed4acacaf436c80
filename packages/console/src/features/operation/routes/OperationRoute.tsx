import { normalizeAddress } from '@nsa/api';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AmountText } from '../../../lib/components/Cells.tsx';
import { ConfirmDialog } from '../../../lib/components/ConfirmDialog.tsx';
import { errorKey } from '../../../lib/errorMessages.ts';
import { formatAmount } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { parsePoints, usePoints, useSetPoints } from '../api/pointsQueries.ts';

function SetPointsForm({ address, current }: { address: `0x${string}`; current: number }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSetPoints();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const points = parsePoints(text);
    if (points === null) {
      setError(t('operation.invalidPoints'));
      return;
    }
    setError(null);
    setConfirming(points);
  };
  const onConfirm = () => {
    if (confirming === null) return;
    save.mutate(
      { address, points: confirming },
      {
        onSuccess: () => {
          showToast({ tone: 'success', title: t('operation.saved') });
          setConfirming(null);
          setText('');
        },
        onError: (cause) => {
          setConfirming(null);
          setError(t(`errors.${errorKey(cause)}`, { message: cause.message }));
        },
      },
    );
  };
  // The dialog is a sibling: a form nested in this one would submit both.
  return (
    <>
      <form className="filters" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-points`}>{t('operation.newPoints')}</label>
          <input
            id={`${id}-points`}
            inputMode="numeric"
            dir="ltr"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <button type="submit" className="button">
          {t('operation.set')}
        </button>
        {error ? (
          <p id={`${id}-error`} role="alert" className="field-error">
            {error}
          </p>
        ) : null}
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={t('operation.confirmTitle')}
        confirmLabel={t('operation.set')}
        busy={save.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {t('operation.confirmBody', {
            address,
            from: formatAmount(current),
            to: formatAmount(confirming ?? 0),
          })}
        </p>
      </ConfirmDialog>
    </>
  );
}

export function Component() {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const address = normalizeAddress(search.get('address') ?? '');
  const [invalid, setInvalid] = useState(false);
  const points = usePoints(address);

  const onLookup = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('address') ?? '');
    const normal = normalizeAddress(typed);
    setInvalid(!normal);
    if (!normal) return;
    const next = new URLSearchParams(search);
    next.set('address', normal);
    setSearch(next);
  };

  return (
    <>
      <h1>{t('operation.title')}</h1>
      <form className="filters" onSubmit={onLookup} noValidate>
        <div className="field">
          <label htmlFor={`${id}-address`}>{t('columns.address')}</label>
          <input
            id={`${id}-address`}
            name="address"
            dir="ltr"
            size={44}
            spellCheck={false}
            autoComplete="off"
            placeholder="0x…"
            defaultValue={search.get('address') ?? ''}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-address-error` : undefined}
          />
        </div>
        <button type="submit" className="button">
          {t('operation.lookup')}
        </button>
        {invalid ? (
          <p id={`${id}-address-error`} role="alert" className="field-error">
            {t('users.validAddress')}
          </p>
        ) : null}
      </form>
      {address ? (
        <section className="card" aria-live="polite">
          {points.isPending ? (
            <p role="status">{t('common.loading')}</p>
          ) : points.error ? (
            <p role="alert">
              {errorKey(points.error) === 'notFound'
                ? t('operation.unknownUser')
                : t(`errors.${errorKey(points.error)}`, { message: points.error.message })}
            </p>
          ) : (
            <>
              <dl className="profile">
                <dt>{t('columns.address')}</dt>
                <dd>
                  <bdi dir="ltr" className="mono">
                    {points.data.address}
                  </bdi>
                </dd>
                <dt>{t('operation.current')}</dt>
                <dd>
                  <AmountText value={points.data.points} />
                </dd>
              </dl>
              <SetPointsForm address={points.data.address} current={points.data.points} />
            </>
          )}
        </section>
      ) : null}
    </>
  );
}
