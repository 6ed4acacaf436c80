import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import * as Address from 'ox/Address';
import { type ElementType, useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { explorerAddressUrl } from '../format/explorer.ts';
import { addressGroups, shortenAddress } from '../format/shortenAddress.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useChain } from '../theme/UiProvider.tsx';

export type AddressChipLabels = {
  /** Accessible name of the copy button. */
  copy: string;
  /** Shown (and announced) for a moment after the address was copied. */
  copied: string;
  /** Accessible name prefix of the explorer link, e.g. "View on explorer". */
  explorer: string;
  /** Said after an address that is not a valid EVM address. */
  invalid: string;
};

export type AddressChipProps = {
  address: string;
  /** With a known chain id the address links to that chain's explorer. */
  chainId?: number;
  /**
   * The product's own page for this address (a platform user's details), linked instead of the
   * explorer; `as` renders the anchor (a router's link component), given `href` and the rest.
   */
  page?: { href: string; label: string; as?: ElementType };
  labels: AddressChipLabels;
  /**
   * A name for the address (a staff account's label), shown before it; the address stays in
   * view, shortened, and whole in the title.
   */
  label?: string | null;
  /**
   * Show the whole address instead of `0x12…cdef`; `grouped` in groups of four characters, so
   * two look-alike addresses can be compared group by group before money moves.
   */
  full?: boolean | 'grouped';
  /** How long the copied feedback stays, in ms. */
  copiedFor?: number;
  onCopy?: (address: string) => void;
};

/** An address as `0x12…cdef` (Latin digits in every direction), with copy and an explorer link. */
export function AddressChip({
  address,
  chainId,
  page,
  labels,
  label,
  full = false,
  copiedFor = 1500,
  onCopy,
}: AddressChipProps) {
  const valid = Address.validate(address);
  const explorer = useChain(chainId)?.explorer;
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
    } catch {
      return;
    }
    onCopy?.(address);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), copiedFor);
  };

  const shown = valid && !full ? shortenAddress(address) : address;
  const href = valid ? explorerAddressUrl(explorer, address) : undefined;
  const grouped = valid && full === 'grouped';
  const text = grouped ? (
    <Grouped dir="ltr" translate="no" title={address} data-grouped="">
      0x
      {addressGroups(address).map((group, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a group's place is its identity.
        <Group key={index}>{group}</Group>
      ))}
    </Grouped>
  ) : (
    <Text dir="ltr" translate="no" title={address} data-keep={label && shown !== address ? '' : undefined}>
      {shown}
    </Text>
  );
  // The label in the reading direction of the page, isolated from the address beside it. Label and
  // address are shown as written (`translate="no"`): neither is the console's to translate.
  const named = label ? (
    <>
      <Name translate="no" title={label} data-keep={shown === address ? '' : undefined}>
        {label}
      </Name>
      {text}
    </>
  ) : (
    text
  );

  return (
    <Chip data-invalid={valid ? undefined : ''} $invalid={!valid} $wrap={grouped}>
      {valid && page ? (
        <Link as={page.as} href={page.href} title={`${page.label}: ${address}`}>
          {named}
        </Link>
      ) : href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer" title={`${labels.explorer}: ${address}`}>
          {named}
          <VisuallyHidden> ({labels.explorer})</VisuallyHidden>
        </Link>
      ) : (
        named
      )}
      {valid ? null : <VisuallyHidden> ({labels.invalid})</VisuallyHidden>}
      {valid ? null : <InvalidMark aria-hidden>!</InvalidMark>}
      <CopyButton
        size="xs"
        label={copied ? labels.copied : labels.copy}
        icon={copied ? <CheckIcon /> : <CopyIcon />}
        onClick={copy}
      />
      {copied ? <Copied aria-hidden>{labels.copied}</Copied> : null}
      <VisuallyHidden role="status">{copied ? labels.copied : ''}</VisuallyHidden>
    </Chip>
  );
}

const Chip = styled.span<{ $invalid: boolean; $wrap: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-inline-size: 100%;
  white-space: ${({ $wrap }) => ($wrap ? 'normal' : 'nowrap')};
  padding-block: ${({ theme }) => theme.space[0]};
  padding-inline: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.color.border};
  /* A grouped address may take several lines on a phone: a pill's ends would round them into an oval. */
  border-radius: ${({ $wrap, theme }) => ($wrap ? theme.radius.md : theme.radius.pill)};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.fg.default};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.6;
  vertical-align: middle;
  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      border-style: dashed;
      border-color: ${theme.color.danger};
      background: ${theme.color.dangerSoft};
      color: ${theme.color.danger};
    `}
`;

const Text = styled.bdi`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  unicode-bidi: isolate;
  /* Beside a label, the short address stays whole: the label gives way first. */
  &[data-keep] {
    flex: none;
  }
`;

/**
 * A staff label in the text font: a long one ends in an ellipsis (whole in its title) before a
 * short address would be cut; beside a whole address, which is cut anyway, the label stays.
 */
const Name = styled.bdi`
  flex: 0 1 auto;
  &[data-keep] {
    flex-shrink: 0;
  }
  min-inline-size: 2ch;
  max-inline-size: 14rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  unicode-bidi: isolate;
  font-family: ${({ theme }) => theme.font.family};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Grouped = styled.bdi`
  unicode-bidi: isolate;
  font-size: ${({ theme }) => theme.font.size.md};
  letter-spacing: 0.02em;
`;

/** One group of four: a space's width apart, never split across lines. */
const Group = styled.span`
  display: inline-block;
  margin-inline-start: 0.4em;
  white-space: nowrap;
`;

const Link = styled.a`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
  color: ${({ theme }) => theme.color.accent};
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    color: ${({ theme }) => theme.color.accentHover};
  }
`;

const InvalidMark = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const CopyButton = styled(IconButton)`
  border-radius: ${({ theme }) => theme.radius.pill};
`;

const Copied = styled.span`
  padding-inline-end: ${({ theme }) => theme.space[1]};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.success};
`;

function CopyIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden
      focusable="false"
    >
      <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
      <path d="M10.5 3.5v-.5a1.5 1.5 0 0 0-1.5-1.5H4a1.5 1.5 0 0 0-1.5 1.5v5A1.5 1.5 0 0 0 4 9.5h.5" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden focusable="false">
      <path d="M3 8.5l3 3 7-7" />
    </svg>
  );
}
