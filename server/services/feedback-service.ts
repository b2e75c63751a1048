import { aliasedTable, and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type {
  CreateFeedbackBody,
  Feedback,
  FeedbackListQuery,
  FeedbackStatus,
  UpdateFeedbackBody,
} from '../../contract/feedback';
import type { Database } from '../db/client';
import { feedbackPosts, feedbackViews } from '../db/schema/feedback';
import { users, type UserRow } from '../db/schema/users';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { seoulDate } from '../lib/seoul-time';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const authors = aliasedTable(users, 'authors');
const admins = aliasedTable(users, 'admins');
const PRIORITY_RANK = sql`case ${feedbackPosts.priority} when 'URGENT' then 4 when 'HIGH' then 3 when 'MEDIUM' then 2 else 1 end`;

type Viewer = Pick<UserRow, 'id' | 'role'>;

/**
 * The feedback board. Visibility is decided in one place (`visibleTo`) and used by every list,
 * count, search and detail: a private post exists only for its author and admins; for anyone
 * else it is a 404, the same as a post that does not exist.
 */
export class FeedbackService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  private visibleTo(viewer: Viewer): SQL | undefined {
    return viewer.role === 'ADMIN'
      ? undefined
      : or(eq(feedbackPosts.isPublic, true), eq(feedbackPosts.userId, viewer.id));
  }

  private select() {
    return this.db
      .select({
        post: feedbackPosts,
        authorNickname: authors.nickname,
        adminNickname: admins.nickname,
      })
      .from(feedbackPosts)
      .leftJoin(authors, eq(authors.id, feedbackPosts.userId))
      .leftJoin(admins, eq(admins.id, feedbackPosts.adminId));
  }

  private toDto(row: {
    post: typeof feedbackPosts.$inferSelect;
    authorNickname: string | null;
    adminNickname: string | null;
  }): Feedback {
    const p = row.post;
    return {
      feedbackId: p.id,
      userId: p.userId,
      title: p.title,
      content: p.content,
      category: p.category,
      priority: p.priority,
      status: p.status,
      isPublic: p.isPublic,
      viewCount: p.viewCount,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
      author: row.authorNickname ? { nickname: row.authorNickname } : null,
      adminResponse: p.adminResponse,
      admin: p.adminResponse ? { nickname: row.adminNickname ?? '관리자' } : null,
      respondedAt: p.respondedAt?.toISOString() ?? null,
    };
  }

  async list(viewer: Viewer, query: FeedbackListQuery, onlyMine = false) {
    const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : undefined;
    const where = and(
      this.visibleTo(viewer),
      onlyMine ? eq(feedbackPosts.userId, viewer.id) : undefined,
      query.category ? eq(feedbackPosts.category, query.category) : undefined,
      query.status ? eq(feedbackPosts.status, query.status) : undefined,
      // Filtering by priority is an admin tool (spec 2 §6).
      query.priority && viewer.role === 'ADMIN' ? eq(feedbackPosts.priority, query.priority) : undefined,
      pattern
        ? or(sql`${feedbackPosts.title} ilike ${pattern}`, sql`${feedbackPosts.content} ilike ${pattern}`)
        : undefined,
    );
    const direction =
      query.sort === 'oldest'
        ? 'asc'
        : query.sort === 'newest' || query.sort === 'views'
          ? 'desc'
          : query.order;
    const by = direction === 'asc' ? asc : desc;
    const column =
      query.sort === 'views' || query.sort === 'viewCount'
        ? by(feedbackPosts.viewCount)
        : query.sort === 'priority'
          ? direction === 'asc'
            ? sql`${PRIORITY_RANK} asc`
            : sql`${PRIORITY_RANK} desc`
          : by(feedbackPosts.createdAt);
    const [{ total } = { total: 0 }] = await this.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(feedbackPosts)
      .where(where);
    const rows = await this.select()
      .where(where)
      .orderBy(column, desc(feedbackPosts.createdAt), desc(feedbackPosts.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return {
      feedbacks: rows.map((r) => this.toDto(r)),
      pagination: {
        currentPage: query.page,
        totalPages: Math.max(1, Math.ceil(total / query.limit)),
        totalItems: total,
        itemsPerPage: query.limit,
      },
    };
  }

  private async visible(viewer: Viewer, id: string) {
    if (!UUID.test(id)) throw new AppError('FEEDBACK_NOT_FOUND');
    const [row] = await this.select().where(and(eq(feedbackPosts.id, id), this.visibleTo(viewer)));
    if (!row) throw new AppError('FEEDBACK_NOT_FOUND');
    return row;
  }

  /** A post's detail; the first view of each viewer on each Korean day counts once. */
  async detail(viewer: Viewer, id: string): Promise<Feedback> {
    await this.visible(viewer, id);
    // Admins reading the board to answer it are not readers: their visits do not count.
    if (viewer.role === 'ADMIN') return this.toDto(await this.visible(viewer, id));
    const counted = await this.db
      .insert(feedbackViews)
      .values({ feedbackId: id, viewerId: viewer.id, day: seoulDate(this.clock.now()) })
      .onConflictDoNothing()
      .returning({ id: feedbackViews.feedbackId });
    if (counted.length > 0) {
      await this.db
        .update(feedbackPosts)
        .set({ viewCount: sql`${feedbackPosts.viewCount} + 1` })
        .where(eq(feedbackPosts.id, id));
    }
    return this.toDto(await this.visible(viewer, id));
  }

  async create(author: Viewer, body: CreateFeedbackBody): Promise<Feedback> {
    const now = this.clock.now();
    const [created] = await this.db
      .insert(feedbackPosts)
      .values({ userId: author.id, ...body, createdAt: now, updatedAt: now })
      .returning({ id: feedbackPosts.id });
    return this.toDto(await this.visible(author, created!.id));
  }

  private async own(viewer: Viewer, id: string) {
    const row = await this.visible(viewer, id);
    if (row.post.userId !== viewer.id) throw new AppError('NOT_AUTHOR');
    return row;
  }

  async update(viewer: Viewer, id: string, body: UpdateFeedbackBody): Promise<Feedback> {
    await this.own(viewer, id);
    const change = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    await this.db
      .update(feedbackPosts)
      .set({ ...change, updatedAt: this.clock.now() })
      .where(eq(feedbackPosts.id, id));
    return this.toDto(await this.visible(viewer, id));
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    await this.own(viewer, id);
    await this.db.delete(feedbackPosts).where(eq(feedbackPosts.id, id));
  }

  async respond(admin: Viewer, id: string, adminResponse: string, status: FeedbackStatus): Promise<Feedback> {
    if (admin.role !== 'ADMIN') throw new AppError('FORBIDDEN');
    await this.visible(admin, id);
    const now = this.clock.now();
    await this.db
      .update(feedbackPosts)
      .set({ adminResponse, status, adminId: admin.id, respondedAt: now, updatedAt: now })
      .where(eq(feedbackPosts.id, id));
    return this.toDto(await this.visible(admin, id));
  }
}
