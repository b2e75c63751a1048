/** The static sample result the landing and /showcase pages advertise (spec 1 §9, spec 2 §1). */
export const showcaseSample = {
  totalScore: 87,
  sectionRates: [
    { label: '환자교육', rate: 92 },
    { label: '병력청취', rate: 85 },
    { label: '신체진찰', rate: 83 },
    { label: '기타', rate: 78 },
  ],
  caseCountLabel: '500+',
  coveredSymptoms: ['복통', '소화불량', '토혈', '혈변', '구토', '변비', '설사', '황달'],
  mockExamFlow: [
    { title: '증례 선택', text: '분야와 개수(1~6개)를 고르거나 랜덤 6증례로 바로 시작합니다.' },
    { title: '실전 진행', text: '증례마다 12분, 실제 시험처럼 브리핑 후 진료합니다.' },
    { title: '결과 집계', text: '증례별 점수와 AI 피드백을 한 번에 모아 봅니다.' },
  ],
} as const;
