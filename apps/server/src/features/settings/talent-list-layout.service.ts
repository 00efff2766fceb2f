import type { Kysely } from 'kysely';
import { TalentListLayoutInput, TalentPreviewInput } from '@ehire/domain/contracts/settings';
import {
  completeLayout,
  TALENT_COLUMN_KEYS,
  TALENT_FILTER_KEYS,
  TALENT_PREVIEW_KEYS,
  type TalentListLayout,
  type TalentPreviewLayout,
} from '@ehire/domain/settings/talent-list-layout';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { TenantContext } from '../../platform/request-context';
import { TenantSettingRepository } from './tenant-setting.repository';

const KEY = 'talentListLayout';
const PREVIEW_KEY = 'talentPreview';

/**
 * 筛选设置 and 人才预览 (issue 17): the tenant's talent-list layout and résumé-card fields, completed
 * with the product's keys.
 */
export class TalentListLayoutService {
  private readonly settings: TenantSettingRepository;

  constructor(
    db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.settings = new TenantSettingRepository(db);
  }

  async get(ctx: TenantContext): Promise<TalentListLayout> {
    const parsed = TalentListLayoutInput.safeParse(await this.settings.find(ctx.tenantId, KEY));
    const stored = parsed.success ? parsed.data : { filters: [], columns: [] };
    return {
      filters: completeLayout(stored.filters, TALENT_FILTER_KEYS),
      columns: completeLayout(stored.columns, TALENT_COLUMN_KEYS),
    };
  }

  async save(ctx: TenantContext, layout: TalentListLayoutInput): Promise<TalentListLayout> {
    await this.settings.save(ctx.tenantId, KEY, layout, ctx.operatorId, this.clock.now());
    return this.get(ctx);
  }

  async preview(ctx: TenantContext): Promise<TalentPreviewLayout> {
    const parsed = TalentPreviewInput.safeParse(await this.settings.find(ctx.tenantId, PREVIEW_KEY));
    return { fields: completeLayout(parsed.success ? parsed.data.fields : [], TALENT_PREVIEW_KEYS) };
  }

  async savePreview(ctx: TenantContext, preview: TalentPreviewInput): Promise<TalentPreviewLayout> {
    await this.settings.save(ctx.tenantId, PREVIEW_KEY, preview, ctx.operatorId, this.clock.now());
    return this.preview(ctx);
  }
}
