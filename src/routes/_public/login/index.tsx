import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../../../features/auth/login-page';
import { isSessionExpiredError, PASSWORD_CHANGED_NOTICE } from '../../../lib/auth-redirects';

const loginSearch = z.object({
  /** Where to go after signing in; checked by safeRedirectPath before use. */
  redirect: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
  /** password_changed: signed out by a password change on my page. */
  notice: z.string().optional().catch(undefined),
});

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
