// Noble's SHA-256 itself, not ox's `Hash.sha256`: through ox's Hash module it would ride along with
// the Keccak every signed-in page needs for EIP-55 addresses (4 kB more on /home).
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import type { AuditEntry } from './records.ts';

/**
 * The audit log as a hash chain (contract § "Audit as evidence"). Written once here, so the server
 * (appending, verify-audit), the conformance suite and the console (in the browser: noble's SHA-256,
 * no `node:crypto`) hash the same bytes.
 */

/** The `prevHash` of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** An entry's fields as `GET /api/manage/audit` returns them, without its own `hash`. */
export type AuditEntryContent = Omit<AuditEntry, 'hash' | 'prevHash'>;
/** What the hash covers: the entry's content and the hash it follows. */
export type AuditHashInput = AuditEntryContent & { prevHash: string };

/**
 * Canonical JSON: keys sorted at every depth (by UTF-16 code units, as `Array#sort` and RFC 8785
 * order them), no spaces, arrays in their order, strings and numbers as `JSON.stringify` writes
 * them. Keys whose value is `undefined` are left out, as JSON leaves them out.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    // `undefined`, functions and symbols have no JSON: refusing beats hashing a silent "null".
    if (text === undefined) throw new TypeError(`canonicalJson: ${typeof value} has no JSON form`);
    return text;
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  const record = value as Record<string, unknown>;
  const fields = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
  return `{${fields.join(',')}}`;
}

/** SHA-256 (lower-case hex, no `0x`) of the canonical JSON of the entry's nine hashed fields. */
export function auditEntryHash(entry: AuditHashInput): string {
  // Only these fields: a record with more (its own `hash`, a console's extras) hashes the same.
  const { id, actorAddress, action, target, before, after, evidence, createdAt, prevHash } = entry;
  const text = canonicalJson({
    id,
    actorAddress,
    action,
    target,
    before,
    after,
    evidence,
    createdAt,
    prevHash,
  });
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** Chains entries (in id order) after the entry whose hash is `previous`: what the server appends. */
export function linkAuditEntries(
  entries: readonly AuditEntryContent[],
  previous: string = GENESIS_HASH,
): AuditEntry[] {
  let prevHash = previous;
  return entries.map((entry) => {
    const hash = auditEntryHash({ ...entry, prevHash });
    const linked = { ...entry, hash, prevHash };
    prevHash = hash;
    return linked;
  });
}

/** Where the chain stands: the last entry seen that has a hash (null before the first). */
export type AuditChainLink = { id: string; hash: string } | null;
export type AuditChainBreak = { id: string; why: string };

/**
 * The places where entries (in id order, following `before`) break the chain: an entry edited or
 * moved (its hash no longer recomputes), one deleted or inserted before it (its `prevHash` is not
 * the previous entry's hash), one with no hash (written outside the server). Pages of a long log
 * are checked in turn by passing the returned `last` as the next page's `before`.
 */
export function auditChainBreaks(
  entries: readonly AuditEntry[],
  before: AuditChainLink = null,
): { breaks: AuditChainBreak[]; last: AuditChainLink } {
  const breaks: AuditChainBreak[] = [];
  let last = before;
  for (const entry of entries) {
    const whys: string[] = [];
    if (entry.hash === null || entry.prevHash === null) {
      // Nothing to link to: the next entry is compared with the last one that is in the chain.
      breaks.push({ id: entry.id, why: 'is not in the hash chain (no hash): written outside the server' });
      continue;
    }
    if (entry.prevHash !== (last?.hash ?? GENESIS_HASH)) {
      whys.push(
        last
          ? `prevHash is not the hash of entry ${last.id}: an entry between them was deleted or inserted, or entries were reordered`
          : 'prevHash is not the chain’s start (64 zeros): an entry before it was deleted',
      );
    }
    if (auditEntryHash({ ...entry, prevHash: entry.prevHash }) !== entry.hash) {
      // A decision stripped of its evidence reads like an unsigned one: only its hash tells.
      const stripped = entry.action.startsWith('withdraw.') && entry.evidence === null;
      whys.push(
        `hash does not match its content: edited or moved after it was written${
          stripped ? ' (a decision without evidence: its signature may have been removed)' : ''
        }`,
      );
    }
    if (whys.length > 0) breaks.push({ id: entry.id, why: whys.join('; ') });
    last = { id: entry.id, hash: entry.hash };
  }
  return { breaks, last };
}
