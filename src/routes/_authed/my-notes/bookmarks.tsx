import { createFileRoute } from '@tanstack/react-router';
import { BookmarksPage } from '../../../features/my-notes/bookmarks-page';

export const Route = createFileRoute('/_authed/my-notes/bookmarks')({
  component: BookmarksPage,
});
