import type { TreePeriod } from '@nsa/api';
import {
  Breadcrumbs,
  type Crumb,
  ErrorState,
  SegmentedControl,
  Skeleton,
  shortenAddress,
  Text,
  TreeView,
} from '@nsa/ui';
import { type AnchorHTMLAttributes, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { errorKey } from '../../../lib/errorMessages.ts';
import { session } from '../../../lib/session.ts';
import { labelOf, useStaffLabels } from '../../../lib/staffLabels.ts';
import { useUserTree } from '../api/treeQueries.ts';
import { readOpen, readPeriod, readWalk, treeSearch } from './referralWalk.ts';
import { useReferralItems } from './useReferralItems.tsx';

type Address = `0x${string}`;

/** A router link with an anchor's props, for the ui's breadcrumbs. */
function RouterAnchor({ href = '', ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <Link to={href} {...rest} />;
}

/**
 * The referral tree from `rootAddress` down: each node's downline and figures over a period, opened
 * node by node. Showing the tree from a node walks into it; the walk and the period live in the URL
 * (`treePath`, `treePeriod`), so back and forward retrace it and a link shares it.
 */
export function ReferralTree({ rootAddress }: { rootAddress: Address }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const searchText = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again only when the URL changes
  const walk = useMemo(() => readWalk(search), [searchText]);
  const period = readPeriod(search);
  const root = walk.at(-1) ?? rootAddress;
  const viewer = useSnapshot(session).userInfo?.address;
  const staffLabels = useStaffLabels();
  const idPrefix = useId();
  const headingId = `${idPrefix}-heading`;
  const hintId = `${idPrefix}-hint`;
  // After a walk (a crumb, Enter, "Show from here"), the keyboard stays in the tree.
  const [focusAfterWalk, setFocusAfterWalk] = useState(false);
  // Which nodes are open lives in the URL too (replaced, not pushed): a reload keeps them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again only when the URL changes
  const expanded = useMemo(() => readOpen(search, root), [searchText, root]);
  const onExpandedChange = (id: string, value: boolean) => {
    const ids = new Set(expanded);
    if (value) ids.add(id);
    else ids.delete(id);
    navigate(
      { pathname, search: treeSearch(search, { open: { root, ids } }) },
      { replace: true, preventScrollReset: true },
    );
  };

  const go = (change: { walk?: readonly Address[]; period?: TreePeriod }) =>
    navigate({ pathname, search: treeSearch(search, change) }, { preventScrollReset: true });

  const rootQuery = useUserTree(root, period);
  const showFrom = (address: Address) => {
    // The steps from the shown root down to the node, so every one of them gets its crumb.
    const steps: Address[] = [];
    for (let at: string | undefined = address; at && at !== root; at = parentOf.get(at)) {
      steps.unshift(at as Address);
    }
    setFocusAfterWalk(true);
    void go({ walk: [...walk, ...steps] });
  };
  const { items, parentOf } = useReferralItems({
    root,
    rootQuery,
    period,
    expanded,
    viewer,
    idPrefix,
    onShowFrom: showFrom,
  });

  /** A crumb: "you", a staff account's label (as typed: not the catalogue's), or the short address. */
  const crumbOf = (address: string) => {
    if (viewer && address.toLowerCase() === viewer.toLowerCase())
      return <span title={address}>{t('tree.you')}</span>;
    const label = labelOf(staffLabels, address);
    if (label) {
      return (
        <bdi dir="auto" translate="no" title={address}>
          {label}
        </bdi>
      );
    }
    return (
      <bdi dir="ltr" title={address}>
        {shortenAddress(address)}
      </bdi>
    );
  };
  const crumbs: Crumb[] = [rootAddress, ...walk].map((address, index) => ({
    key: `${index}-${address}`,
    href: `${pathname}${treeSearch(search, { walk: walk.slice(0, index) })}`,
    content: crumbOf(address),
  }));

  const periods = [
    { value: '7d', label: t('tree.period7d') },
    { value: '30d', label: t('tree.period30d') },
    { value: 'all', label: t('tree.periodAll') },
  ] as const;

  return (
    <Section aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{t('tree.title')}</h2>
        <SegmentedControl
          label={t('tree.period')}
          options={periods}
          value={period}
          onValueChange={(value) => void go({ period: value })}
        />
      </Head>
      <Trail>
        <Breadcrumbs
          label={t('tree.path')}
          items={crumbs}
          linkAs={RouterAnchor}
          onFollow={() => setFocusAfterWalk(true)}
        />
        {root !== rootAddress && root.toLowerCase() !== viewer?.toLowerCase() ? (
          <Link to={`/user/${root}`}>{t('tree.openUser')}</Link>
        ) : null}
      </Trail>
      <Text as="p" id={hintId} tone="muted" className="hint">
        {t('tree.keys')}
      </Text>
      {rootQuery.isPending ? (
        <Loading aria-busy="true">
          <Text tone="muted">{t('common.loading')}</Text>
          <Skeleton lines={4} blockSize="2.5rem" />
        </Loading>
      ) : rootQuery.error ? (
        <ErrorState
          title={errorKey(rootQuery.error) === 'notFound' ? t('errors.notFound') : t('tree.loadFailed')}
          retryLabel={t('common.retry')}
          onRetry={errorKey(rootQuery.error) === 'notFound' ? undefined : () => void rootQuery.refetch()}
          retrying={rootQuery.isFetching}
        />
      ) : (
        <TreeBox data-refreshing={rootQuery.isPlaceholderData || undefined}>
          <TreeView
            key={root}
            label={t('tree.treeOf', { who: rootQuery.data.node.address })}
            describedBy={hintId}
            items={items}
            expanded={expanded}
            onExpandedChange={onExpandedChange}
            onActivate={(id) =>
              id === root ? onExpandedChange(id, !expanded.has(id)) : showFrom(id as Address)
            }
            autoFocus={focusAfterWalk}
          />
          {rootQuery.data.children.length === 0 ? <Text tone="muted">{t('tree.noInvitees')}</Text> : null}
        </TreeBox>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-block: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  min-inline-size: 0;
  & > .hint {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  & > h2 {
    margin: 0;
  }
`;

const Trail = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  & > a {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const TreeBox = styled.div`
  min-inline-size: 0;
  &[data-refreshing] {
    opacity: 0.7;
  }
`;
