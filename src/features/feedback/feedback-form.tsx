import {
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_PRIORITY_LABELS,
  FEEDBACK_TITLE_MAX,
  feedbackPriority,
  type CreateFeedbackBody,
  type FeedbackCategory,
  type FeedbackPriority,
} from '../../../contract/feedback';
import type { FeedbackCategoryOption } from '../../data/repos/feedback-repo';
import { CategoryIcon } from './feedback-badges';
import {
  capTitle,
  checkFeedbackForm,
  clearFieldError,
  hasErrors,
  type FeedbackFormErrors,
  type FeedbackFormValues,
} from './feedback-form-rules';
import classes from './feedback.module.css';

const categoryHints: Record<FeedbackCategory, string> = {
  INQUIRY: '사용 방법이나 기능이 궁금해요',
  COMPLAINT: '불편하거나 아쉬운 점이 있어요',
  SUGGESTION: '이런 기능이 있으면 좋겠어요',
  BUG_REPORT: '오류나 이상한 동작을 발견했어요',
  OTHER: '그 밖의 이야기',
};

interface FeedbackFormProps {
  initial: FeedbackFormValues;
  categories: FeedbackCategoryOption[];
  submitLabel: string;
  saving: boolean;
  onSubmit: (body: CreateFeedbackBody) => void;
  onCancel: () => void;
}

/**
 * The create and edit form (spec 2 §2, §5): category cards, title (capped at 200, live counter),
 * content (count, at least 10), priority, public checkbox. Errors show on submit and a field's
 * error clears as soon as it is edited; submit waits while saving or while an error shows.
 */
export function FeedbackForm({
  initial,
  categories,
  submitLabel,
  saving,
  onSubmit,
  onCancel,
}: FeedbackFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FeedbackFormErrors>({});

  const set = <Key extends keyof FeedbackFormValues>(field: Key, value: FeedbackFormValues[Key]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => clearFieldError(previous, field));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving || hasErrors(errors)) return;
    const checked = checkFeedbackForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    onSubmit(checked.body);
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} bg="white" component="form" onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Radio.Group
          size="md"
          label="카테고리"
          value={values.category}
          onChange={(value) => set('category', value as FeedbackCategory)}
          labelProps={{ mb: 'xs', fw: 600, fz: 'md' }}
        >
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xs">
            {categories.map((option) => (
              <Radio.Card
                key={option.value}
                value={option.value}
                radius="md"
                p="sm"
                className={classes.categoryCard}
                aria-label={option.label}
              >
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <CategoryIcon category={option.value} size={30} />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      {option.label}
                    </Text>
                    <Text size="xs" c="dimmed" lh={1.35}>
                      {categoryHints[option.value]}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>

        <TextInput
          label="제목"
          labelProps={{ fw: 600, fz: 'md' }}
          placeholder="제목을 입력해주세요"
          value={values.title}
          maxLength={FEEDBACK_TITLE_MAX}
          onChange={(event) => set('title', capTitle(event.currentTarget.value))}
          error={errors.title}
          description={
            <Text
              span
              size="xs"
              c={values.title.length >= FEEDBACK_TITLE_MAX ? 'orange.8' : 'dimmed'}
              data-testid="title-counter"
            >
              {values.title.length}/{FEEDBACK_TITLE_MAX}
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          withAsterisk
        />

        <Textarea
          label="내용"
          labelProps={{ fw: 600, fz: 'md' }}
          placeholder="자세히 적어주실수록 빠르게 확인할 수 있습니다. (10자 이상)"
          value={values.content}
          onChange={(event) => set('content', event.currentTarget.value)}
          error={errors.content}
          autosize
          minRows={8}
          maxRows={20}
          description={
            <Text span size="xs" c="dimmed" data-testid="content-counter">
              {values.content.trim().length}자 (최소 {FEEDBACK_CONTENT_MIN}자)
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          withAsterisk
        />

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
          <Select
            label="우선순위"
            labelProps={{ fw: 600, fz: 'md' }}
            data={feedbackPriority.options.map((value) => ({
              value,
              label: FEEDBACK_PRIORITY_LABELS[value],
            }))}
            value={values.priority}
            onChange={(value) => value && set('priority', value as FeedbackPriority)}
            allowDeselect={false}
            size="md"
          />
          <Checkbox
            label="공개 게시"
            description="체크하지 않으면 작성자와 관리자만 볼 수 있습니다."
            checked={values.isPublic}
            onChange={(event) => set('isPublic', event.currentTarget.checked)}
            mt={{ base: 0, sm: 30 }}
          />
        </SimpleGrid>

        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            취소
          </Button>
          <Button type="submit" loading={saving} disabled={saving || hasErrors(errors)}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
