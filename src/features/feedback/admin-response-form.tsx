import { Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconDeviceFloppy, IconHistory } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import {
  FEEDBACK_STATUS_LABELS,
  feedbackStatus,
  type Feedback,
  type FeedbackStatus,
} from '../../../contract/feedback';
import { checkAdminResponse, showsPreviousResponse } from './admin-response-rules';
import classes from './feedback.module.css';
import { formatDateTime } from '../../lib/dates';

interface AdminResponseFormProps {
  feedback: Feedback;
  saving: boolean;
  disabled?: boolean;
  onSave: (body: { adminResponse: string; status: FeedbackStatus }) => void;
}

/** Status select and answer textarea (spec 2 §2 Admin detail); saving needs a non-blank answer. */
export function AdminResponseForm({ feedback, saving, disabled, onSave }: AdminResponseFormProps) {
  const [status, setStatus] = useState<FeedbackStatus>(feedback.status);
  const [text, setText] = useState(feedback.adminResponse ?? '');
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const blank = text.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkAdminResponse(text, status);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    onSave(checked.body);
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} bg="white" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fw={700} fz="lg">
          답변 작성
        </Text>
        <Select
          label="처리 상태"
          labelProps={{ fw: 600 }}
          data={feedbackStatus.options.map((value) => ({ value, label: FEEDBACK_STATUS_LABELS[value] }))}
          value={status}
          onChange={(value) => value && setStatus(value as FeedbackStatus)}
          allowDeselect={false}
          size="md"
          maw={{ sm: 280 }}
        />
        <Textarea
          label="답변 내용"
          labelProps={{ fw: 600 }}
          placeholder="사용자에게 전달할 답변을 입력해주세요."
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setTouched(true);
            setError(null);
          }}
          // The save button waits while the answer is blank; say why once the field has been used.
          onBlur={() => {
            const checked = checkAdminResponse(text, status);
            if (touched && !checked.ok) setError(checked.error);
          }}
          error={error}
          autosize
          minRows={6}
          maxRows={18}
        />
        {showsPreviousResponse(feedback.adminResponse, text) && (
          <Paper p="md" radius="md" className={classes.answer} data-testid="previous-response">
            <Group gap={6} mb={6} c="dimmed" fz="sm">
              <IconHistory size={16} />
              <Text span inherit fw={600}>
                이전 답변
              </Text>
              {feedback.respondedAt && (
                <Text span inherit>
                  · {formatDateTime(feedback.respondedAt)}
                </Text>
              )}
            </Group>
            <Text size="sm" className={classes.body}>
              {feedback.adminResponse}
            </Text>
          </Paper>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={18} />}
            loading={saving}
            disabled={saving || blank || disabled}
          >
            답변 저장
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
