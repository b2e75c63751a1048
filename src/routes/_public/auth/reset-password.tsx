import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ResetPasswordPage } from '../../../features/auth/reset-password-page';

export const Route = createFileRoute('/_public/auth/reset-password')({
  validateSearch: z.object({ token: z.string().optional().catch(undefined) }),
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
