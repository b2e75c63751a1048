import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../../features/auth/reset-password-page';
import { resetPasswordSearch } from '../../../lib/route-searches';

export const Route = createFileRoute('/_public/auth/reset-password')({
  validateSearch: resetPasswordSearch,
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
