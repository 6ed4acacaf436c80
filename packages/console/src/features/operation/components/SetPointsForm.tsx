import { POINTS_MAX } from '@nsa/api';
import { Button, ConfirmDialog, checkDecimalInput, formatAmount, NumberField } from '@nsa/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorKey } from '../../../lib/errorMessages.ts';
import { ltr } from '../../../lib/inSentence.ts';
import { showToast } from '../../../lib/toast.ts';
import { parsePoints, useRereadPoints, useSetPoints } from '../api/pointsQueries.ts';
import { ConflictNotice } from './ConflictNotice.tsx';
import { FormCard } from './FormCard.tsx';

const pointsRules = { min: '0', max: String(POINTS_MAX), decimals: 0 };

/** A set to the new value, against the balance the operator saw. */
type Pending = { points: number; expected: number };

/**
 * Sets an exact balance (the seed's workflow: a set carries no reason), after a from → to
 * confirmation; a balance that moved meanwhile (`409`) is shown as it is now, the value kept.
 */
export function SetPointsForm({
  address,
  current,
  reading,
}: {
  address: `0x${string}`;
  current: number;
  reading: boolean;
}) {
  const { t, i18n } = useTranslation();
  const save = useSetPoints();
  const reread = useRereadPoints();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const [conflict, setConflict] = useState<number | null>(null);

  const parse = () => {
    const check = checkDecimalInput(text, pointsRules, i18n.language);
    return check.problem ? null : parsePoints(check.value);
  };
  const read = (): number | null => {
    const points = parse();
    if (points === null) {
      setError(t('operation.invalidPoints'));
      // Back to the field, which now says what is wrong.
      input.current?.focus();
      return null;
    }
    setError(null);
    return points;
  };
  const send = (pending: Pending) => {
    save.mutate(
      { address, ...pending },
      {
        onSuccess: () => {
          showToast({ tone: 'success', title: t('operation.saved') });
          setConfirming(null);
          setConflict(null);
          setText('');
        },
        onError: (cause) => {
          setConfirming(null);
          if (errorKey(cause) === 'conflict') {
            setConflict(pending.expected);
            void reread(address);
            return;
          }
          setError(t(`errors.${errorKey(cause)}`, { message: cause.message }));
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const points = read();
    if (points !== null) setConfirming({ points, expected: current });
  };
  const onRetry = () => {
    const points = read();
    if (points !== null) send({ points, expected: current });
  };
  const typed = parse();
  const invalid = t('operation.invalidPoints');
  // The dialog is a sibling: a form nested in this one would submit both.
  return (
    <FormCard title={t('operation.setTitle')} hint={t('operation.setHint')}>
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
        <Button type="submit" variant="secondary">
          {t('operation.set')}
        </Button>
      </Row>
      {conflict !== null ? (
        <ConflictNotice
          seen={conflict}
          now={reading ? null : current}
          busy={save.isPending}
          onRetry={onRetry}
          retryLabel={
            typed === null
              ? t('operation.retrySetPlain')
              : t('operation.retrySet', { from: ltr(formatAmount(current)), to: ltr(formatAmount(typed)) })
          }
        />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={t('operation.confirmTitle')}
        body={
          <p>
            {t('operation.confirmBody', {
              address: ltr(address),
              from: ltr(formatAmount(confirming?.expected ?? current)),
              to: ltr(formatAmount(confirming?.points ?? 0)),
            })}
          </p>
        }
        confirmLabel={t('operation.set')}
        cancelLabel={t('common.cancel')}
        busy={save.isPending}
        onConfirm={() => {
          if (confirming) send(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
    </FormCard>
  );
}

// Field and its button side by side, the button level with the input (the error may grow below).
const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  & > :first-child {
    flex: 1 1 12rem;
  }
  & > button {
    margin-block-start: 1.6rem;
  }
`;
