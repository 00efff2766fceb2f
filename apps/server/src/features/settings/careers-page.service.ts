import type { Kysely } from 'kysely';
import { CareersPageInput, type CareersPage, type CareersPageState } from '@ehire/domain/contracts/settings';
import type { CareersSite } from '@ehire/domain/contracts/careers';
import { FILE_PURPOSE } from '@ehire/domain/contracts/files';
import { CAREERS_IMAGE_MESSAGES, CAREERS_IMAGE_PATH, careersImagePath } from '@ehire/domain/settings/careers-image';
import { CAREERS_JOB_LIST_KEYS, CAREERS_PAGE_MESSAGES } from '@ehire/domain/settings/careers-page';
import type { FileService, StoredFileInfo } from '../../platform/files/file.service';
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
    /** Logo and banner uploads: the file storage and the careers site's address of a tenant. */
    private readonly images?: {
      files: Pick<FileService, 'findMany' | 'claim'>;
      memberOf(tenantId: string): Promise<string | undefined>;
    },
  ) {
    this.settings = new TenantSettingRepository(db);
  }

  /** The public address of an uploaded logo or banner (the careers site loads it from there). */
  async imageUrl(ctx: TenantContext, file: StoredFileInfo): Promise<string> {
    const member = await this.images?.memberOf(ctx.tenantId);
    if (!member) throw errors.notFound(CAREERS_IMAGE_MESSAGES.imageMissing('图片'));
    return careersImagePath(member, file.id);
  }

  /**
   * An uploaded image named by the draft must be this tenant's careers image, still there; it is
   * then kept for good (an upload nobody saves expires after a day).
   */
  private async keepImages(ctx: TenantContext, page: CareersPage): Promise<void> {
    const named: Array<[string, string]> = [
      ['标志图片', page.logoUrl],
      ['横幅图片', page.bannerUrl],
    ];
    for (const [label, url] of named) {
      const id = CAREERS_IMAGE_PATH.exec(url)?.[1];
      if (!id) continue;
      const member = await this.images?.memberOf(ctx.tenantId);
      const found = this.images ? await this.images.files.findMany(ctx.tenantId, [id]) : [];
      if (
        !member ||
        url !== careersImagePath(member, id) ||
        found.length !== 1 ||
        found[0]!.purpose !== FILE_PURPOSE.careersImage
      )
        throw errors.validation(CAREERS_IMAGE_MESSAGES.imageMissing(label));
      await this.images!.files.claim(null, ctx.tenantId, [id], FILE_PURPOSE.careersImage);
    }
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
    await this.keepImages(ctx, page);
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
