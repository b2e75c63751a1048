import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import {
  choseongOf,
  indexMatches,
  normalizeSearchText,
  searchableText,
  searchIndexOf,
  searchKey,
  type SearchIndex,
} from '../../contract/case-search';
import {
  scenario as scenarioSchema,
  type CaseListAnswer,
  type CaseListQuery,
  type CategoryEntry,
  type Scenario,
} from '../../contract/cases';
import type { Case } from '../../content/schema';
import type { Database } from '../db/client';
import { bookmarks, cases, systemMeta, type CaseRow } from '../db/schema/cases';
import { learnerDataVersions } from '../db/schema/learner-versions';
import { practiceSessions } from '../db/schema/practice';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { EncodedAnswerCache, type EncodedAnswer } from '../lib/encoded-answers';
import { LearnerVersions } from './learner-versions';

const CONTENT_VERSION_KEY = 'content_version';

/**
 * Memory for kept case-list answers (raw JSON and its compressed forms). The whole list is about
 * 580 KB raw, 65 KB brotli and 75 KB gzip, so this keeps about 45 whole lists: learners with the
 * same figures (every new learner) share one, and a learner's device syncing again with nothing
 * changed gets theirs without any serialising or compressing.
 */
const LIST_ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * How many (learner, data version, query) names of kept answers are remembered: each is a short
 * string naming an answer of `listAnswers`, so a learner asking again with nothing changed is
 * answered without reading their figures.
 */
const LIST_NAMES_KEPT = 20_000;

/** A learner's own figures for one case: the only per-request part of a case list. */
interface LearnerMarks {
  learningCount: number;
  isBookmarked: boolean;
  bestScore: number | null;
}
const noMarks: LearnerMarks = { learningCount: 0, isBookmarked: false, bestScore: null };

/**
 * A live case as lists need it, built once per content version: the door-card fields checked
 * against the contract, what search and filters compare, and the case's JSON split around the
 * learner's three figures so a list of 1,000 cases is joined from ready strings.
 */
/** What a live case is to other services: its id, name, system and presentation. */
export interface LiveCase {
  id: string;
  primaryCategory: string;
  secondaryCategory: string;
  name: string;
}

interface CatalogueEntry extends LiveCase {
  /** What search compares (contract/case-search.ts): Korean text, its 초성, and the English words. */
  search: SearchIndex;
  /** The scenario with the learner's figures at their defaults (copied, then filled, by get()). */
  scenario: Scenario;
  /** `{"scenarioId":...,"thumbnailImagePath":null,"learningCount":` as UTF-8 */
  jsonHead: Buffer;
  /** `,"age":...,"defaultAiPersonalityId":"default"}` as UTF-8 */
  jsonTail: Buffer;
}

type CatalogueRow = Pick<
  CaseRow,
  'id' | 'name' | 'shortDescription' | 'primaryCategory' | 'secondaryCategory' | 'doorCard'
> & {
  /** From the case body; null for a case seeded before cases had English names (retired ones). */
  englishName: string | null;
  englishAliases: string[] | null;
};

function toScenario(row: CatalogueRow, marks: LearnerMarks = noMarks): Scenario {
  const card = row.doorCard;
  return {
    scenarioId: row.id,
    id: row.id,
    name: row.name,
    englishName: row.englishName ?? '',
    englishAliases: row.englishAliases ?? [],
    shortDescription: row.shortDescription,
    primaryCategory: row.primaryCategory,
    secondaryCategory: row.secondaryCategory,
    thumbnailImagePath: null,
    learningCount: marks.learningCount,
    isBookmarked: marks.isBookmarked,
    bestScore: marks.bestScore,
    age: card.age,
    // Cases retired before months existed keep a door card without them.
    ageMonths: card.ageMonths ?? null,
    sex: card.sex,
    patientName: card.patientName,
    patientAge: card.age,
    patientGender: card.sex,
    situation: card.situation,
    presentingComplaint: card.presentingComplaint,
    bloodPressure: card.bloodPressure,
    pulse: card.pulse,
    respiration: card.respiration,
    temperature: card.temperature,
    description: card.description,
    additionalInfo: card.situation,
    defaultAiPersonalityId: 'default',
  };
}

function catalogueEntry(row: CatalogueRow): CatalogueEntry {
  // Checked once here instead of on every answer: the hot path only adds three numbers.
  const scenario = scenarioSchema.parse(toScenario(row));
  const { learningCount: _count, isBookmarked: _bookmarked, bestScore: _best, ...fixed } = scenario;
  const keys = Object.keys(scenario);
  const split = keys.indexOf('learningCount');
  const pick = (names: string[]) =>
    JSON.stringify(Object.fromEntries(names.map((k) => [k, fixed[k as keyof typeof fixed]])));
  const head = pick(keys.slice(0, split));
  const tail = pick(keys.slice(split + 3));
  return {
    id: row.id,
    primaryCategory: row.primaryCategory,
    secondaryCategory: row.secondaryCategory,
    name: row.name,
    search: searchIndexOf(scenario),
    scenario,
    jsonHead: Buffer.from(`${head.slice(0, -1)},"learningCount":`),
    jsonTail: Buffer.from(`,${tail.slice(1)}`),
  };
}

const comma = Buffer.from(',');
const untouchedMarks = Buffer.from('0,"isBookmarked":false,"bestScore":null');

/** The pieces of one case's JSON: ready bytes around the learner's figures (UTF-8 encoded once). */
function scenarioJson(entry: CatalogueEntry, marks: LearnerMarks | undefined): Buffer[] {
  const middle = marks
    ? Buffer.from(
        `${marks.learningCount},"isBookmarked":${marks.isBookmarked},"bestScore":${
          marks.bestScore === null ? 'null' : marks.bestScore
        }`,
      )
    : untouchedMarks;
  return [entry.jsonHead, middle, entry.jsonTail];
}

/** A page of the case list as JSON, joined from each case's ready bytes and the learner's figures. */
function listJson(entries: CatalogueEntry[], marks: Map<string, LearnerMarks>, query: CaseListQuery): Buffer {
  const key = query.search ? searchKey(query.search) : null;
  const categories = query.category
    ? new Set(
        query.category
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean),
      )
    : null;
  const matches = entries.filter((entry) => {
    if (key && !indexMatches(entry.search, key)) return false;
    if (
      categories?.size &&
      !categories.has(entry.primaryCategory) &&
      !categories.has(entry.secondaryCategory)
    )
      return false;
    const mark = marks.get(entry.id);
    if (query.status === 'completed') return (mark?.learningCount ?? 0) > 0;
    if (query.status === 'incomplete') return (mark?.learningCount ?? 0) === 0;
    if (query.status === 'bookmarked') return mark?.isBookmarked ?? false;
    return true;
  });
  const from = (query.page - 1) * query.limit;
  const page = matches.slice(from, from + query.limit);
  const pagination = {
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(matches.length / query.limit)),
    totalItems: matches.length,
    itemsPerPage: query.limit,
  };
  const parts: Buffer[] = [Buffer.from('{"data":[')];
  page.forEach((entry, i) => {
    if (i > 0) parts.push(comma);
    parts.push(...scenarioJson(entry, marks.get(entry.id)));
  });
  parts.push(Buffer.from(`],"pagination":${JSON.stringify(pagination)}}`));
  return Buffer.concat(parts);
}

/** What a list answer depends on of its query, in one order (the names of kept list answers). */
const queryParts = (query: CaseListQuery) =>
  [query.page, query.limit, query.search ?? null, query.status, query.category ?? null] as const;

/** What search compares against (the shared rule of contract/case-search.ts). */
export function indexedTextOf(c: Case): string {
  return searchableText({ ...c, presentingComplaint: c.doorCard.presentingComplaint });
}

export class CaseLibrary {
  /** Parsed full cases by id: every chat turn needs its case, and cases change only at seeding. */
  private readonly bodies = new Map<string, Case>();
  /**
   * Live cases in catalogue order, read once from the database after each seeding. `generation`
   * numbers each load, so answers made from one catalogue are never taken for another's.
   */
  private catalogue: Promise<{
    entries: CatalogueEntry[];
    byId: Map<string, CatalogueEntry>;
    generation: number;
  }> | null = null;
  private catalogueLoads = 0;
  /** Case-list answers by everything they are made from (see listAnswer). */
  private readonly listAnswers = new EncodedAnswerCache(LIST_ANSWER_CACHE_BYTES);
  /** A kept answer's key by the learner, their data version and the query (see listAnswer). */
  private readonly listNames = new LRUCache<string, string>({ max: LIST_NAMES_KEPT });
  private readonly versions: LearnerVersions;
  /** How many times learners' figures were read from the database (for tests and diagnostics). */
  marksReads = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {
    this.versions = new LearnerVersions(db);
  }

  /**
   * Loads the content into the database when its version differs from the one loaded before:
   * upserts every case and retires cases that left the content. Running it again is a no-op.
   */
  async seed(
    source: Case[] | (() => Case[]),
    version: string,
  ): Promise<{ changed: boolean; count: number | null }> {
    const [current] = await this.db.select().from(systemMeta).where(eq(systemMeta.key, CONTENT_VERSION_KEY));
    // A library given as a function is read only when it must be loaded (boot on unchanged content).
    if (current?.value === version)
      return { changed: false, count: typeof source === 'function' ? null : source.length };
    const library = typeof source === 'function' ? source() : source;
    this.bodies.clear();
    this.catalogue = null;
    this.listAnswers.clear();
    this.listNames.clear();
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const rows = library.map((c, i) => ({
        id: c.id,
        primaryCategory: c.primaryCategory,
        secondaryCategory: c.secondaryCategory,
        name: c.name,
        shortDescription: c.shortDescription,
        doorCard: c.doorCard,
        searchText: normalizeSearchText(indexedTextOf(c)),
        searchChoseong: choseongOf(indexedTextOf(c)),
        sortOrder: i,
        body: c,
        contentHash: version,
        retiredAt: null,
        updatedAt: now,
      }));
      for (let i = 0; i < rows.length; i += 100) {
        await tx
          .insert(cases)
          .values(rows.slice(i, i + 100))
          .onConflictDoUpdate({
            target: cases.id,
            set: {
              primaryCategory: sql`excluded.primary_category`,
              secondaryCategory: sql`excluded.secondary_category`,
              name: sql`excluded.name`,
              shortDescription: sql`excluded.short_description`,
              doorCard: sql`excluded.door_card`,
              searchText: sql`excluded.search_text`,
              searchChoseong: sql`excluded.search_choseong`,
              sortOrder: sql`excluded.sort_order`,
              body: sql`excluded.body`,
              contentHash: sql`excluded.content_hash`,
              retiredAt: sql`null`,
              updatedAt: sql`excluded.updated_at`,
            },
          });
      }
      const ids = library.map((c) => c.id);
      await tx
        .update(cases)
        .set({ retiredAt: now })
        .where(and(isNull(cases.retiredAt), ids.length ? notInArray(cases.id, ids) : undefined));
      await tx
        .insert(systemMeta)
        .values({ key: CONTENT_VERSION_KEY, value: version, updatedAt: now })
        .onConflictDoUpdate({ target: systemMeta.key, set: { value: version, updatedAt: now } });
    });
    this.catalogue = null;
    this.listAnswers.clear();
    this.listNames.clear();
    return { changed: true, count: library.length };
  }

  /**
   * The live cases in catalogue order, for other services (the dashboard's per-presentation
   * figures): the same array until the next seeding, so a caller may keep what it derives from it
   * for as long as it gets the same array back.
   */
  async liveCatalogue(): Promise<readonly LiveCase[]> {
    return (await this.liveCases()).entries;
  }

  /** The live cases, loaded on first use (cases change only when content is seeded). */
  private liveCases() {
    this.catalogue ??= (async () => {
      this.catalogueLoads += 1;
      const generation = this.catalogueLoads;
      const rows = await this.db
        .select({
          id: cases.id,
          name: cases.name,
          shortDescription: cases.shortDescription,
          primaryCategory: cases.primaryCategory,
          secondaryCategory: cases.secondaryCategory,
          doorCard: cases.doorCard,
          // Read from the body rather than columns of their own: they change only with the content.
          englishName: sql<string | null>`${cases.body}->>'englishName'`,
          englishAliases: sql<string[] | null>`${cases.body}->'englishAliases'`,
        })
        .from(cases)
        .where(isNull(cases.retiredAt))
        .orderBy(asc(cases.sortOrder));
      const entries = rows.map(catalogueEntry);
      return { entries, byId: new Map(entries.map((e) => [e.id, e])), generation };
    })().catch((error: unknown) => {
      this.catalogue = null;
      throw error;
    });
    return this.catalogue;
  }

  /**
   * The learner's figures as a prepared query, built once (drizzle builds a query's SQL anew on
   * every call otherwise: about a tenth of the case list's CPU under load) and, on PostgreSQL, parsed
   * and planned once per connection. `one` narrows it to one case.
   */
  private marksQuery(one: boolean) {
    const userId = sql.placeholder('userId');
    const only = sql.placeholder('only');
    const sessions = this.db
      .select({
        scenarioId: practiceSessions.scenarioId,
        completed: sql<number>`count(*) filter (where ${practiceSessions.status} = 'completed')`.mapWith(
          Number,
        ),
        best: sql<number | null>`max(${practiceSessions.overallScore})`.mapWith(Number),
        bookmarked: sql<boolean>`false`,
      })
      .from(practiceSessions)
      .where(
        and(eq(practiceSessions.userId, userId), one ? eq(practiceSessions.scenarioId, only) : undefined),
      )
      .groupBy(practiceSessions.scenarioId);
    const marked = this.db
      .select({
        scenarioId: bookmarks.scenarioId,
        completed: sql<number>`0`.mapWith(Number),
        best: sql<number | null>`null`.mapWith(Number),
        bookmarked: sql<boolean>`true`,
      })
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, userId), one ? eq(bookmarks.scenarioId, only) : undefined));
    if (one) return sessions.unionAll(marked).prepare('case_library_marks_of_one');
    // The whole list's figures also read the learner's data version, in the same statement (one
    // snapshot): the answer made from these figures is named by it (see listAnswer).
    const version = this.db
      .select({
        scenarioId: sql<string>`null`,
        completed: sql<number>`${learnerDataVersions.version}`.mapWith(Number),
        best: sql<number | null>`null`.mapWith(Number),
        bookmarked: sql<boolean>`false`,
      })
      .from(learnerDataVersions)
      .where(eq(learnerDataVersions.userId, userId));
    return sessions.unionAll(marked).unionAll(version).prepare('case_library_marks');
  }

  private marksOfAll: ReturnType<CaseLibrary['marksQuery']> | undefined;
  private marksOfOne: ReturnType<CaseLibrary['marksQuery']> | undefined;

  /**
   * One small query for the learner's own figures on every case they touched: completed
   * sessions, best score (any session), bookmark. `only` narrows it to one case.
   */
  private async learnerMarks(
    userId: string,
    only?: string,
  ): Promise<{ marks: Map<string, LearnerMarks>; version: number }> {
    this.marksReads += 1;
    const rows = only
      ? await (this.marksOfOne ??= this.marksQuery(true)).execute({ userId, only })
      : await (this.marksOfAll ??= this.marksQuery(false)).execute({ userId });
    const marks = new Map<string, LearnerMarks>();
    let version = 0;
    for (const row of rows) {
      // The learner's data version (the whole list's query only; 0 before any of their data).
      if (row.scenarioId === null) {
        version = row.completed;
        continue;
      }
      const mark = marks.get(row.scenarioId) ?? { ...noMarks };
      if (row.bookmarked) mark.isBookmarked = true;
      else {
        mark.learningCount = row.completed;
        mark.bestScore = row.best;
      }
      marks.set(row.scenarioId, mark);
    }
    return { marks, version };
  }

  /**
   * A page of the case list as ready JSON, kept (raw and compressed) for the next request made
   * from the same inputs: the catalogue is filtered in memory by search, category and status, with
   * the learner's figures (completed sessions, best score, bookmark) read in one small query.
   *
   * Kept answers are found two ways. By content: the key names the catalogue load, the query and
   * the figures themselves, so learners with the same figures (every new learner) share one answer.
   * And by the learner's data version (learner_data_versions, raised by the database's triggers on
   * every change to the learner's sessions and bookmarks, whoever writes them): once an answer is
   * made, the learner, their version and the query name it, so asking again with nothing changed
   * costs one lookup of the version (none on PGlite while nothing was written) and no figures at
   * all (issue 21 item 3). A change raises the version, so nothing kept can be served stale; the
   * version is read in the same statement as the figures it names.
   */
  async listAnswer(userId: string, query: CaseListQuery): Promise<EncodedAnswer> {
    const [{ entries, generation }, version] = await Promise.all([
      this.liveCases(),
      this.versions.current(userId),
    ]);
    const name = (v: number) => JSON.stringify([userId, v, generation, ...queryParts(query)]);
    const named = this.listNames.get(name(version));
    const kept = named === undefined ? undefined : this.listAnswers.find(named);
    if (kept) return kept;
    const writes = this.versions.writesNow();
    const { marks, version: read } = await this.learnerMarks(userId);
    this.versions.remember(userId, read, writes);
    const key = this.contentKey(generation, query, marks);
    const answer = this.listAnswers.get(key, () => listJson(entries, marks, query));
    this.listNames.set(name(read), key);
    return answer;
  }

  /** The name of a list answer by everything it is made from (see listAnswer). */
  private contentKey(generation: number, query: CaseListQuery, marks: Map<string, LearnerMarks>): string {
    const figures = [...marks]
      .map(([id, m]) => `${id} ${m.learningCount} ${m.isBookmarked ? 1 : 0} ${m.bestScore ?? '-'}`)
      .sort()
      .join('\n');
    return createHash('sha256')
      .update(JSON.stringify([generation, ...queryParts(query), figures]))
      .digest('base64url');
  }

  /**
   * The same page as JSON made afresh from the catalogue and the learner's figures, nothing kept
   * read or written (what a kept answer must equal; for tests and diagnostics).
   */
  async freshListJson(userId: string, query: CaseListQuery): Promise<Buffer> {
    const [{ entries }, { marks }] = await Promise.all([this.liveCases(), this.learnerMarks(userId)]);
    return listJson(entries, marks, query);
  }

  /** The kept case-list answers (for tests and diagnostics). */
  get keptListAnswers() {
    return this.listAnswers.size;
  }

  /** The same page as objects (for callers inside the server). */
  async list(userId: string, query: CaseListQuery): Promise<CaseListAnswer> {
    return JSON.parse((await this.listAnswer(userId, query)).raw.toString()) as CaseListAnswer;
  }

  async get(userId: string, id: string): Promise<Scenario> {
    const entry = (await this.liveCases()).byId.get(id);
    if (!entry) throw new AppError('CASE_NOT_FOUND');
    const marks = (await this.learnerMarks(userId, id)).marks.get(id) ?? noMarks;
    return { ...entry.scenario, ...marks };
  }

  /** The full case (facts and findings) for the patient engine and the grader; never sent to clients. */
  /** `db` may be a transaction of the caller's (PGlite has one connection: it must not wait on itself). */
  async fullCase(id: string, db: Pick<Database, 'select'> = this.db): Promise<Case> {
    const cached = this.bodies.get(id);
    if (cached) return cached;
    const [row] = await db.select({ body: cases.body }).from(cases).where(eq(cases.id, id));
    if (!row) throw new AppError('CASE_NOT_FOUND');
    this.bodies.set(id, row.body);
    return row.body;
  }

  async categories(): Promise<CategoryEntry[]> {
    const rows = (await this.liveCases()).entries;
    const byPrimary = new Map<string, CategoryEntry>();
    for (const row of rows) {
      let entry = byPrimary.get(row.primaryCategory);
      if (!entry) {
        entry = {
          primaryCategory: row.primaryCategory,
          caseCount: 0,
          secondaryCategories: [],
          scenarios: [],
        };
        byPrimary.set(row.primaryCategory, entry);
      }
      entry.caseCount += 1;
      const secondary = entry.secondaryCategories.find((s) => s.name === row.secondaryCategory);
      if (secondary) secondary.caseCount += 1;
      else entry.secondaryCategories.push({ name: row.secondaryCategory, caseCount: 1 });
      entry.scenarios.push({ scenarioId: row.id, name: row.name, secondaryCategory: row.secondaryCategory });
    }
    return [...byPrimary.values()];
  }

  async subcategories(primaryCategory: string) {
    const entry = (await this.categories()).find((c) => c.primaryCategory === primaryCategory);
    if (!entry) throw new AppError('CATEGORY_NOT_FOUND');
    return entry.secondaryCategories;
  }

  private async assertLive(id: string) {
    if (!(await this.liveCases()).byId.has(id)) throw new AppError('CASE_NOT_FOUND');
  }

  /** Bookmarking is idempotent: adding twice or removing a missing bookmark both succeed. */
  async setBookmark(userId: string, scenarioId: string, bookmarked: boolean) {
    await this.assertLive(scenarioId);
    if (bookmarked) {
      await this.db
        .insert(bookmarks)
        .values({ userId, scenarioId, createdAt: this.clock.now() })
        .onConflictDoNothing();
    } else {
      await this.db
        .delete(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.scenarioId, scenarioId)));
    }
    return { scenarioId, isBookmarked: bookmarked };
  }
}
