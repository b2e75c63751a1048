import { createFileRoute, redirect } from '@tanstack/react-router';
import { MonitorDock } from '../components/grading/monitor-dock';
import { SignedInLayout } from '../features/app-shell/signed-in-layout';
import { GradingMonitor } from '../features/grading/grading-monitor';
import { MockExamMonitor } from '../features/mock-exams/mock-exam-monitor';
import { redirectFromProtectedRoute } from '../lib/auth-redirects';

/**
 * Pathless layout of every signed-in page: the guard, then the shared header/drawer/footer with
 * the background monitors (case grades, whole mock exams) mounted in one dock.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location }) => {
    const target = redirectFromProtectedRoute(context.getSession(), location.href);
    if (target) throw redirect({ href: target, replace: true });
  },
  component: () => (
    <SignedInLayout
      monitor={
        <MonitorDock>
          <GradingMonitor />
          <MockExamMonitor />
        </MonitorDock>
      }
    />
  ),
});
