import { createFileRoute } from '@tanstack/react-router';
import { IncorrectListPage } from '../../../../features/my-notes/incorrect-list-page';

export const Route = createFileRoute('/_authed/my-notes/incorrect/')({
  component: IncorrectListPage,
});
