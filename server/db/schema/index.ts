// The Drizzle schema as one object, for the query builder and drizzle-kit.
export * from './users';
export * from './refresh-tokens';
export * from './idempotency-keys';
export * from './cases';
export * from './practice';
export * from './notes';
export * from './mock-exams';
export * from './accounts';
export * from './grading';
export * from './feedback';
export * from './review-cards';
export * from './learner-versions';
