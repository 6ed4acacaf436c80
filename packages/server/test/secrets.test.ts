import { sha256, stringToBytes } from 'viem';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../src/core/services/secrets.ts';

// The server hashes tokens with Node's SHA-256, the mocks in the browser with viem's: a session
// written by one is found by the other (the demo world's snapshot is built in Node).
describe('hashToken', () => {
  it('is SHA-256 in lower-case hex (FIPS 180-2 test vectors)', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('hashes the UTF-8 bytes of any text as the browser’s implementation does', () => {
    for (const token of ['Zm9vYmFyYmF6cXV4MTIz-_', 'ﬁ✓ токен 🔑', '\u0000\u00ff\u0100']) {
      expect(hashToken(token)).toBe(sha256(stringToBytes(token)).slice(2));
    }
  });
});
