import { and, asc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { choseongOf, normalizeSearchText, searchableText, searchKey } from '../../contract/case-search';
import type { CaseListQuery, CategoryEntry, Scenario } from '../../contract/cases';
import type { Case } from '../../content/schema';
import type { Database } from '../db/client';
import { bookmarks, cases, practiceSessions, systemMeta, type CaseRow } from '../db/schema/cases';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';

const CONTENT_VERSION_KEY = 'content_version';
/** Qualified on purpose: inside the correlated subqueries a bare "id" would mean the session's id. */
const caseId = sql.raw('"cases"."id"');

type CaseListRow = Pick<
  CaseRow,
  'id' | 'name' | 'shortDescription' | 'primaryCategory' | 'secondaryCategory' | 'doorCard'
> & {
  learningCount: number;
  isBookmarked: boolean;
  bestScore: number | null;
};

function toScenario(row: CaseListRow): Scenario {
  const card = row.doorCard;
  return {
    scenarioId: row.id,
    id: row.id,
    name: row.name,
    shortDescription: row.shortDescription,
    primaryCategory: row.primaryCategory,
    secondaryCategory: row.secondaryCategory,
    thumbnailImagePath: null,
    learningCount: Number(row.learningCount),
    isBookmarked: Boolean(row.isBookmarked),
    bestScore: row.bestScore === null ? null : Number(row.bestScore),
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

/** What search compares against (the shared rule of contract/case-search.ts). */
export function indexedTextOf(c: Case): string {
  return searchableText({ ...c, presentingComplaint: c.doorCard.presentingComplaint });
}

export class CaseLibrary {
  /** Parsed full cases by id: every chat turn needs its case, and cases change only at seeding. */
  private readonly bodies = new Map<string, Case>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Loads the content into the database when its version differs from the one loaded before:
   * upserts every case and retires cases that left the content. Running it again is a no-op.
   */
  async seed(library: Case[], version: string): Promise<{ changed: boolean; count: number }> {
    const [current] = await this.db.select().from(systemMeta).where(eq(systemMeta.key, CONTENT_VERSION_KEY));
    if (current?.value === version) return { changed: false, count: library.length };
    this.bodies.clear();
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
    return { changed: true, count: library.length };
  }

  private listColumns(userId: string) {
    return {
      id: cases.id,
      name: cases.name,
      shortDescription: cases.shortDescription,
      primaryCategory: cases.primaryCategory,
      secondaryCategory: cases.secondaryCategory,
      doorCard: cases.doorCard,
      learningCount:
        sql<number>`(select count(*) from ${practiceSessions} ps where ps.user_id = ${userId} and ps.scenario_id = ${caseId} and ps.status = 'completed')`.mapWith(
          Number,
        ),
      isBookmarked: sql<boolean>`exists(select 1 from ${bookmarks} b where b.user_id = ${userId} and b.scenario_id = ${caseId})`,
      bestScore: sql<
        number | null
      >`(select max(ps.overall_score) from ${practiceSessions} ps where ps.user_id = ${userId} and ps.scenario_id = ${caseId})`,
    };
  }

  async list(userId: string, query: CaseListQuery) {
    const filters: SQL[] = [isNull(cases.retiredAt)];
    const key = query.search ? searchKey(query.search) : null;
    if (key) {
      const pattern = `%${key.text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      filters.push(
        key.choseongOnly
          ? or(sql`${cases.searchText} like ${pattern}`, sql`${cases.searchChoseong} like ${pattern}`)!
          : sql`${cases.searchText} like ${pattern}`,
      );
    }
    if (query.category) {
      const names = query.category
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean);
      if (names.length)
        filters.push(or(inArray(cases.primaryCategory, names), inArray(cases.secondaryCategory, names))!);
    }
    const completed = sql`exists(select 1 from ${practiceSessions} ps where ps.user_id = ${userId} and ps.scenario_id = ${caseId} and ps.status = 'completed')`;
    if (query.status === 'completed') filters.push(completed);
    if (query.status === 'incomplete') filters.push(sql`not ${completed}`);
    if (query.status === 'bookmarked') {
      filters.push(
        sql`exists(select 1 from ${bookmarks} b where b.user_id = ${userId} and b.scenario_id = ${caseId})`,
      );
    }
    const where = and(...filters);
    const [{ total } = { total: 0 }] = await this.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(cases)
      .where(where);
    const rows = await this.db
      .select(this.listColumns(userId))
      .from(cases)
      .where(where)
      .orderBy(asc(cases.sortOrder))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return {
      data: rows.map(toScenario),
      pagination: {
        currentPage: query.page,
        totalPages: Math.max(1, Math.ceil(total / query.limit)),
        totalItems: total,
        itemsPerPage: query.limit,
      },
    };
  }

  async get(userId: string, id: string): Promise<Scenario> {
    const [row] = await this.db
      .select(this.listColumns(userId))
      .from(cases)
      .where(and(eq(cases.id, id), isNull(cases.retiredAt)));
    if (!row) throw new AppError('NOT_FOUND', '증례를 찾을 수 없습니다.');
    return toScenario(row);
  }

  /** The full case (facts and findings) for the patient engine and the grader; never sent to clients. */
  /** `db` may be a transaction of the caller's (PGlite has one connection: it must not wait on itself). */
  async fullCase(id: string, db: Pick<Database, 'select'> = this.db): Promise<Case> {
    const cached = this.bodies.get(id);
    if (cached) return cached;
    const [row] = await db.select({ body: cases.body }).from(cases).where(eq(cases.id, id));
    if (!row) throw new AppError('NOT_FOUND', '증례를 찾을 수 없습니다.');
    this.bodies.set(id, row.body);
    return row.body;
  }

  async categories(): Promise<CategoryEntry[]> {
    const rows = await this.db
      .select({
        id: cases.id,
        name: cases.name,
        primaryCategory: cases.primaryCategory,
        secondaryCategory: cases.secondaryCategory,
      })
      .from(cases)
      .where(isNull(cases.retiredAt))
      .orderBy(asc(cases.sortOrder));
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
    if (!entry) throw new AppError('NOT_FOUND', '해당 분류를 찾을 수 없습니다.');
    return entry.secondaryCategories;
  }

  private async assertLive(id: string) {
    const [row] = await this.db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.id, id), isNull(cases.retiredAt)));
    if (!row) throw new AppError('NOT_FOUND', '증례를 찾을 수 없습니다.');
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
