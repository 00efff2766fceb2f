import type { Kysely } from 'kysely';
import { CareersPageInput, type CareersPage, type CareersPageState } from '@ehire/domain/contracts/settings';
import type { CareersSite } from '@ehire/domain/contracts/careers';
import { CAREERS_JOB_LIST_KEYS, CAREERS_PAGE_MESSAGES } from '@ehire/domain/settings/careers-page';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import { TenantSettingRepository } from './tenant-setting.repository';

// 页面设置 (issue 17): the careers site's page as two tenant_setting keys, the draft the console
// edits and previews and the published copy the careers site reads (GAP-048).

const DRAFT_KEY = 'careersPageDraft';
const PUBLISHED_KEY = 'careersPagePublished';

interface Published {
  page: CareersPage;
  publishedAt: number;
}

const same = (a: CareersPage, b: CareersPage) => JSON.stringify(a) === JSON.stringify(b);

export class CareersPageService {
  private readonly settings: TenantSettingRepository;

  constructor(
    db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.settings = new TenantSettingRepository(db);
  }

  private async published(tenantId: string): Promise<Published | null> {
    const stored = (await this.settings.find(tenantId, PUBLISHED_KEY)) as { page?: unknown; publishedAt?: unknown } | null;
    const page = CareersPageInput.safeParse(stored?.page);
    return page.success && typeof stored?.publishedAt === 'number'
      ? { page: page.data, publishedAt: stored.publishedAt }
      : null;
  }

  async state(ctx: TenantContext): Promise<CareersPageState> {
    const published = await this.published(ctx.tenantId);
    const stored = CareersPageInput.safeParse(await this.settings.find(ctx.tenantId, DRAFT_KEY));
    const draft = stored.success ? stored.data : (published?.page ?? CareersPageInput.parse({}));
    return {
      draft,
      published: published?.page ?? null,
      publishedAt: published?.publishedAt ?? null,
      unpublished: !published || !same(draft, published.page),
    };
  }

  async saveDraft(ctx: TenantContext, page: CareersPage): Promise<CareersPageState> {
    await this.settings.save(ctx.tenantId, DRAFT_KEY, page, ctx.operatorId, this.clock.now());
    return this.state(ctx);
  }

  async publish(ctx: TenantContext): Promise<CareersPageState> {
    const current = await this.state(ctx);
    if (!current.unpublished) throw errors.business(CAREERS_PAGE_MESSAGES.nothingToPublish);
    const now = this.clock.now();
    await this.settings.save(ctx.tenantId, DRAFT_KEY, current.draft, ctx.operatorId, now);
    await this.settings.save(ctx.tenantId, PUBLISHED_KEY, { page: current.draft, publishedAt: now }, ctx.operatorId, now);
    return this.state(ctx);
  }

  /** What the careers site shows (null until published). */
  async careersPage(tenantId: string): Promise<CareersSite['page'] | null> {
    const published = await this.published(tenantId);
    if (!published) return null;
    const { jobListFields, ...look } = published.page;
    return { ...look, hidden: CAREERS_JOB_LIST_KEYS.filter((key) => !jobListFields.includes(key)) };
  }
}
