import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Clock } from '../lib/clock';
import { openSharedStore, type SharedStore } from '../lib/shared-store';
import { StreamSlots } from './stream-slots';
import { defaultLoginGuard, LoginGuard } from './login-guard';
import { AuthService } from './auth-service';
import { createModelGrader } from '../ai/llm/model-grader';
import { embeddedVoice, modelVoice, type PatientVoice } from '../ai/llm/patient-voice';
import { AccountService } from './account-service';
import { CaseLibrary } from './case-library';
import { DashboardService } from './dashboard-service';
import { DemoService } from './demo-service';
import { defaultQueueSettings, GradingQueue } from './grading-queue';
import { FeedbackService } from './feedback-service';
import { GradingService } from './grading-service';
import { Mailer, type MailLog } from './mailer';
import { MockExamService } from './mock-exam-service';
import { NotesService } from './notes-service';
import { PracticeService } from './practice-service';
import { ReviewService } from './review-service';
import { EncounterPackService } from './encounter-packs';
import { SocialLogin } from './social-login';

/** Every service the routes use, built once per app from its config, database and clock. */
export interface AppServices {
  config: AppConfig;
  /** Where every limit lives: Redis when REDIS_URL is set (shared by instances), else memory. */
  shared: SharedStore;
  /** Failed sign-ins per account, whatever the address (short, growing locks). */
  loginGuard: LoginGuard;
  /** Open chat streams per learner (capped). */
  streamSlots: StreamSlots;
  database: DatabaseHandle;
  clock: Clock;
  auth: AuthService;
  mailer: Mailer;
  accounts: AccountService;
  social: SocialLogin;
  cases: CaseLibrary;
  practice: PracticeService;
  encounterPacks: EncounterPackService;
  grading: GradingService;
  notes: NotesService;
  mockExams: MockExamService;
  feedback: FeedbackService;
  dashboard: DashboardService;
  /** The review queue of missed checklist items (issue 24). */
  reviews: ReviewService;
  gradingQueue: GradingQueue;
  demo: DemoService;
  /** How the patient's replies are worded: the embedded engine, or a configured model. */
  voice: PatientVoice;
}

export function createServices(
  config: AppConfig,
  database: DatabaseHandle,
  clock: Clock,
  log: MailLog,
): AppServices {
  let redisTroubleAt = 0;
  const shared = openSharedStore(
    config.redis,
    () => clock.now().getTime(),
    (error) => {
      // ioredis repeats its error at every reconnect attempt: one line a minute is enough.
      if (Date.now() - redisTroubleAt < 60_000) return;
      redisTroubleAt = Date.now();
      log.error({ err: error }, 'Redis (REDIS_URL) unreachable: rate-limited requests fail until it is back');
    },
  );
  const cases = new CaseLibrary(database.db, clock);
  const grading = new GradingService(
    database.db,
    cases,
    clock,
    config.gradingMode,
    config.ai ? createModelGrader(config.ai) : undefined,
  );
  const reviews = new ReviewService(database.db, clock);
  const gradingQueue = new GradingQueue(
    database.db,
    clock,
    (sessionId) => grading.gradeSession(sessionId),
    defaultQueueSettings(`${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`),
    log,
    (tx, sessionId, outcome) =>
      reviews.recordGrade(tx, sessionId, outcome.evaluation, outcome.nearestTurns ?? {}),
  );
  grading.queue = gradingQueue;
  const practice = new PracticeService(database.db, cases, clock, gradingQueue);
  const mockExams = new MockExamService(database.db, practice, clock);
  const auth = new AuthService(database.db, config, clock);
  const mailer = new Mailer(
    database.db,
    clock,
    log,
    { smtpUrl: config.smtpUrl, from: config.mailFrom },
    { smtpTimeoutMs: config.smtpTimeoutMs },
  );
  return {
    config,
    shared,
    streamSlots: new StreamSlots(shared),
    loginGuard: new LoginGuard(shared, config.jwtSecret, () => clock.now().getTime(), {
      ...defaultLoginGuard,
      maxFailures: config.loginFailuresPerAccount,
    }),
    database,
    clock,
    auth,
    mailer,
    accounts: new AccountService(database.db, auth, mailer, clock, {
      publicUrl: config.publicUrl,
      dataDir: config.dataDir,
    }),
    social: new SocialLogin(database.db, auth, clock, config.social, config.publicUrl),
    cases,
    practice,
    encounterPacks: new EncounterPackService(database.db),
    grading,
    gradingQueue,
    notes: new NotesService(database.db, clock, mockExams),
    mockExams,
    feedback: new FeedbackService(database.db, clock),
    dashboard: new DashboardService(database.db, clock, cases),
    reviews,
    demo: new DemoService(database.db, cases, practice, clock, config.demoCaseId),
    voice: config.ai ? modelVoice(config.ai) : embeddedVoice,
  };
}
