import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { MockExamSession } from '../../../contract/mock-exams';
import { CompletionNoticeCard } from '../../components/grading/completion-notice-card';
import { examScore } from '../../lib/mock-exam-results';
import classes from './results-page.module.css';

interface ResultsToastPreviewProps {
  mockExamSessionId: string;
  exam: MockExamSession | null;
  onClose: () => void;
}

/** toast=1: the post-grading toast as the monitor shows it, for this exam, closing after 15 s. */
export function ResultsToastPreview({ mockExamSessionId, exam, onClose }: ResultsToastPreviewProps) {
  const [shownAt] = useState(() => Date.now());
  return (
    <div className={classes.toastPreview}>
      <CompletionNoticeCard
        title="모의고사 채점이 완료되었습니다"
        subject={exam?.title ?? '모의고사'}
        scorePrefix="평균 "
        score={(exam && examScore(exam)) ?? 0}
        completedAt={shownAt}
        onDismiss={onClose}
        renderLink={(props) => (
          <Link to="/mock-exams/results/$sessionId" params={{ sessionId: mockExamSessionId }} {...props} />
        )}
        testId="mock-exam-toast-preview"
      />
    </div>
  );
}
