import type { DecisionEvidence, DecisionItem } from '@nsa/api';
import { StatusBadge, Text } from '@nsa/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AddressCell, ChainCell, DateTimeCell } from '../../../lib/components/Cells.tsx';
import { Fact, Facts, Mono } from './Facts.tsx';

/** A signed amount exactly as signed (no rounding, no grouping: the text the signature covers). */
function SignedAmount({ amount, token }: { amount: string; token: string }) {
  return (
    <bdi dir="ltr" translate="no">
      <Text weight="medium">{amount}</Text> {token}
    </bdi>
  );
}

/** One withdrawal a signature covers: where the money goes, on which chain, how much of what. */
function ItemFacts({ item }: { item: DecisionItem }) {
  const { t } = useTranslation();
  return (
    <>
      <Fact label={t('withdraw.recipient')} wide>
        <AddressCell address={item.recipient} chainId={item.chainId} full="grouped" />
      </Fact>
      <Fact label={t('columns.chain')}>
        <ChainCell chainId={item.chainId} />
      </Fact>
      <Fact label={t('columns.amount')}>
        <SignedAmount amount={item.amount} token={item.token} />
      </Fact>
    </>
  );
}

/**
 * The EIP-712 typed data a decision was signed over, every field of it, as the wallet showed it to
 * the signer: a batch lists each withdrawal it covers, this entry's marked.
 */
export function SignedTypedData({ evidence, target }: { evidence: DecisionEvidence; target: string }) {
  const { t } = useTranslation();
  const { typedData, signature } = evidence;
  const { message } = typedData;
  const reject = message.decision === 'reject';
  return (
    <>
      <Facts>
        <Fact label={t('audit.domain')}>
          <Mono dir="ltr" translate="no">
            {typedData.domain.name}
          </Mono>{' '}
          <Text tone="muted">{t('audit.domainVersion', { version: typedData.domain.version })}</Text>
        </Fact>
        <Fact label={t('audit.primaryType')}>
          <Mono dir="ltr" translate="no">
            {typedData.primaryType}
          </Mono>
        </Fact>
        <Fact label={t('audit.origin')}>
          <Mono dir="ltr" translate="no">
            {message.origin}
          </Mono>
        </Fact>
        <Fact label={t('audit.decision')}>
          <StatusBadge tone={reject ? 'danger' : 'success'}>
            {t(reject ? 'withdraw.reject' : 'withdraw.approve')}
          </StatusBadge>
        </Fact>
        {typedData.primaryType === 'Decision' ? (
          <>
            <Fact label={t('audit.withdrawal')}>
              <bdi dir="ltr">{typedData.message.withdrawalId}</bdi>
            </Fact>
            <ItemFacts
              item={{
                withdrawalId: typedData.message.withdrawalId,
                recipient: typedData.message.recipient,
                chainId: typedData.message.chainId,
                token: typedData.message.token,
                amount: typedData.message.amount,
              }}
            />
          </>
        ) : null}
        <Fact label={reject ? t('columns.reason') : t('audit.fields.note')} wide>
          {message.reason === '' ? (
            <Text tone="muted">{t('audit.values.none')}</Text>
          ) : (
            <Quoted>
              <bdi dir="auto" translate="no">
                {message.reason}
              </bdi>
            </Quoted>
          )}
        </Fact>
        <Fact label={t('audit.issuedAt')}>
          <DateTimeCell iso={message.issuedAt} />
        </Fact>
        <Fact label={t('audit.signature')} wide>
          <Mono dir="ltr" translate="no" $breakAll>
            {signature}
          </Mono>
        </Fact>
      </Facts>
      {typedData.primaryType === 'Decisions' ? (
        <>
          <h3>{t('audit.batchItems', { count: typedData.message.items.length })}</h3>
          <Items>
            {typedData.message.items.map((item) => {
              const own = item.withdrawalId === target;
              return (
                <Item key={item.withdrawalId} data-own={own || undefined} aria-current={own || undefined}>
                  <ItemHead>
                    <Text weight="bold">{t('audit.openWithdrawal', { id: item.withdrawalId })}</Text>
                    {own ? <StatusBadge tone="info">{t('audit.thisEntry')}</StatusBadge> : null}
                  </ItemHead>
                  <Facts>
                    <ItemFacts item={item} />
                  </Facts>
                </Item>
              );
            })}
          </Items>
        </>
      ) : null}
      <Raw>
        <summary>{t('audit.rawTypedData')}</summary>
        <pre dir="ltr" translate="no">
          {JSON.stringify(typedData, null, 2)}
        </pre>
      </Raw>
    </>
  );
}

const Quoted = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Items = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** This entry's withdrawal stands out by an accent edge and a badge, not by colour alone. */
const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  &[data-own] {
    border-color: ${({ theme }) => theme.color.accent};
    border-inline-start-width: 4px;
    background: ${({ theme }) => theme.color.accentSoft};
  }
`;

const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Raw = styled.details`
  & > summary {
    cursor: pointer;
    color: ${({ theme }) => theme.color.accent};
  }
  & > pre {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    padding: ${({ theme }) => theme.space[3]};
    overflow: auto;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.size.xs};
    text-align: start;
  }
`;
