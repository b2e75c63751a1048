import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../../features/auth/login-page';
import { isSessionExpiredError, PASSWORD_CHANGED_NOTICE } from '../../../lib/auth-redirects';
import { loginSearch } from '../../../lib/route-searches';

export const Route = createFileRoute('/_public/login/')({
  validateSearch: loginSearch,
  component: function LoginRoute() {
    const { error, notice } = Route.useSearch();
    return (
      <LoginPage
        sessionExpired={isSessionExpiredError(error)}
        passwordChanged={notice === PASSWORD_CHANGED_NOTICE}
      />
    );
  },
});
