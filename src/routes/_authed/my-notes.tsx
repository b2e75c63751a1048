import { createFileRoute } from '@tanstack/react-router';
import { MyNotesLayout } from '../../features/my-notes/my-notes-layout';

/** The study notes frame: sidebar tabs on desktop, a bottom tab bar on phones (spec 1 §2). */
export const Route = createFileRoute('/_authed/my-notes')({
  component: MyNotesLayout,
});
