import { useNavigate, useSearchParams } from 'react-router-dom';
import { REDIRECT_PARAM } from '../../../lib/guards.ts';
import { useSetLanguageParam } from '../../../lib/useLanguageParam.ts';
import { LoginScreen } from '../components/LoginScreen.tsx';

/** /login inside the router (after a logout or a guard redirect). */
export function Component() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const setLanguage = useSetLanguageParam();
  return (
    <LoginScreen
      redirect={search.get(REDIRECT_PARAM)}
      onSignedIn={(path) => navigate(path, { replace: true })}
      onLanguageChange={setLanguage}
    />
  );
}
