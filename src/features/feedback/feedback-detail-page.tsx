import { Alert, Button, Group } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCloudOff, IconEdit, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { AppModal } from '../../components/app-modal';
import { useAppModal } from '../../components/use-app-modal';
import { FEEDBACK_DELETE_FAILED_MESSAGE } from '../../data/api/errors';
import { deleteFeedback } from '../../data/sync/feedback-sync';
import { APP_NAME } from '../../lib/brand';
import { FeedbackArticle } from './feedback-article';
import { FeedbackDetailFrame, FeedbackDetailLoading } from './feedback-detail-frame';
import { FeedbackLoadProblem } from './feedback-load-problem';
import { feedbackEditPath } from './feedback-paths';
import { useFeedbackItem } from './use-feedback-item';
import { useViewer } from './use-viewer';

export const DELETE_CONFIRM_MESSAGE = '이 피드백을 삭제하시겠습니까? 삭제된 피드백은 복구할 수 없습니다.';
export const FEEDBACK_DELETED_MESSAGE = '피드백이 삭제되었습니다.';

/** /feedback/{feedbackId} (spec 2 §2 Feedback detail); edit and delete for the author only. */
export function FeedbackDetailPage({ feedbackId }: { feedbackId: string }) {
  const navigate = useNavigate();
  const viewer = useViewer();
  const { state, reload } = useFeedbackItem(feedbackId);
  const modal = useAppModal();
  useDocumentTitle(`${state.status === 'ready' ? state.feedback.title : '피드백 상세'} | ${APP_NAME}`);

  if (state.status === 'loading') return <FeedbackDetailLoading backWidth={120} heights={[320, 80]} />;
  if (state.status !== 'ready')
    return <FeedbackLoadProblem state={state} onRetry={reload} backTo="/feedback" />;

  const { feedback, fromDevice } = state;
  // Spec 2 §6: the detail page compares the post's userId with the signed-in user's.
  const isAuthor = Boolean(viewer && feedback.userId === viewer.userId);

  const confirmDelete = () =>
    modal.show({
      type: 'warning',
      title: '피드백 삭제',
      message: DELETE_CONFIRM_MESSAGE,
      confirmLabel: '삭제',
      onConfirm: () => void remove(),
    });

  const remove = async () => {
    if (!viewer) return;
    modal.setBusy(true);
    try {
      await deleteFeedback(viewer.userId, feedbackId);
      modal.show(
        { type: 'success', title: '삭제 완료', message: FEEDBACK_DELETED_MESSAGE },
        () => void navigate({ to: '/feedback' }),
      );
    } catch {
      modal.show({ type: 'error', title: '오류', message: FEEDBACK_DELETE_FAILED_MESSAGE });
    }
  };

  return (
    <FeedbackDetailFrame
      backTo="/feedback"
      backLabel="목록으로"
      aside={
        isAuthor && (
          <Group gap="xs">
            <Button
              component={Link}
              to={feedbackEditPath(feedbackId)}
              variant="default"
              leftSection={<IconEdit size={16} />}
            >
              수정
            </Button>
            <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
              삭제
            </Button>
          </Group>
        )
      }
    >
      {fromDevice && (
        <Alert color="orange" variant="light" icon={<IconCloudOff size={18} />} py="xs">
          오프라인이라 이 기기에 저장된 내용을 보여드립니다. 최신 답변과 조회수는 연결되면 반영됩니다.
        </Alert>
      )}
      <FeedbackArticle feedback={feedback} />
      <AppModal {...modal.props} />
    </FeedbackDetailFrame>
  );
}
