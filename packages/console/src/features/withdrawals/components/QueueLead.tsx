import { SkeletonText, Text, VisuallyHidden } from '@nsa/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useWithdrawalOverview } from '../api/withdrawalsQueries.ts';

/** A super's home leads with the queue: "N withdrawals wait, M wait for you", each a way in. */
export function QueueLead() {
  const { t } = useTranslation();
  const overview = useWithdrawalOverview();
  if (overview.isPending) {
    // The lead's own frame and text, hidden, so it is as tall as it will be (with something
    // waiting) and the figures and the list below do not move when it loads.
    return (
      <Lead as="div" aria-busy="true">
        <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
        <Text as="p" weight="bold">
          <SkeletonText>
            {t('home.queueWaiting', { count: 10 })} {t('home.queueForYou', { count: 1 })}
          </SkeletonText>
        </Text>
        <Text as="p" tone="muted">
          <SkeletonText>{t('home.queueSecond', { count: 1 })}</SkeletonText>
        </Text>
        <Links>
          <span>
            <SkeletonText>{t('home.openQueue')}</SkeletonText>
          </span>
          <span>
            <SkeletonText>{t('home.openSecond')}</SkeletonText>
          </span>
        </Links>
      </Lead>
    );
  }
  // Without the counts the users list is still the page: say nothing rather than something wrong.
  if (!overview.data) return null;
  const waiting = overview.data.pending.count;
  const mine = overview.data.awaitingYou.count;
  const second = overview.data.awaitingSecond.count;
  return (
    <Lead aria-labelledby="queue-lead">
      <Text as="p" id="queue-lead" weight="bold">
        {waiting === 0 ? t('home.queueEmpty') : t('home.queueWaiting', { count: waiting })}
        {waiting > 0 ? <> {t('home.queueForYou', { count: mine })}</> : null}
      </Text>
      {second > 0 ? (
        <Text as="p" tone="muted">
          {t('home.queueSecond', { count: second })}
        </Text>
      ) : null}
      <Links>
        {waiting > 0 ? (
          <Link to="/withdraw?status=pending&sort=createdAt&order=asc">{t('home.openQueue')}</Link>
        ) : null}
        {second > 0 ? <Link to="/withdraw?awaiting=second">{t('home.openSecond')}</Link> : null}
      </Links>
    </Lead>
  );
}

const Lead = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-block-end: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.accentSoft};
  font-size: ${({ theme }) => theme.font.size.lg};
  & > p {
    margin: 0;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  /* Each link's box is already a touch target's height: links that wrap need no gap between rows. */
  gap: 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.font.size.md};
  & > a,
  & > span {
    display: inline-flex;
    align-items: center;
    min-block-size: 2.75rem;
  }
`;
