import { createFileRoute } from '@tanstack/react-router';
import { StatisticsPage } from '../../../features/my-notes/statistics-page';

export const Route = createFileRoute('/_authed/my-notes/statistics')({
  component: StatisticsPage,
});
