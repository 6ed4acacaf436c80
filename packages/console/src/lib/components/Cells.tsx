import { useTranslation } from 'react-i18next';
import { chainName, explorerUrl } from '../chains.ts';
import { formatAmount, formatDateTime, shortenAddress } from '../format.ts';

/** Addresses and hashes stay left-to-right and Latin inside RTL text. */
export function AddressText({ address, chainId }: { address: string | null; chainId?: number }) {
  const { t } = useTranslation();
  if (!address) return <span className="muted">{t('common.none')}</span>;
  const href = chainId ? explorerUrl(chainId, 'address', address) : null;
  const text = (
    <bdi dir="ltr" className="mono" title={address}>
      {shortenAddress(address)}
    </bdi>
  );
  return href ? (
    // The visible (shortened) text is the link's name; the full address is its title.
    <a href={href} target="_blank" rel="noreferrer">
      {text}
    </a>
  ) : (
    text
  );
}

export function TxHashLink({ hash, chainId }: { hash: string | null; chainId: number }) {
  const { t } = useTranslation();
  const href = explorerUrl(chainId, 'tx', hash);
  if (!hash) return <span className="muted">{t('common.none')}</span>;
  const text = (
    <bdi dir="ltr" className="mono" title={`${t('columns.txHash')} ${hash}`}>
      {shortenAddress(hash)}
    </bdi>
  );
  return href ? (
    <a href={href} target="_blank" rel="noreferrer">
      {text}
    </a>
  ) : (
    text
  );
}

export function AmountText({ value, symbol }: { value: string | number; symbol?: string }) {
  return (
    <bdi dir="ltr" className="num">
      {formatAmount(value)}
      {symbol ? ` ${symbol}` : ''}
    </bdi>
  );
}

export function DateTimeText({ iso }: { iso: string | null }) {
  const { t } = useTranslation();
  if (!iso) return <span className="muted">{t('common.none')}</span>;
  return (
    <time dateTime={iso} dir="ltr" className="num">
      {formatDateTime(iso)}
    </time>
  );
}

export function ChainText({ chainId }: { chainId: number }) {
  return <span>{chainName(chainId)}</span>;
}

type StatusKey = 'pending' | 'paid' | 'failed' | 'refunded' | 'approved' | 'rejected';
export function StatusText({ status }: { status: StatusKey }) {
  const { t } = useTranslation();
  return <span className={`badge badge-${status}`}>{t(`status.${status}`)}</span>;
}
