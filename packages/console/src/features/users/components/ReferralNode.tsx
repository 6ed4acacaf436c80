import type { TreeNode } from '@nsa/api';
import { Button, StatusBadge, shortenAddress, Text, VisuallyHidden } from '@nsa/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Count, TokenAmount } from '../../../lib/components/Cells.tsx';
import { totalsByToken } from './referralWalk.ts';

/** Who a node is: its label, its address (whole in the title), and "you" on the signed-in kol's. */
export function ReferralNodeName({ node, you }: { node: TreeNode; you: boolean }) {
  const { t } = useTranslation();
  return (
    <Who>
      {node.label ? (
        <Label translate="no" dir="auto">
          {node.label}
        </Label>
      ) : null}{' '}
      <Text as="bdi" mono dir="ltr" title={node.address}>
        {shortenAddress(node.address)}
      </Text>{' '}
      {you ? <StatusBadge tone="info">{t('tree.you')}</StatusBadge> : null}
    </Who>
  );
}

type DetailsProps = {
  node: TreeNode;
  /** Id of the figures, which describe the tree item (with the whole address). */
  figuresId: string;
  /** Shows the tree from this node (for the pointer: in the tree, Enter does the same). */
  onShowFrom?: () => void;
};

/** A node's downline and its period's figures, and the pointer's way to show the tree from it. */
export function ReferralNodeDetails({ node, figuresId, onShowFrom }: DetailsProps) {
  const { t } = useTranslation();
  return (
    <Details>
      <Figures id={figuresId}>
        <VisuallyHidden>
          <bdi dir="ltr">{node.address}</bdi>
        </VisuallyHidden>
        <div>
          <dt>{t('tree.direct')}</dt>
          <dd>
            <Count value={node.directCount} />
          </dd>
        </div>
        <div>
          <dt>{t('tree.downline')}</dt>
          <dd>
            <Count value={node.downlineCount} />
          </dd>
        </div>
        <div>
          <dt>{t('tree.volume')}</dt>
          <dd>
            <Amounts amounts={node.volume} />
          </dd>
        </div>
        <div>
          <dt>{t('tree.commission')}</dt>
          <dd>
            <Amounts amounts={node.commission} />
          </dd>
        </div>
      </Figures>
      {onShowFrom ? (
        <Button size="sm" variant="quiet" tabIndex={-1} onClick={onShowFrom}>
          {t('tree.showFrom')}
        </Button>
      ) : null}
    </Details>
  );
}

function Amounts({ amounts }: { amounts: TreeNode['volume'] }) {
  const { t } = useTranslation();
  const totals = totalsByToken(amounts);
  if (totals.length === 0) return <Text tone="muted">{t('common.none')}</Text>;
  return (
    <AmountList>
      {totals.map((total) => (
        <Text key={total.tokenSymbol} nowrap>
          <TokenAmount value={total.amount} symbol={total.tokenSymbol} />
        </Text>
      ))}
    </AmountList>
  );
}

const Who = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 1.5rem;
  min-inline-size: 0;
`;

const Details = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
`;

const Label = styled.bdi`
  max-inline-size: 14rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
    min-inline-size: 0;
  }
  & dt {
    color: ${({ theme }) => theme.color.fg.muted};
  }
  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const AmountList = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space[2]};
`;
