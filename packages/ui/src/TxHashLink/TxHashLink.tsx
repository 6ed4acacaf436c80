import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import * as Hex from 'ox/Hex';
import styled, { css } from 'styled-components';
import { explorerTxUrl } from '../format/explorer.ts';
import { shortenAddress } from '../format/shortenAddress.ts';
import { useChain } from '../theme/UiProvider.tsx';

export type TxHashLinkLabels = {
  /** Said after the hash inside the link, e.g. "View on explorer". */
  explorer: string;
  /** Said after a value that is not a 32-byte transaction hash. */
  invalid: string;
};

export type TxHashLinkProps = {
  hash: string;
  /** With a known chain id the hash links to that chain's explorer. */
  chainId?: number;
  labels: TxHashLinkLabels;
  /** Show the whole hash instead of `0x12…cdef`. */
  full?: boolean;
};

const isTxHash = (value: string) => value.length === 66 && Hex.validate(value, { strict: true });

/** A transaction hash as `0x12…cdef`, linked to the chain's explorer when both are known. */
export function TxHashLink({ hash, chainId, labels, full = false }: TxHashLinkProps) {
  const valid = isTxHash(hash);
  const href = explorerTxUrl(useChain(chainId)?.explorer, hash);
  const text = (
    <Hash dir="ltr" title={hash} $whole={full || !valid}>
      {valid && !full ? shortenAddress(hash) : hash}
    </Hash>
  );
  if (href) {
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer" title={`${labels.explorer}: ${hash}`}>
        {text}
        <VisuallyHidden> ({labels.explorer})</VisuallyHidden>
      </Link>
    );
  }
  return (
    <Plain data-invalid={valid ? undefined : ''} $invalid={!valid}>
      {text}
      {valid ? null : <VisuallyHidden> ({labels.invalid})</VisuallyHidden>}
    </Plain>
  );
}

const mono = css`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

// A shortened hash is read as one token and never breaks; a whole (or malformed) one may wrap anywhere.
const Hash = styled.bdi<{ $whole: boolean }>`
  ${({ $whole }) => ($whole ? 'overflow-wrap: anywhere;' : 'white-space: nowrap;')}
`;

const Link = styled.a`
  ${mono};
  color: ${({ theme }) => theme.color.accent};
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    color: ${({ theme }) => theme.color.accentHover};
  }
`;

const Plain = styled.span<{ $invalid: boolean }>`
  ${mono};
  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      color: ${theme.color.danger};
      text-decoration: underline wavy;
      text-underline-offset: 3px;
    `}
`;
