import type { ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../Button/focusRing.ts';
import { Spinner } from '../Button/Spinner.tsx';

export type WalletChoice = {
  id: string;
  name: string;
  /** Data URL from the wallet (EIP-6963); a letter stands in without one. */
  icon?: string;
  /** False when the wallet is known but not usable here (not installed). */
  ready: boolean;
};

export type WalletButtonListLabels = {
  /** Shown when there is no wallet to choose. */
  empty: ReactNode;
  /** Announced and shown beside the wallet being connected, e.g. "Connecting…". */
  connecting?: string;
  /** Shown under a wallet that is not ready, e.g. "Not installed". */
  notReady?: string;
};

export type WalletButtonListProps = {
  wallets: ReadonlyArray<WalletChoice>;
  onSelect: (id: string) => void;
  /** The wallet being connected; every button waits meanwhile. */
  connectingId?: string | null;
  /** Why the last attempt failed (announced). */
  error?: ReactNode;
  labels: WalletButtonListLabels;
  /** Id of the heading that names the list. */
  'aria-labelledby'?: string;
  className?: string;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const WalletButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  inline-size: 100%;
  min-block-size: 3rem;
  margin: 0;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.fg.default};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: start;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceMuted};
    border-color: ${({ theme }) => theme.color.accent};
  }
  &:disabled {
    cursor: not-allowed;
  }
  &:disabled:not([aria-busy='true']) > * {
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    cursor: progress;
    border-color: ${({ theme }) => theme.color.accent};
  }
  ${focusRing}
`;

const Icon = styled.img`
  flex: none;
  inline-size: 1.75rem;
  block-size: 1.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Letter = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 1.75rem;
  block-size: 1.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.fg.default};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Name = styled.span`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

const Note = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
`;

const ErrorText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.fg.default};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow-wrap: anywhere;
`;

const LiveRegion = styled.p`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** The wallets to sign in with, one button each; the caller connects and reports progress. */
export function WalletButtonList({
  wallets,
  onSelect,
  connectingId = null,
  error,
  labels,
  'aria-labelledby': labelledBy,
  className,
}: WalletButtonListProps) {
  const busy = connectingId !== null;
  const connecting = wallets.find((wallet) => wallet.id === connectingId);
  return (
    <Root className={className}>
      {wallets.length === 0 ? (
        <Message>{labels.empty}</Message>
      ) : (
        <List aria-labelledby={labelledBy}>
          {wallets.map((wallet) => {
            const isConnecting = wallet.id === connectingId;
            return (
              <li key={wallet.id}>
                <WalletButton
                  type="button"
                  disabled={busy || !wallet.ready}
                  aria-busy={isConnecting || undefined}
                  onClick={() => onSelect(wallet.id)}
                >
                  {wallet.icon ? (
                    <Icon src={wallet.icon} alt="" />
                  ) : (
                    <Letter aria-hidden="true">{wallet.name.trim().charAt(0).toUpperCase()}</Letter>
                  )}
                  <Name>
                    {wallet.name}
                    {!wallet.ready && labels.notReady ? <Note>{labels.notReady}</Note> : null}
                  </Name>
                  {isConnecting ? (
                    <Status>
                      <Spinner />
                      {labels.connecting}
                    </Status>
                  ) : null}
                </WalletButton>
              </li>
            );
          })}
        </List>
      )}
      <LiveRegion role="status">{connecting ? labels.connecting : null}</LiveRegion>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Root>
  );
}
