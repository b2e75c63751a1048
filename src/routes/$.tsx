import { createFileRoute, redirect } from '@tanstack/react-router';

/** Catch-all: unknown paths redirect to / (spec 2 §2). */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
