import { createFileRoute } from '@tanstack/react-router';
import { SocialCallbackPage } from '../../../features/auth/social-callback-page';

/** Social sign-in callback (the same page as /auth/callback). */
export const Route = createFileRoute('/_public/login/callback')({
  component: SocialCallbackPage,
});
