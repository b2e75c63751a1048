import { Alert, Badge } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCloudOff, IconShieldCheck } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { FeedbackStatus } from '../../../contract/feedback';
import { AppModal } from '../../components/app-modal';
import { useAppModal } from '../../components/use-app-modal';
import { ADMIN_RESPONSE_FAILED_MESSAGE, errorOccurred, serverMessageOr } from '../../data/api/errors';
import { respondToFeedback } from '../../data/sync/feedback-sync';
import { onlineAtom } from '../../lib/app-atoms';
import { APP_NAME } from '../../lib/brand';
import { AdminResponseForm } from './admin-response-form';
import { FeedbackArticle } from './feedback-article';
import { FeedbackDetailFrame, FeedbackDetailLoading } from './feedback-detail-frame';
import { FeedbackLoadProblem } from './feedback-load-problem';
import { useFeedbackItem } from './use-feedback-item';
import { useViewer } from './use-viewer';

export const ADMIN_RESPONSE_SAVED_MESSAGE = '답변이 저장되었습니다.';

/** /admin/feedback/{feedbackId} (spec 2 §2 Admin detail): the post read-only, then the answer form. */
export function AdminFeedbackDetailPage({ feedbackId }: { feedbackId: string }) {
  const viewer = useViewer();
  const online = useAtomValue(onlineAtom);
  const { state, reload, replace } = useFeedbackItem(feedbackId);
  const modal = useAppModal();
  const [saving, setSaving] = useState(false);
  /** Bumped after a save so the form starts again from the reloaded post. */
  const [formVersion, setFormVersion] = useState(0);
  useDocumentTitle(`${state.status === 'ready' ? state.feedback.title : '피드백 답변'} | ${APP_NAME}`);

  if (state.status === 'loading') return <FeedbackDetailLoading backWidth={160} heights={[300, 260]} />;
  if (state.status !== 'ready')
    return <FeedbackLoadProblem state={state} onRetry={reload} backTo="/admin/feedback" />;

  const save = async (body: { adminResponse: string; status: FeedbackStatus }) => {
    if (!viewer) return;
    setSaving(true);
    try {
      replace(await respondToFeedback(viewer.userId, feedbackId, body));
      modal.show({ type: 'success', title: '저장 완료', message: ADMIN_RESPONSE_SAVED_MESSAGE });
      // Spec 2 §7: after the answer is saved the post is read again.
      reload();
      setFormVersion((version) => version + 1);
    } catch (error) {
      modal.show({
        type: 'error',
        title: '오류',
        message: errorOccurred(serverMessageOr(error, ADMIN_RESPONSE_FAILED_MESSAGE)),
      });
    } finally {
      setSaving(false);
    }
  };

  const { feedback } = state;
  return (
    <FeedbackDetailFrame
      backTo="/admin/feedback"
      backLabel="관리 목록으로"
      aside={
        <Badge
          size="lg"
          color="grape"
          variant="light"
          radius="sm"
          leftSection={<IconShieldCheck size={16} />}
          data-testid="admin-mode-badge"
        >
          관리자 모드
        </Badge>
      }
    >
      {!online && (
        <Alert color="orange" variant="light" icon={<IconCloudOff size={18} />} py="xs">
          오프라인입니다. 답변은 인터넷에 연결된 뒤 저장할 수 있습니다.
        </Alert>
      )}
      <FeedbackArticle feedback={feedback} hideEmptyAnswer />
      <AdminResponseForm
        key={`${feedback.feedbackId}-${formVersion}-${feedback.respondedAt ?? ''}`}
        feedback={feedback}
        saving={saving}
        disabled={!online}
        onSave={(body) => void save(body)}
      />
      <AppModal {...modal.props} />
    </FeedbackDetailFrame>
  );
}
