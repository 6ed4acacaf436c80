import { type AuditEntry, auditEntryHash, GENESIS_HASH } from '@nsa/api';

/**
 * The hash chain (contract § "Audit as evidence") as far as the rows on screen can show it, by
 * verify-audit's rules: an entry whose hash no longer recomputes was edited; one whose `prevHash`
 * is not the hash of the entry before it follows a deleted, inserted or reordered entry; one with
 * no hash was written outside the server. The console marks the entries verify-audit names.
 */
export type ChainProblem =
  | { kind: 'noHash' }
  | { kind: 'edited' }
  /** `previous`: the entry it should follow; null for the chain's start. */
  | { kind: 'unlinked'; previous: string | null };

export type ChainCheck = {
  problems: ChainProblem[];
  /**
   * What its `prevHash` was checked against: the entry before it (its id), the chain's start, or
   * nothing (the entry before it is not among the rows shown).
   */
  follows: { kind: 'entry'; id: string } | { kind: 'start' } | null;
};

export type ShownRows = {
  /**
   * The rows are a run of the log with nothing left out between them (no filter, ordered by id),
   * so each follows the one before it in id order, whatever the gap between their ids.
   */
  contiguous: boolean;
  /** The oldest row shown is the log's first entry (the last page, newest first). */
  startsLog: boolean;
};

const recomputes = new WeakMap<AuditEntry, boolean>();

/**
 * Whether an entry's hash is the hash of its content; memoised per entry (a list page's records are
 * kept as they are between renders and refetches), so a page is hashed once.
 */
export function hashMatches(entry: AuditEntry): boolean {
  let known = recomputes.get(entry);
  if (known === undefined) {
    known =
      entry.hash !== null &&
      entry.prevHash !== null &&
      auditEntryHash({ ...entry, prevHash: entry.prevHash }) === entry.hash;
    recomputes.set(entry, known);
  }
  return known;
}

const idOrder = (a: AuditEntry, b: AuditEntry) => {
  const x = BigInt(a.id);
  const y = BigInt(b.id);
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * Each shown entry's place in the chain. Two rows are compared when nothing can lie between them:
 * the rows are contiguous, or their ids are consecutive. A gap the rows cannot see across (another
 * page, a filter) is verify-audit's to check.
 */
export function chainChecks(rows: readonly AuditEntry[], shown: ShownRows): Map<string, ChainCheck> {
  const checks = new Map<string, ChainCheck>();
  const ordered = [...rows].sort(idOrder);
  // The last entry before this one that is in the chain: an entry with no hash links nothing.
  let previous: AuditEntry | null = null;
  for (const [index, entry] of ordered.entries()) {
    const problems: ChainProblem[] = [];
    let follows: ChainCheck['follows'] = null;
    if (entry.hash === null || entry.prevHash === null) {
      checks.set(entry.id, { problems: [{ kind: 'noHash' }], follows: null });
      continue;
    }
    const adjacent = previous !== null && (shown.contiguous || BigInt(previous.id) + 1n === BigInt(entry.id));
    if (previous !== null && adjacent) {
      follows = { kind: 'entry', id: previous.id };
      if (entry.prevHash !== previous.hash) problems.push({ kind: 'unlinked', previous: previous.id });
    } else if (index === 0 && shown.contiguous && shown.startsLog) {
      follows = { kind: 'start' };
      if (entry.prevHash !== GENESIS_HASH) problems.push({ kind: 'unlinked', previous: null });
    }
    if (!hashMatches(entry)) problems.push({ kind: 'edited' });
    checks.set(entry.id, { problems, follows });
    previous = entry;
  }
  return checks;
}
