import { formatAmount } from '@nsa/ui';
import type { TFunction } from 'i18next';
import { ltr } from '../../../lib/inSentence.ts';
import { type RowProblem, rowProblemKey } from '../api/pointsCsv.ts';

/** A row's or a field's refusal in the reader's language; one the catalogue has no words for, as the server said it. */
export function problemText(t: TFunction, problem: RowProblem): string {
  const known = rowProblemKey(problem);
  if (!known) return problem.message;
  return t(`operation.rowProblem.${known.key}`, { balance: ltr(formatAmount(known.balance ?? 0)) });
}
