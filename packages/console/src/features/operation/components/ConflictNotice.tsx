import { Button, formatAmount } from '@nsa/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ltr } from '../../../lib/inSentence.ts';

/**
 * A write refused with `409`: the balance moved since the operator read it. Says so, shows the
 * balance as it is now (read again), and offers the same change again in one click against it.
 */
export function ConflictNotice({
  seen,
  now,
  retryLabel,
  onRetry,
  busy,
}: {
  /** The balance the refused write was sent against. */
  seen: number;
  /** The balance read again; null while it is being read. */
  now: number | null;
  retryLabel: string;
  onRetry: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Notice role="alert">
      <strong>{t('operation.conflictTitle')}</strong>
      <p>
        {now === null
          ? t('operation.conflictReading')
          : t('operation.conflictBody', { seen: ltr(formatAmount(seen)), now: ltr(formatAmount(now)) })}
      </p>
      <div>
        <Button type="button" variant="secondary" onClick={onRetry} loading={busy} disabled={now === null}>
          {retryLabel}
        </Button>
      </div>
    </Notice>
  );
}

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-inline-start: 4px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.fg.default};
  & > p {
    margin: 0;
  }
`;
