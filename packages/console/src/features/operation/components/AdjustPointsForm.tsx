import { POINTS_MAX } from '@nsa/api';
import { Button, ConfirmDialog, checkDecimalInput, formatAmount, NumberField, TextField } from '@nsa/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { UserText } from '../../../lib/components/Cells.tsx';
import { errorKey } from '../../../lib/errorMessages.ts';
import { ltr } from '../../../lib/inSentence.ts';
import { showToast } from '../../../lib/toast.ts';
import { parsePoints, useAdjustPoints, useRereadPoints } from '../api/pointsQueries.ts';
import { refusedFields } from '../api/writeProblems.ts';
import { ConflictNotice } from './ConflictNotice.tsx';
import { FormCard, FormError } from './FormCard.tsx';
import { problemText } from './problemText.ts';

type Direction = 'add' | 'subtract';
/** A change ready to send: against the balance the operator saw (`expected`). */
type Change = { delta: number; reason: string; expected: number };

const REASON_MAX = 200;

/** How far the balance may move in `direction` from `balance` and stay within 0 … POINTS_MAX. */
const roomFrom = (balance: number, direction: Direction) =>
  direction === 'add' ? POINTS_MAX - balance : balance;

/**
 * Adds or subtracts points with a required reason, after a confirmation that says from what to
 * what. Sent against the balance shown: if it moved meanwhile (`409`) the form keeps what was
 * typed, shows the balance as it is now and offers the same change again against it.
 */
export function AdjustPointsForm({
  address,
  current,
  reading,
}: {
  address: `0x${string}`;
  current: number;
  /** The balance is being read again (after a conflict). */
  reading: boolean;
}) {
  const { t, i18n } = useTranslation();
  const adjust = useAdjustPoints();
  const reread = useRereadPoints();
  const amountInput = useRef<HTMLInputElement>(null);
  const reasonInput = useRef<HTMLInputElement>(null);
  const [direction, setDirection] = useState<Direction>('add');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Change | null>(null);
  /** The balance a refused (`409`) change was sent against. */
  const [conflict, setConflict] = useState<number | null>(null);

  const invalidAmount = t('operation.amountInvalid');
  const tooMuch = (room: number) =>
    t(direction === 'add' ? 'operation.amountTooMuchAdd' : 'operation.amountTooMuchSubtract', {
      max: ltr(formatAmount(Math.max(room, 0))),
    });

  /** What the form holds as a change of `balance`, and what is wrong with each field. */
  const parse = (balance: number) => {
    const room = roomFrom(balance, direction);
    const check = checkDecimalInput(amount, { min: '1', max: String(room), decimals: 0 }, i18n.language);
    const points = check.problem ? null : parsePoints(check.value);
    const amountProblem =
      check.problem === 'max' ? tooMuch(room) : points === null || points < 1 ? invalidAmount : null;
    const trimmed = reason.trim();
    const reasonProblem =
      trimmed === ''
        ? t('operation.reasonRequired')
        : trimmed.length > REASON_MAX
          ? t('operation.reasonTooLong', { length: trimmed.length })
          : null;
    const change: Change | null =
      points !== null && !amountProblem && !reasonProblem
        ? { delta: direction === 'add' ? points : -points, reason: trimmed, expected: balance }
        : null;
    return { change, amountProblem, reasonProblem };
  };

  /** The change against `balance`, or null with each field saying what is wrong (focus on the first). */
  const read = (balance: number): Change | null => {
    const { change, amountProblem, reasonProblem } = parse(balance);
    setAmountError(amountProblem);
    setReasonError(reasonProblem);
    setFormError(null);
    if (amountProblem) amountInput.current?.focus();
    else if (reasonProblem) reasonInput.current?.focus();
    return change;
  };

  const send = (change: Change) => {
    adjust.mutate(
      { address, ...change },
      {
        onSuccess: (answer) => {
          showToast({
            tone: 'success',
            title: t('operation.adjusted', {
              from: ltr(formatAmount(change.expected)),
              to: ltr(formatAmount(answer.points)),
            }),
          });
          setConfirming(null);
          setConflict(null);
          setAmount('');
          setReason('');
        },
        onError: (cause) => {
          setConfirming(null);
          if (errorKey(cause) === 'conflict') {
            setConflict(change.expected);
            void reread(address);
            return;
          }
          const fields = refusedFields(cause);
          const delta = fields.get('delta');
          const why = fields.get('reason');
          if (delta) setAmountError(problemText(t, delta));
          if (why) setReasonError(problemText(t, why));
          if (!delta && !why) setFormError(t(`errors.${errorKey(cause)}`, { message: cause.message }));
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const change = read(current);
    if (change) setConfirming(change);
  };
  // The same change again, against the balance read after the conflict: one click, no second question.
  const onRetry = () => {
    const change = read(current);
    if (change) send(change);
  };

  const shown = parse(current).change;
  const after = shown ? current + shown.delta : null;
  const messages = { invalid: invalidAmount, min: invalidAmount, max: tooMuch(roomFrom(current, direction)) };
  const sentence = (change: Change) =>
    t(change.delta > 0 ? 'operation.confirmAdd' : 'operation.confirmSubtract', {
      delta: ltr(formatAmount(Math.abs(change.delta))),
      address: ltr(address),
      from: ltr(formatAmount(change.expected)),
      to: ltr(formatAmount(change.expected + change.delta)),
    });

  return (
    <FormCard title={t('operation.adjustTitle')} hint={t('operation.adjustHint')}>
      <Form onSubmit={onSubmit} noValidate>
        <DirectionToggle
          value={direction}
          onChange={(next) => {
            setDirection(next);
            setAmountError(null);
          }}
        />
        <NumberField
          ref={amountInput}
          label={direction === 'add' ? t('operation.amountAdd') : t('operation.amountSubtract')}
          min="1"
          max={String(Math.max(roomFrom(current, direction), 0))}
          decimals={0}
          value={amount}
          onValueChange={(next) => {
            setAmount(next);
            setAmountError(null);
          }}
          messages={messages}
          error={amountError}
          description={
            after === null ? undefined : t('operation.balanceAfter', { to: ltr(formatAmount(after)) })
          }
        />
        <TextField
          ref={reasonInput}
          label={t('columns.reason')}
          description={t('operation.reasonHint')}
          required
          autoComplete="off"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(null);
          }}
          error={reasonError}
        />
        {conflict !== null ? (
          <ConflictNotice
            seen={conflict}
            now={reading ? null : current}
            busy={adjust.isPending}
            onRetry={onRetry}
            retryLabel={
              after === null
                ? t('operation.retryAdjustPlain')
                : t('operation.retryAdjust', {
                    from: ltr(formatAmount(current)),
                    to: ltr(formatAmount(after)),
                  })
            }
          />
        ) : null}
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <div>
          <Button type="submit">{t('operation.adjust')}</Button>
        </div>
      </Form>
      <ConfirmDialog
        open={confirming !== null}
        title={t('operation.adjustConfirmTitle')}
        body={confirming ? <p>{sentence(confirming)}</p> : null}
        details={
          confirming ? [{ label: t('columns.reason'), value: <UserText>{confirming.reason}</UserText> }] : []
        }
        confirmLabel={t('operation.adjust')}
        cancelLabel={t('common.cancel')}
        busy={adjust.isPending}
        onConfirm={() => {
          if (confirming) send(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
    </FormCard>
  );
}

/** Add or subtract, as two radio buttons drawn as one switch (arrow keys move between them). */
function DirectionToggle({ value, onChange }: { value: Direction; onChange: (next: Direction) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <Toggle>
      <legend>{t('operation.direction')}</legend>
      <Segments>
        {(['add', 'subtract'] as const).map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            <span aria-hidden="true">{choice === 'add' ? '+' : '\u2212'}</span>
            {t(`operation.${choice}`)}
          </label>
        ))}
      </Segments>
    </Toggle>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Toggle = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  & > legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Segments = styled.div`
  display: inline-flex;
  padding: 2px;
  gap: 2px;
  background: ${({ theme }) => theme.color.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  & > label {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-block-size: 2.25rem;
    padding-inline: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.fg.muted};
    cursor: pointer;
    user-select: none;
  }
  & > label:has(input:checked) {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.fg.default};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.15);
  }
  & > label:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  /* A real radio, out of sight: the browser gives it arrow keys, form semantics and direction. */
  & input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;
