import { describe, expect, it } from 'vitest';
import { checkAddressInput } from './checkAddressInput.ts';

const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('checkAddressInput', () => {
  it('accepts a checksummed address', () => {
    expect(checkAddressInput(checksummed)).toEqual({ value: checksummed, valid: true });
  });

  it('trims spaces, tabs and newlines around the address', () => {
    expect(checkAddressInput(`  ${checksummed}\t\n`)).toEqual({ value: checksummed, valid: true });
  });

  it('accepts all-lowercase and all-uppercase hex, which carry no checksum', () => {
    expect(checkAddressInput(checksummed.toLowerCase()).valid).toBe(true);
    expect(checkAddressInput(`0x${checksummed.slice(2).toUpperCase()}`).valid).toBe(true);
  });

  it('rejects mixed case that does not match the checksum', () => {
    const wrongCase = `${checksummed.slice(0, -1)}D`;
    expect(checkAddressInput(wrongCase)).toEqual({ value: wrongCase, valid: false });
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['no 0x prefix', checksummed.slice(2)],
    ['one hex digit short', checksummed.slice(0, -1)],
    ['one hex digit long', `${checksummed}a`],
    ['a non-hex character', `0x${'g'.repeat(40)}`],
    ['spaces inside', `${checksummed.slice(0, 10)} ${checksummed.slice(10)}`],
    ['an ENS name', 'vitalik.eth'],
    ['a transaction hash', `0x${'ab'.repeat(32)}`],
    ['plain text', 'Valid Address'],
  ])('rejects %s', (_name, raw) => {
    const result = checkAddressInput(raw);
    expect(result.valid).toBe(false);
    expect(result.value).toBe(raw.trim());
  });
});
