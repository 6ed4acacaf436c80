import { normalizeAddress, POINTS_MAX } from '@nsa/api';
import {
  AddressField,
  Button,
  ConfirmDialog,
  checkDecimalInput,
  ErrorState,
  formatAmount,
  NumberField,
  StatCard,
} from '@nsa/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Count } from '../../../lib/components/Cells.tsx';
import { errorKey } from '../../../lib/errorMessages.ts';
import { ltr } from '../../../lib/inSentence.ts';
import { showToast } from '../../../lib/toast.ts';
import { parsePoints, usePoints, useSetPoints } from '../api/pointsQueries.ts';

const pointsRules = { min: '0', max: String(POINTS_MAX), decimals: 0 };

function SetPointsForm({ address, current }: { address: `0x${string}`; current: number }) {
  const { t, i18n } = useTranslation();
  const save = useSetPoints();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkDecimalInput(text, pointsRules, i18n.language);
    const points = check.problem ? null : parsePoints(check.value);
    if (points === null) {
      setError(t('operation.invalidPoints'));
      // Back to the field, which now says what is wrong.
      input.current?.focus();
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
  const invalid = t('operation.invalidPoints');
  // The dialog is a sibling: a form nested in this one would submit both.
  return (
    <>
      <Row onSubmit={onSubmit} noValidate>
        <NumberField
          ref={input}
          label={t('operation.newPoints')}
          {...pointsRules}
          value={text}
          onValueChange={(next) => {
            setText(next);
            setError(null);
          }}
          messages={{ invalid, min: invalid, max: invalid, decimals: invalid }}
          error={error}
        />
        <Button type="submit">{t('operation.set')}</Button>
      </Row>
      <ConfirmDialog
        open={confirming !== null}
        title={t('operation.confirmTitle')}
        body={
          <p>
            {t('operation.confirmBody', {
              address: ltr(address),
              from: ltr(formatAmount(current)),
              to: ltr(formatAmount(confirming ?? 0)),
            })}
          </p>
        }
        confirmLabel={t('operation.set')}
        cancelLabel={t('common.cancel')}
        busy={save.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

export function Component() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const address = normalizeAddress(search.get('address') ?? '');
  const [invalid, setInvalid] = useState(false);
  // Editing the address hides what the server said about the one looked up.
  const [edited, setEdited] = useState(false);
  const points = usePoints(address);
  // No user at that address is about the field, so it is said there.
  const unknownUser = Boolean(points.error) && errorKey(points.error) === 'notFound';

  const onLookup = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('address') ?? '');
    const normal = normalizeAddress(typed);
    setInvalid(!normal);
    setEdited(false);
    // A lookup replaces the last one: an invalid one leaves no user on screen to be set by mistake.
    const next = new URLSearchParams(search);
    if (normal) next.set('address', normal);
    else next.delete('address');
    setSearch(next);
  };

  return (
    <Page>
      <h1>{t('operation.title')}</h1>
      <Row onSubmit={onLookup} noValidate>
        <AddressField
          name="address"
          label={t('columns.address')}
          placeholder="0x…"
          defaultValue={search.get('address') ?? ''}
          invalidMessage={t('users.validAddress')}
          error={
            invalid ? t('users.validAddress') : unknownUser && !edited ? t('common.unknownUser') : undefined
          }
          onValueChange={() => {
            setInvalid(false);
            setEdited(true);
          }}
        />
        <Button type="submit">{t('operation.lookup')}</Button>
      </Row>
      {address ? (
        <Result aria-live="polite">
          {points.isPending ? (
            <StatCard
              label={t('operation.current')}
              value={null}
              loading
              loadingLabel={t('common.loading')}
            />
          ) : unknownUser ? null : points.error ? (
            <ErrorState title={t(`errors.${errorKey(points.error)}`, { message: points.error.message })} />
          ) : (
            <>
              <StatCard
                label={t('operation.current')}
                value={<Count value={points.data.points} />}
                hint={
                  <bdi dir="ltr" translate="no">
                    {points.data.address}
                  </bdi>
                }
              />
              {/* Keyed by user: what was typed for one is never offered for the next. */}
              <SetPointsForm
                key={points.data.address}
                address={points.data.address}
                current={points.data.points}
              />
            </>
          )}
        </Result>
      ) : null}
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 44rem;
  & > h1 {
    margin: 0;
  }
`;

// Field and its button side by side, the button level with the input (the error may grow below).
const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  & > :first-child {
    flex: 1 1 20rem;
  }
  & > button {
    margin-block-start: 1.6rem;
  }
`;

const Result = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
