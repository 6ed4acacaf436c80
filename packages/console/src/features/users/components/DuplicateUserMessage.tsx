import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUser } from '../api/usersQueries.ts';

/**
 * The create form's answer to a duplicate address: the server's `409` says only that the address
 * is taken, so the holder is read from the users list to name its role and link to it.
 */
export function DuplicateUserMessage({ address }: { address: `0x${string}` }) {
  const { t } = useTranslation();
  const holder = useUser(address);
  // While it is read, or if it cannot be, the plain fact still stands.
  if (!holder.data) return t('users.alreadyUser');
  return (
    <>
      {t('users.alreadyUserAs', { role: t(`roles.${holder.data.role}`) })}{' '}
      <Link to={`/user/${holder.data.address}`}>{t('users.openHolder')}</Link>
    </>
  );
}
