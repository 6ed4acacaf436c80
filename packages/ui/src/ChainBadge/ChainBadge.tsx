import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import styled, { css } from 'styled-components';
import { useChain } from '../theme/UiProvider.tsx';

export type ChainBadgeLabels = {
  /** Name of a chain the console does not know, e.g. `(id) => \`Chain ${id}\``. */
  unknown: (chainId: number) => string;
  /** Said after a test network's name, e.g. "testnet". Omit to say nothing. */
  testnet?: string;
};

export type ChainBadgeProps = {
  chainId: number;
  labels: ChainBadgeLabels;
};

/**
 * A chain's name beside its brand colour, as the UiProvider's chains tell; test networks get a dashed
 * outline, unknown chains a grey marker.
 */
export function ChainBadge({ chainId, labels }: ChainBadgeProps) {
  const info = useChain(chainId);
  const name = info?.name ?? labels.unknown(chainId);
  return (
    <Badge $testnet={info?.testnet ?? false} data-chain-id={chainId} data-known={info ? '' : undefined}>
      <Marker aria-hidden $color={info?.color} />
      <bdi>{name}</bdi>
      {info?.testnet && labels.testnet ? <VisuallyHidden> ({labels.testnet})</VisuallyHidden> : null}
    </Badge>
  );
}

const Badge = styled.span<{ $testnet: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-inline-size: 100%;
  padding-block: ${({ theme }) => theme.space[0]};
  padding-inline: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.6;
  vertical-align: middle;
  ${({ $testnet, theme }) =>
    $testnet &&
    css`
      border-style: dashed;
      border-color: ${theme.color.borderStrong};
    `}
`;

const Marker = styled.span<{ $color: string | undefined }>`
  flex: none;
  inline-size: 0.625rem;
  block-size: 0.625rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $color, theme }) => $color ?? theme.color.borderStrong};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.color.surface};
`;
