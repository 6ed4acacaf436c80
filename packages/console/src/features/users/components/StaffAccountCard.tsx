import { accountChangeRefusal, maySeeSessions, type User } from '@nsa/api';
import { Card } from '@nsa/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SessionsPanel } from '../../../lib/components/SessionsPanel.tsx';
import type { UserInfo } from '../../../lib/session.ts';
import { Fields } from './Fields.ts';
import { StaffAccessField } from './StaffAccessField.tsx';
import { StaffLabelField } from './StaffLabelField.tsx';
import { StaffRoleField } from './StaffRoleField.tsx';
import { accountName, refusalNote } from './staffAccount.ts';

/**
 * A staff account as a super or admin manages it: label, role, whether it may sign in, and its
 * live sessions. What the viewer may change, and whose sessions it may see, are the contract's
 * rules (`accountChangeRefusal`, `maySeeSessions`); a refused change shows why instead of a control.
 */
export function StaffAccountCard({
  user,
  viewer,
}: {
  user: User;
  viewer: Pick<UserInfo, 'address' | 'role'>;
}) {
  const { t } = useTranslation();
  const refusal = accountChangeRefusal(viewer, user);
  const editable = refusal === null;
  return (
    <Card aria-labelledby="staff-heading">
      <h2 id="staff-heading">{t('staff.title')}</h2>
      {refusal ? <Note>{t(refusalNote(refusal))}</Note> : null}
      <ControlFields>
        <dt>{t('staff.label')}</dt>
        <dd>
          <StaffLabelField user={user} editable={editable} />
        </dd>
        <dt>{t('columns.role')}</dt>
        <dd>
          <StaffRoleField user={user} viewer={viewer} editable={editable} />
        </dd>
        <dt>{t('staff.signIn')}</dt>
        <dd>
          <StaffAccessField user={user} editable={editable} />
        </dd>
      </ControlFields>
      {maySeeSessions(viewer, user) ? (
        <>
          <h3>{t('sessions.title')}</h3>
          <SessionsPanel address={user.address} who={accountName(user)} caption={t('sessions.title')} />
        </>
      ) : null}
    </Card>
  );
}

/** Each label on the line of its value's text (a select's, a button's, a field's), not at its top edge. */
const ControlFields = styled(Fields)`
  align-items: baseline;
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;
