import { createFileRoute } from '@tanstack/react-router';
import { ShowcasePage } from '../../features/landing/showcase-page';

export const Route = createFileRoute('/_public/showcase')({
  component: ShowcasePage,
});
