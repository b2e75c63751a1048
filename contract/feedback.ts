import { z } from 'zod';
import { pagination } from './common';
import { FEEDBACK_CATEGORIES, FEEDBACK_PAGE_SIZE, FEEDBACK_PRIORITIES, FEEDBACK_STATUSES } from './values';

export { ADMIN_FEEDBACK_PAGE_SIZE, FEEDBACK_PAGE_SIZE } from './values';

/** The feedback board (spec 2 §2-§9). */
export const FEEDBACK_TITLE_MAX = 200;
export const FEEDBACK_CONTENT_MIN = 10;
export const FEEDBACK_CONTENT_MAX = 10_000;
export const FEEDBACK_MAX_PAGE_SIZE = 50;

export const feedbackCategory = z.enum(FEEDBACK_CATEGORIES, {
  error: '카테고리는 문의, 불만, 제안, 버그 신고, 기타 중 하나여야 합니다.',
});
export const feedbackPriority = z.enum(FEEDBACK_PRIORITIES, {
  error: '우선순위는 낮음, 보통, 높음, 긴급 중 하나여야 합니다.',
});
export const feedbackStatus = z.enum(FEEDBACK_STATUSES, {
  error: '상태 값이 올바르지 않습니다.',
});
export type FeedbackCategory = z.infer<typeof feedbackCategory>;
export type FeedbackPriority = z.infer<typeof feedbackPriority>;
export type FeedbackStatus = z.infer<typeof feedbackStatus>;

export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  INQUIRY: '문의',
  COMPLAINT: '불만',
  SUGGESTION: '제안',
  BUG_REPORT: '버그 신고',
  OTHER: '기타',
};
export const FEEDBACK_PRIORITY_LABELS: Record<FeedbackPriority, string> = {
  LOW: '낮음',
  MEDIUM: '보통',
  HIGH: '높음',
  URGENT: '긴급',
};
export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  PENDING: '대기 중',
  IN_PROGRESS: '처리 중',
  RESOLVED: '해결됨',
  CLOSED: '종료',
};

const title = z
  .string({ error: '제목을 입력해주세요.' })
  .trim()
  .min(1, { error: '제목을 입력해주세요.' })
  .max(FEEDBACK_TITLE_MAX, { error: '제목은 200자 이내로 입력해주세요.' });
const content = z
  .string({ error: '내용을 입력해주세요.' })
  .trim()
  .min(1, { error: '내용을 입력해주세요.' })
  .min(FEEDBACK_CONTENT_MIN, { error: '내용을 10자 이상 입력해주세요.' })
  .max(FEEDBACK_CONTENT_MAX, { error: `내용은 ${FEEDBACK_CONTENT_MAX}자 이내로 입력해주세요.` });

export const createFeedbackBody = z.object({
  title,
  content,
  category: feedbackCategory.default('INQUIRY'),
  priority: feedbackPriority.default('MEDIUM'),
  isPublic: z.boolean({ error: '공개 여부는 true 또는 false여야 합니다.' }).default(true),
});
export type CreateFeedbackBody = z.infer<typeof createFeedbackBody>;
export const updateFeedbackBody = z
  .object({
    title: title.optional(),
    content: content.optional(),
    category: feedbackCategory.optional(),
    priority: feedbackPriority.optional(),
    isPublic: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: '수정할 내용이 없습니다.' });
export type UpdateFeedbackBody = z.infer<typeof updateFeedbackBody>;

export const adminResponseBody = z.object({
  adminResponse: z
    .string({ error: '답변 내용을 입력해주세요.' })
    .trim()
    .min(1, { error: '답변 내용을 입력해주세요.' })
    .max(FEEDBACK_CONTENT_MAX, { error: `답변은 ${FEEDBACK_CONTENT_MAX}자 이내로 입력해주세요.` }),
  status: feedbackStatus,
});

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
export const feedbackListQuery = z.object({
  category: z.preprocess(emptyToUndefined, feedbackCategory.optional()),
  status: z.preprocess(emptyToUndefined, feedbackStatus.optional()),
  priority: z.preprocess(emptyToUndefined, feedbackPriority.optional()),
  search: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(100, { error: '검색어는 100자 이하로 입력해주세요.' }).optional(),
  ),
  /** newest | oldest | views | priority, or the column names createdAt | viewCount | priority with `order`. */
  sort: z.preprocess(
    emptyToUndefined,
    z.enum(['newest', 'oldest', 'views', 'priority', 'createdAt', 'viewCount']).default('createdAt'),
  ),
  order: z.preprocess(emptyToUndefined, z.enum(['asc', 'desc']).default('desc')),
  page: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1, { error: 'page는 1 이상이어야 합니다.' }).default(1),
  ),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(FEEDBACK_MAX_PAGE_SIZE, { error: `limit은 ${FEEDBACK_MAX_PAGE_SIZE} 이하여야 합니다.` })
      .default(FEEDBACK_PAGE_SIZE),
  ),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuery>;

export const feedback = z.object({
  feedbackId: z.string(),
  userId: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  category: feedbackCategory,
  priority: feedbackPriority,
  status: feedbackStatus,
  isPublic: z.boolean(),
  viewCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: z.object({ nickname: z.string() }).nullable(),
  adminResponse: z.string().nullable(),
  admin: z.object({ nickname: z.string() }).nullable(),
  respondedAt: z.string().nullable(),
});
export type Feedback = z.infer<typeof feedback>;

export const feedbackListAnswer = z.object({ feedbacks: z.array(feedback), pagination });
export const feedbackAnswerBody = z.object({ data: feedback });
/** Any id is accepted here; one that is not a post's id answers 404 like a missing post. */
export const feedbackIdParams = z.object({ feedbackId: z.string().min(1).max(64) });
export const feedbackCategoriesAnswer = z.object({
  data: z.array(z.object({ value: feedbackCategory, label: z.string() })),
});
export const feedbackDeletedAnswer = z.object({ data: z.object({ feedbackId: z.string() }) });
export const adminResponseAnswer = z.object({ ok: z.literal(true), data: feedback });
