import {
  completeMockCaseAnswer,
  completeMockExamAnswer,
  createMockExamAnswer,
  evaluationProgressAnswer,
  mockExamAnswer,
  mockExamCasesAnswer,
  mockExamCategoriesAnswer,
  startMockCaseAnswer,
  unfinishedExamsAnswer,
  type CreateMockExamBody,
} from '../../../contract/mock-exams';
import { http } from './api-client';
import { callJson } from './call-json';

const exam = (id: string) => `mock-exams/${encodeURIComponent(id)}`;
const examCase = (id: string, caseId: string) => `${exam(id)}/cases/${encodeURIComponent(caseId)}`;

/**
 * /api/v1/mock-exams and the exam's study-notes view. Every failure arrives as an ApiError with a
 * Korean message (a 429 carries retryAfterSeconds for the progress cooldown).
 */
export const mockExamsApi = {
  create: async (body: CreateMockExamBody) =>
    (await callJson(createMockExamAnswer, () => http.post('mock-exams', { json: body }))).mockExamSessionId,

  get: async (id: string) => (await callJson(mockExamAnswer, () => http.get(exam(id)))).data,

  /** The learner's exams still being taken, on any device (issue 23). */
  unfinished: () => callJson(unfinishedExamsAnswer, () => http.get('mock-exams/unfinished')),

  categories: async () =>
    (await callJson(mockExamCategoriesAnswer, () => http.get('mock-exams/categories'))).data,

  startCase: (id: string, caseId: string) =>
    callJson(startMockCaseAnswer, () => http.post(`${examCase(id, caseId)}/start`)),

  completeCase: async (id: string, caseId: string, practiceMemo: string) =>
    (
      await callJson(completeMockCaseAnswer, () =>
        http.post(`${examCase(id, caseId)}/complete`, { json: { practiceMemo } }),
      )
    ).data,

  complete: async (id: string) =>
    (await callJson(completeMockExamAnswer, () => http.post(`${exam(id)}/complete`))).data,

  evaluationProgress: (id: string) =>
    callJson(evaluationProgressAnswer, () => http.get(`${exam(id)}/evaluation-progress`)),

  caseRows: async (id: string) =>
    (
      await callJson(mockExamCasesAnswer, () =>
        http.get(`my-notes/mock-exam/${encodeURIComponent(id)}/cases`),
      )
    ).data,
};
