import { StatusBadge, Text } from '@nsa/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChainCheck, ChainProblem } from '../api/chainStatus.ts';
import { onCard } from './cardQuery.ts';

/** One line on why an entry breaks the chain, short enough for its row. */
export function chainProblemShort(problem: ChainProblem, t: TFunction): string {
  switch (problem.kind) {
    case 'noHash':
      return t('audit.chainShort.noHash');
    case 'edited':
      return t('audit.chainShort.edited');
    case 'unlinked':
      return problem.previous === null
        ? t('audit.chainShort.unlinkedStart')
        : t('audit.chainShort.unlinked', { id: problem.previous });
  }
}

/** The whole explanation, for the entry's details. */
export function chainProblemText(problem: ChainProblem, t: TFunction): string {
  switch (problem.kind) {
    case 'noHash':
      return t('audit.chainDetail.noHash');
    case 'edited':
      return t('audit.chainDetail.edited');
    case 'unlinked':
      return problem.previous === null
        ? t('audit.chainDetail.unlinkedStart')
        : t('audit.chainDetail.unlinked', { id: problem.previous });
  }
}

/** What was checked of an intact entry, for its details. */
export function chainIntactText(check: ChainCheck, t: TFunction): string {
  if (check.follows?.kind === 'entry') return t('audit.chainDetail.intact', { id: check.follows.id });
  if (check.follows?.kind === 'start') return t('audit.chainDetail.intactStart');
  return t('audit.chainDetail.intactAlone');
}

/**
 * A row that breaks the hash chain: a danger badge and, under it, why, so the mark is read (and
 * announced) with its reason. An intact row shows nothing: the signature says enough.
 */
export function ChainMark({ check }: { check: ChainCheck | undefined }) {
  const { t } = useTranslation();
  if (!check || check.problems.length === 0) return null;
  return (
    <Mark>
      <StatusBadge tone="danger">{t('audit.chainBroken')}</StatusBadge>
      {check.problems.map((problem) => (
        <Text key={problem.kind} tone="muted">
          {chainProblemShort(problem, t)}
        </Text>
      ))}
    </Mark>
  );
}

const Mark = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.sm};
  ${onCard} {
    align-items: flex-end;
  }
`;
