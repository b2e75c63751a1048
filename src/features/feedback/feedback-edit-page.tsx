import { Alert, Button, Container, Skeleton, Stack } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { CreateFeedbackBody } from '../../../contract/feedback';
import { AppModal } from '../../components/app-modal';
import { PageContainer } from '../../components/page-container';
import { useAppModal } from '../../components/use-app-modal';
import { FEEDBACK_UPDATE_FAILED_MESSAGE, serverMessageOr } from '../../data/api/errors';
import { updateFeedback } from '../../data/sync/feedback-sync';
import { onlineAtom } from '../../lib/app-atoms';
import { FeedbackForm } from './feedback-form';
import { FeedbackLoadProblem } from './feedback-load-problem';
import { feedbackDetailPath } from './feedback-paths';
import { useFeedbackCategories } from './use-feedback-categories';
import { useFeedbackItem } from './use-feedback-item';
import { useViewer } from './use-viewer';

export const FEEDBACK_UPDATED_MESSAGE = '피드백이 수정되었습니다.';

/** /feedback/{feedbackId}/edit: the create form, filled in, for the post's author only. */
export function FeedbackEditPage({ feedbackId }: { feedbackId: string }) {
  const navigate = useNavigate();
  const viewer = useViewer();
  const online = useAtomValue(onlineAtom);
  const categories = useFeedbackCategories();
  const { state, reload } = useFeedbackItem(feedbackId);
  const modal = useAppModal();
  const [saving, setSaving] = useState(false);
  const toDetail = () => void navigate({ to: '/feedback/$feedbackId', params: { feedbackId } });

  if (state.status !== 'ready') {
    return state.status === 'loading' ? (
      <Container size="md" py="xl">
        <Stack>
          <Skeleton height={36} width="40%" />
          <Skeleton height={420} radius="lg" />
        </Stack>
      </Container>
    ) : (
      <FeedbackLoadProblem state={state} onRetry={reload} backTo="/feedback" />
    );
  }

  const { feedback } = state;
  if (!viewer || feedback.userId !== viewer.userId) {
    return (
      <PageContainer title="피드백 수정">
        <Alert color="red" variant="light" title="수정할 수 없습니다">
          작성자만 수정하거나 삭제할 수 있습니다.
        </Alert>
        <Button component={Link} to={feedbackDetailPath(feedbackId)} variant="default" w="fit-content">
          피드백으로 돌아가기
        </Button>
      </PageContainer>
    );
  }

  const submit = async (body: CreateFeedbackBody) => {
    setSaving(true);
    try {
      await updateFeedback(viewer.userId, feedbackId, body);
      modal.show({ type: 'success', title: '수정 완료', message: FEEDBACK_UPDATED_MESSAGE }, toDetail);
    } catch (error) {
      modal.show({
        type: 'error',
        title: '오류',
        message: serverMessageOr(error, FEEDBACK_UPDATE_FAILED_MESSAGE),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageContainer
      size="md"
      title="피드백 수정"
      description="내용을 고친 뒤 저장하면 바로 게시판에 반영됩니다."
    >
      {!online && (
        <Alert color="orange" variant="light" icon={<IconCloudOff size={18} />} py="xs">
          오프라인입니다. 수정한 내용은 인터넷에 연결된 뒤 저장할 수 있습니다.
        </Alert>
      )}
      <FeedbackForm
        key={feedback.feedbackId}
        initial={{
          category: feedback.category,
          title: feedback.title,
          content: feedback.content,
          priority: feedback.priority,
          isPublic: feedback.isPublic,
        }}
        categories={categories}
        submitLabel="저장하기"
        saving={saving}
        onSubmit={(body) => void submit(body)}
        onCancel={toDetail}
      />
      <AppModal {...modal.props} />
    </PageContainer>
  );
}
