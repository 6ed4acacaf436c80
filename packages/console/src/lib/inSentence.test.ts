import { describe, expect, it } from 'vitest';
import { amountInSentence, ltr, staffInSentence, typed } from './inSentence.ts';

describe('values in translated sentences', () => {
  it('isolates an address left to right', () => {
    expect(ltr('0xAbC')).toBe('\u20660xAbC\u2069');
  });
  it('puts the amount before its token, rounded to the token, in one isolate', () => {
    expect(amountInSentence('174.6', 'BNB')).toBe('\u2066174.6 BNB\u2069');
    expect(amountInSentence('1234.5678901', 'USDT')).toBe('\u20661,234.57 USDT\u2069');
    expect(amountInSentence('not a number', 'ETH')).toBe('\u20660 ETH\u2069');
  });
  it('keeps typed text in its own direction', () => {
    expect(typed('checked by phone')).toBe('\u2068checked by phone\u2069');
  });
  it('lets a label keep its own direction and the address stay left to right', () => {
    expect(staffInSentence('مراجع', '0x70…79C8')).toBe('\u2068مراجع\u2069 \u20660x70…79C8\u2069');
    expect(staffInSentence(null, '0x70…79C8')).toBe('\u20660x70…79C8\u2069');
    expect(staffInSentence('', '0x70…79C8')).toBe('\u20660x70…79C8\u2069');
  });
});
