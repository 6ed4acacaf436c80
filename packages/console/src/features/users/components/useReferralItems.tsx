import type { TreeNode, TreePeriod } from '@nsa/api';
import type { TreeViewItem } from '@nsa/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useOpenNodes } from '../api/treeQueries.ts';
import { ReferralNodeDetails, ReferralNodeName } from './ReferralNode.tsx';

type Address = `0x${string}`;
type TreeQuery = UseQueryResult<{ node: TreeNode; children: TreeNode[] }>;

type Options = {
  root: Address;
  rootQuery: TreeQuery;
  period: TreePeriod;
  expanded: ReadonlySet<string>;
  /** The signed-in account, marked "you" where it appears. */
  viewer: string | undefined;
  /** A prefix for element ids, unique on the page. */
  idPrefix: string;
  onShowFrom: (address: Address) => void;
};

/**
 * The tree's items from the queries: the root's children come with the root, and every other open
 * node asks for its own (one request per open node). Also who each item's parent is, for walking.
 */
export function useReferralItems({
  root,
  rootQuery,
  period,
  expanded,
  viewer,
  idPrefix,
  onShowFrom,
}: Options) {
  const { t } = useTranslation();
  const openAddresses = [...expanded].filter((id): id is Address => id !== root);
  const openQueries = useOpenNodes(openAddresses, period);
  const queryOf = new Map(openAddresses.map((address, i) => [address, openQueries[i]]));
  const parentOf = new Map<string, string>();

  const childrenOf = (node: TreeNode): { children?: TreeNode[]; status?: TreeViewItem['status'] } => {
    if (node.address === root) return { children: rootQuery.data?.children };
    const query = queryOf.get(node.address);
    if (!query) return {};
    if (query.data) return { children: query.data.children };
    // Text only: a tree's groups hold tree items and words, no controls. Closing and opening the
    // item asks again (an item that failed has nothing cached to show).
    if (query.isError) return { status: <Failed>{t('tree.inviteesFailed')}</Failed> };
    return { status: <span aria-busy="true">{t('tree.loadingInvitees')}</span> };
  };

  const toItem = (node: TreeNode): TreeViewItem => {
    const open = expanded.has(node.address);
    const { children, status } = open ? childrenOf(node) : {};
    for (const child of children ?? []) parentOf.set(child.address, node.address);
    const you = viewer !== undefined && node.address.toLowerCase() === viewer.toLowerCase();
    const figuresId = `${idPrefix}-${node.address}`;
    let note = status;
    if (children && children.length === 0) note = t('tree.noInvitees');
    else if (children && node.directCount > children.length)
      note = t('tree.capped', { shown: children.length, total: node.directCount });
    return {
      id: node.address,
      describedBy: figuresId,
      expandable: node.directCount > 0,
      children: children?.map(toItem),
      status: note,
      content: <ReferralNodeName node={node} you={you} />,
      // Type-ahead finds a node by what it shows: its label, its address (from "0x"), "you".
      names: [node.label, node.address, you ? t('tree.you') : null].filter((n): n is string => Boolean(n)),
      details: (
        <ReferralNodeDetails
          node={node}
          figuresId={figuresId}
          onShowFrom={node.address === root ? undefined : () => onShowFrom(node.address)}
        />
      ),
    };
  };

  const items = rootQuery.data ? [toItem(rootQuery.data.node)] : [];
  return { items, parentOf };
}

const Failed = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;
