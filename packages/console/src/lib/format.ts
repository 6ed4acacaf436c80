// The formatters live in @nsa/ui beside the components that show them (tested there).
export { formatAmount, formatDateTime, shortenAddress } from '@nsa/ui';
