/**
 * Complete contract objects for unit tests. Rows the device stores are read through their contract
 * schemas (src/data/stored-rows.ts), so a test that stores a server answer must store a whole one;
 * these builders give one, with the fields a test cares about overridden.
 */
import type { Scenario } from '../../contract/cases';
import type { Evaluation } from '../../contract/evaluation';

export function anEvaluation(overrides: Partial<Evaluation> = {}): Evaluation {
  return {
    overallScore: 72,
    qualitativeFeedback: '병력청취가 충실했습니다.',
    goodPoints: [],
    improvementAreas: [],
    checklistResults: [],
    sectionScores: [],
    scenario: {
      scenarioId: 'acute-appendicitis',
      name: '급성 충수염',
      primaryCategory: '소화기',
      secondaryCategory: '복통',
      patientName: '김민수',
      age: 24,
      ageMonths: null,
      sex: '남자',
      presentingComplaint: '배가 아파요',
    },
    grader: 'embedded',
    mode: 'strict',
    gradedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export function aScenario(overrides: Partial<Scenario> = {}): Scenario {
  return {
    scenarioId: 'acute-appendicitis',
    id: 'acute-appendicitis',
    name: '급성 충수염',
    englishName: 'Acute appendicitis',
    englishAliases: [],
    shortDescription: '24세 남성의 복통',
    primaryCategory: '소화기',
    secondaryCategory: '복통',
    thumbnailImagePath: null,
    learningCount: 0,
    isBookmarked: false,
    bestScore: null,
    age: 24,
    ageMonths: null,
    sex: '남자',
    patientName: '김민수',
    patientAge: 24,
    patientGender: '남자',
    situation: '응급실',
    presentingComplaint: '배가 아파요',
    bloodPressure: '120/80 mmHg',
    pulse: '88회/분',
    respiration: '18회/분',
    temperature: '37.8℃',
    description: '환자를 진료하세요.',
    additionalInfo: '',
    defaultAiPersonalityId: 'default',
    ...overrides,
  };
}
