import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCloudOff } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { CreateFeedbackBody } from '../../../contract/feedback';
import { AppModal } from '../../components/app-modal';
import { PageContainer } from '../../components/page-container';
import { useAppModal } from '../../components/use-app-modal';
import {
  FEEDBACK_CREATE_FAILED_MESSAGE,
  localWriteFailureMessage,
  serverMessageOr,
} from '../../data/api/errors';
import type { FeedbackDraftRow } from '../../data/db';
import { feedbackRepo } from '../../data/repos/feedback-repo';
import { submitFeedback } from '../../data/sync/feedback-sync';
import { onlineAtom } from '../../lib/app-atoms';
import { FeedbackForm } from './feedback-form';
import { emptyFeedbackForm } from './feedback-form-rules';
import { useFeedbackCategories } from './use-feedback-categories';
import { useViewer } from './use-viewer';

export const FEEDBACK_CREATED_MESSAGE = '피드백이 등록되었습니다. 소중한 의견 감사합니다!';
export const FEEDBACK_QUEUED_MESSAGE =
  '지금은 오프라인이라 피드백을 이 기기에 저장했습니다. 인터넷에 다시 연결되면 자동으로 등록됩니다.';

/**
 * /feedback/create (spec 2 §2 Create feedback). Online the post is sent at once; offline (or when
 * the server cannot be reached) it is kept on the device and the outbox sends it later.
 *
 * With `draftId` (?draft=…) the form opens on a post the server refused, so the learner can fix
 * and resend it; once the new post is sent or queued, the refused draft is discarded.
 */
export function FeedbackCreatePage({ draftId }: { draftId?: string }) {
  const navigate = useNavigate();
  const viewer = useViewer();
  const online = useAtomValue(onlineAtom);
  const categories = useFeedbackCategories();
  const modal = useAppModal();
  const [saving, setSaving] = useState(false);
  const backToList = () => void navigate({ to: '/feedback' });
  const userId = viewer?.userId;
  // undefined while read; null when there is no such draft (discarded, another learner's).
  const stored = useLiveQuery(
    async () => (draftId && userId ? ((await feedbackRepo.draft(userId, draftId)) ?? null) : null),
    [draftId, userId],
  );
  // The form starts from the draft as first read; discarding it on submit must not reset the form.
  const [draft, setDraft] = useState<FeedbackDraftRow | null | undefined>(undefined);
  if (draft === undefined && stored !== undefined) setDraft(stored);

  const submit = async (body: CreateFeedbackBody) => {
    if (!viewer) return;
    setSaving(true);
    try {
      const outcome = await submitFeedback(viewer.userId, body, { online });
      if (draft) await feedbackRepo.discardDraft(viewer.userId, draft.id);
      if (outcome.kind === 'created') {
        modal.show({ type: 'success', title: '등록 완료', message: FEEDBACK_CREATED_MESSAGE }, backToList);
      } else {
        modal.show({ type: 'info', title: '전송 대기 중', message: FEEDBACK_QUEUED_MESSAGE }, backToList);
      }
    } catch (error) {
      modal.show({
        type: 'error',
        title: '오류',
        // Kept on the device when offline: a full storage is said as such.
        message: localWriteFailureMessage(error, serverMessageOr(error, FEEDBACK_CREATE_FAILED_MESSAGE)),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageContainer
      size="md"
      title="피드백 작성"
      description="문의, 불편 사항, 제안, 버그 제보 무엇이든 남겨주세요. 운영진이 확인 후 답변드립니다."
    >
      {!online && (
        <Alert color="orange" variant="light" icon={<IconCloudOff size={18} />} py="xs">
          오프라인입니다. 작성한 피드백은 이 기기에 저장되었다가 연결되면 자동으로 등록됩니다.
        </Alert>
      )}
      {draft?.refusedMessage !== undefined && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          py="xs"
          data-testid="rewrite-notice"
        >
          서버가 등록하지 않은 피드백을 다시 불러왔습니다. 내용을 고친 뒤 다시 등록해주세요. (이유:{' '}
          {draft.refusedMessage})
        </Alert>
      )}
      {draftId && draft === undefined ? null : (
        <FeedbackForm
          key={draft?.id ?? 'new'}
          initial={draft ? draft.body : emptyFeedbackForm}
          categories={categories}
          submitLabel="등록하기"
          saving={saving}
          onSubmit={(body) => void submit(body)}
          onCancel={backToList}
        />
      )}
      <AppModal {...modal.props} />
    </PageContainer>
  );
}
