export { asciiDigits, localDayBounds, parseDateInput } from './dateInput.ts';
export { explorerAddressUrl, explorerTxUrl } from './explorer.ts';
export { type FormatAmountOptions, formatAmount } from './formatAmount.ts';
export { formatDateTime } from './formatDateTime.ts';
export { addressGroups, shortenAddress } from './shortenAddress.ts';
