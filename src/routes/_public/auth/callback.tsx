import { createFileRoute } from '@tanstack/react-router';
import { SocialCallbackPage } from '../../../features/auth/social-callback-page';

/** Social sign-in callback (the same page as /login/callback). */
export const Route = createFileRoute('/_public/auth/callback')({
  component: SocialCallbackPage,
});
