import { batchProblems, type RowProblem } from './pointsCsv.ts';

/** Duck-typed, as errorKey is: the client's ApiError without importing the client here. */
const refusal = (cause: unknown): string | null =>
  cause instanceof Error && cause.name === 'ApiError' && (cause as { code?: unknown }).code === '400'
    ? cause.message
    : null;

/**
 * The fields a `400` to one write names (`delta: the balance would be …`, `reason: Too small …`),
 * first problem of each; the contract's bare `Valid Address` is the address's. Empty when the
 * refusal is not about fields of the form.
 */
export function refusedFields(cause: unknown): Map<string, RowProblem> {
  const message = refusal(cause);
  const fields = new Map<string, RowProblem>();
  if (message === null) return fields;
  for (const part of message.split('; ')) {
    const match = /^(\w+): ([\s\S]*)$/.exec(part);
    const problem = match
      ? { field: match[1] ?? '', message: match[2] ?? '' }
      : part === 'Valid Address'
        ? { field: 'address', message: part }
        : null;
    if (problem && !fields.has(problem.field)) fields.set(problem.field, problem);
  }
  return fields;
}

/** A batch's refusal by rows, or null when the error is not a `400` (network, outage, a bug). */
export function refusedRows(cause: unknown): ReturnType<typeof batchProblems> | null {
  const message = refusal(cause);
  return message === null ? null : batchProblems(message);
}
