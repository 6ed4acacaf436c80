import { describe, expect, it } from 'vitest';
import {
  type AuditEntryContent,
  auditChainBreaks,
  auditEntryHash,
  canonicalJson,
  GENESIS_HASH,
  linkAuditEntries,
} from './auditChain.ts';

/** SHA-256 by another implementation (WebCrypto, in Node and browsers) over the UTF-8 bytes. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

describe('canonicalJson', () => {
  it('sorts keys at every depth, keeps array order, and writes no spaces', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: [3, 1, 2] }, 'x'], c: null } })).toBe(
      '{"a":{"c":null,"d":[{"y":[3,1,2],"z":1},"x"]},"b":1}',
    );
  });

  it('sorts by UTF-16 code units and keeps non-ASCII text as it is (hashed as UTF-8)', () => {
    // U+FF5A sorts after the surrogate pair of U+1F600 by code units (not by code points).
    const value = { ｚ: 1, '😀': 'ü', é: 'שלום', a: '\n"\\' };
    const text = canonicalJson(value);
    expect(text).toBe('{"a":"\\n\\"\\\\","é":"שלום","😀":"ü","ｚ":1}');
    expect(canonicalJson(JSON.parse(JSON.stringify(value)))).toBe(text);
  });

  it('writes numbers as JSON does, leaves out undefined keys, and refuses values JSON has no form for', () => {
    expect(canonicalJson({ n: 1e21, f: 0.1, i: -0, u: undefined, t: true })).toBe(
      '{"f":0.1,"i":0,"n":1e+21,"t":true}',
    );
    expect(canonicalJson([undefined])).toBe('[null]');
    expect(() => canonicalJson(undefined)).toThrow(TypeError);
  });
});

const entry = (id: string, patch: Partial<AuditEntryContent> = {}): AuditEntryContent => ({
  id,
  actorAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  action: 'points.set',
  target: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  before: { points: 0 },
  after: { points: 5 },
  evidence: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...patch,
});

describe('auditEntryHash', () => {
  it('is the SHA-256 of the canonical nine fields, whatever else the record carries', async () => {
    const expected = await sha256(
      '{"action":"points.set","actorAddress":"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266","after":{"points":5},' +
        '"before":{"points":0},"createdAt":"2026-11-25T10:00:00.000Z","evidence":null,"id":"1",' +
        `"prevHash":"${GENESIS_HASH}","target":"0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65"}`,
    );
    expect(auditEntryHash({ ...entry('1'), prevHash: GENESIS_HASH })).toBe(expected);
    const extra = { ...entry('1'), prevHash: GENESIS_HASH, hash: 'ignored', shown: true };
    expect(auditEntryHash(extra)).toBe(expected);
  });

  it('hashes non-ASCII text as its UTF-8 bytes', async () => {
    const input = { ...entry('2', { after: { reason: 'שלום — 😀 ｚ' } }), prevHash: GENESIS_HASH };
    expect(auditEntryHash(input)).toBe(await sha256(canonicalJson(input)));
    expect(auditEntryHash(input)).not.toBe(auditEntryHash({ ...input, after: { reason: 'שלום — 😀 z' } }));
  });
});

describe('auditChainBreaks', () => {
  const chain = linkAuditEntries([entry('1'), entry('2'), entry('3'), entry('5')]);

  it('finds none in a chain as linked, page by page', () => {
    expect(chain[0]?.prevHash).toBe(GENESIS_HASH);
    expect(auditChainBreaks(chain).breaks).toEqual([]);
    const first = auditChainBreaks(chain.slice(0, 2));
    expect(auditChainBreaks(chain.slice(2), first.last)).toEqual({
      breaks: [],
      last: { id: '5', hash: chain[3]?.hash },
    });
  });

  it('names an edited entry, the one after a deletion, and an entry with no hash', () => {
    const [a, b, c, d] = chain as [
      (typeof chain)[0],
      (typeof chain)[0],
      (typeof chain)[0],
      (typeof chain)[0],
    ];
    expect(auditChainBreaks([a, { ...b, after: { points: 6 } }, c, d]).breaks).toEqual([
      { id: '2', why: expect.stringContaining('hash does not match') },
    ]);
    expect(auditChainBreaks([a, c, d]).breaks).toEqual([
      { id: '3', why: expect.stringContaining('prevHash is not the hash of entry 1') },
    ]);
    expect(auditChainBreaks([b, c, d]).breaks).toEqual([
      { id: '2', why: expect.stringContaining('64 zeros') },
    ]);
    expect(auditChainBreaks([a, b, { ...entry('4'), hash: null, prevHash: null }, c, d]).breaks).toEqual([
      { id: '4', why: expect.stringContaining('no hash') },
    ]);
  });

  it('says when a decision without evidence no longer hashes: its signature may have been removed', () => {
    const [decision] = linkAuditEntries([
      entry('1', { action: 'withdraw.approve', target: '7', evidence: { signature: '0x' } as never }),
    ]);
    const stripped = { ...(decision as (typeof chain)[0]), evidence: null };
    expect(auditChainBreaks([stripped]).breaks[0]?.why).toContain('signature may have been removed');
  });
});
