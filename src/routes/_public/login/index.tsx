import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../../../features/auth/login-page';

const loginSearch = z.object({
  /** Where to go after signing in; checked by safeRedirectPath before use. */
  redirect: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/_public/login/')({
  validateSearch: loginSearch,
  component: function LoginRoute() {
    const { error } = Route.useSearch();
    return <LoginPage sessionExpired={error === 'session_expired'} />;
  },
});
