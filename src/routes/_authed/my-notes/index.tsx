import { createFileRoute, redirect } from '@tanstack/react-router';

/** /my-notes has no page of its own: it opens the learning history tab (spec 1 §2). */
export const Route = createFileRoute('/_authed/my-notes/')({
  beforeLoad: () => {
    throw redirect({ to: '/my-notes/history', replace: true });
  },
});
