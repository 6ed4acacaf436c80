import type { Withdrawal } from '@nsa/api';
import { Button, Text } from '@nsa/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TokenAmount } from '../../../lib/components/Cells.tsx';
import { sumByToken } from './sumByToken.ts';

/**
 * The queue's batch actions: what is selected (how many, how much per token) and Approve /
 * Reject selected. Always in the page, so the shortcuts key stays findable; it sticks to the
 * top of the view while rows are selected.
 */
export function BatchBar({
  rows,
  approvable,
  onApprove,
  onReject,
  onClear,
  onHelp,
}: {
  rows: readonly Withdrawal[];
  /** Selected rows this super may still approve (not those it approved already). */
  approvable: number;
  onApprove: () => void;
  onReject: () => void;
  onClear: () => void;
  onHelp: () => void;
}) {
  const { t } = useTranslation();
  const count = rows.length;
  return (
    <Bar data-active={count > 0 || undefined} aria-label={t('batch.toolbar')} role="toolbar">
      <Text role="status" weight={count > 0 ? 'bold' : undefined} tone={count > 0 ? undefined : 'muted'}>
        {count > 0 ? t('batch.selected', { count }) : t('batch.hint')}
      </Text>
      {count > 0 ? (
        <Sums>
          {sumByToken(rows).map((sum) => (
            <li key={sum.tokenSymbol}>
              <TokenAmount value={sum.amount} symbol={sum.tokenSymbol} />
            </li>
          ))}
        </Sums>
      ) : null}
      <Actions>
        {count > 0 ? (
          <>
            <Button onClick={onApprove} disabled={approvable === 0}>
              {t('batch.approveSelected', { count: approvable })}
            </Button>
            <Button variant="danger" onClick={onReject}>
              {t('batch.rejectSelected', { count })}
            </Button>
            <Button variant="quiet" onClick={onClear}>
              {t('batch.clear')}
            </Button>
          </>
        ) : null}
        <Button variant="quiet" onClick={onHelp} aria-keyshortcuts="?">
          {t('shortcuts.open')}
        </Button>
      </Actions>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin-block: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  &[data-active] {
    position: sticky;
    inset-block-start: 0;
    z-index: 2;
    border: 1px solid ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentSoft};
  }
  & button {
    min-block-size: 2.75rem;
  }
`;

const Sums = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: auto;
`;
