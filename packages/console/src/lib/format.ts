/** `0x12…cdef`: addresses stay Latin digits in every locale. */
export function shortenAddress(address: string | null | undefined): string {
  if (!address) return '';
  return address.length > 10 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address;
}

/** Rounded, trailing zeros dropped, thousands commas; anything not a number shows as `0`. */
export function formatAmount(value: string | number | null | undefined, decimals = 4): string {
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(20) : '') : (value ?? '').trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return '0';
  const [, sign = '', whole = '0', fraction = ''] = match;
  // Round half up on the decimal text itself, so large amounts keep every digit.
  let digits = (whole + fraction.padEnd(decimals + 1, '0').slice(0, decimals + 1)).replace(/^0+(?=\d)/, '');
  const roundUp = Number(digits.at(-1)) >= 5;
  digits = digits.slice(0, -1) || '0';
  if (roundUp) digits = (BigInt(digits) + 1n).toString();
  digits = digits.padStart(decimals + 1, '0');
  const intPart = digits.slice(0, digits.length - decimals).replace(/^0+(?=\d)/, '');
  const fracPart = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const out = fracPart ? `${grouped}.${fracPart}` : grouped;
  return sign && /[1-9]/.test(out) ? `-${out}` : out;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in local time; an unreadable value shows empty. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
