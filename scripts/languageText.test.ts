import { describe, expect, it } from 'vitest';
import { englishIn, unisolatedAddresses } from './languageText.ts';

// The story tests run languageProblems over each non-English console screen (.storybook/vitest.setup.ts);
// these pin the text rules it applies to each piece of visible text.
describe('englishIn', () => {
  it('finds English words left in a translated screen', () => {
    expect(englishIn('1 records')).toBe('records');
    expect(englishIn('hr ٢')).toBe('hr');
    expect(englishIn('٢ h')).toBe('h');
    expect(englishIn('Withdrawal approved')).toBe('Withdrawal approved');
    expect(englishIn('الحالة: pending')).toBe('pending');
  });
  it('lets addresses, hashes, numbers and the named Latin names through', () => {
    for (const text of [
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0x7099…79C8',
      '0x…',
      '174.6 BNB',
      'تصدير CSV',
      'BNB Smart Chain Testnet',
      '3 KOL',
      'MetaMask · OKX Wallet',
      'الأوقات بتوقيت UTC',
      '٢٠٢٦-١١-٢٤ 09:05',
    ])
      expect([text, englishIn(text)]).toEqual([text, null]);
  });
  it('allows a name only as a whole word', () => {
    expect(englishIn('BNBs')).toBe('BNBs');
    expect(englishIn('USDTx')).toBe('USDTx');
  });
});

describe('unisolatedAddresses', () => {
  it('finds an address set bare into a sentence', () => {
    expect(unisolatedAddresses('الموافقة على 174.6 BNB إلى 0x7099…79C8.')).toEqual(['0x7099…79C8']);
  });
  it('accepts one inside an LRI or FSI … PDI isolate', () => {
    expect(unisolatedAddresses('إلى \u20660x7099…79C8\u2069.')).toEqual([]);
    expect(unisolatedAddresses('من \u2068Dana 0x7099…79C8\u2069')).toEqual([]);
    expect(unisolatedAddresses('\u20660x12\u2069 ثم 0xab…cd')).toEqual(['0xab…cd']);
  });
});
