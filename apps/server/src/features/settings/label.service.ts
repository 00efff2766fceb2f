import type { Kysely } from 'kysely';
import type { LabelAddInput, LabelList, LabelUpdateInput } from '@ehire/domain/contracts/settings';
import { DEFAULT_LABEL_COLOR, isLabelColor, LABEL_MESSAGE } from '@ehire/domain/settings/labels';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import { LabelUsageRepository } from '../applications/application-label.repository';
import { LabelRepository } from './label.repository';

type AddInput = z.output<typeof LabelAddInput>;
type UpdateInput = z.output<typeof LabelUpdateInput>;

/**
 * 标签管理: the catalogue of talent labels (name, colour) with the number of applications
 * carrying each. A name found on applications but not in the catalogue is listed too (id null),
 * so nothing in use is hidden; editing it adds it to the catalogue. A rename renames the label on
 * every application in the same transaction; a label in use cannot be deleted.
 */
export class LabelService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async list(ctx: TenantContext, keyword: string): Promise<LabelList> {
    const [rows, usage] = await Promise.all([
      new LabelRepository(this.db).list(ctx, keyword),
      new LabelUsageRepository(this.db).usage(ctx, keyword),
    ]);
    const list: LabelList = rows.map((row) => ({
      id: row.id,
      name: row.name,
      color: isLabelColor(row.color) ? row.color : DEFAULT_LABEL_COLOR,
      usage: usage.get(row.name) ?? 0,
    }));
    const known = new Set(rows.map((row) => row.name));
    for (const [name, count] of [...usage].sort((a, b) => a[0].localeCompare(b[0], 'zh-CN'))) {
      if (!known.has(name)) list.push({ id: null, name, color: DEFAULT_LABEL_COLOR, usage: count });
    }
    return list;
  }

  async add(ctx: TenantContext, input: AddInput): Promise<{ id: string }> {
    return this.db.transaction().execute(async (trx) => {
      const labels = new LabelRepository(trx);
      if (await labels.byName(ctx, input.name)) throw errors.business(LABEL_MESSAGE.nameTaken);
      const id = newId(this.clock.now());
      await labels.insert(ctx, { id, name: input.name, color: input.color }, this.clock.now());
      return { id };
    });
  }

  async update(ctx: TenantContext, input: UpdateInput): Promise<{ id: string }> {
    return this.db.transaction().execute(async (trx) => {
      const labels = new LabelRepository(trx);
      const usage = new LabelUsageRepository(trx);
      const now = this.clock.now();
      let current = await labels.byName(ctx, input.name);
      if (!current && (await usage.count(ctx, input.name)) === 0)
        throw errors.notFound(LABEL_MESSAGE.notFound);
      if (input.newName !== input.name) {
        if ((await labels.byName(ctx, input.newName)) || (await usage.count(ctx, input.newName)) > 0) {
          throw errors.business(LABEL_MESSAGE.nameTaken);
        }
        await usage.rename(ctx, input.name, input.newName);
      }
      if (!current) {
        current = { id: newId(now), name: input.newName, color: input.color };
        await labels.insert(ctx, current, now);
      } else {
        await labels.update(ctx, current.id, input.newName, input.color, now);
      }
      return { id: current.id };
    });
  }

  async remove(ctx: TenantContext, name: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const labels = new LabelRepository(trx);
      const inUse = await new LabelUsageRepository(trx).count(ctx, name);
      if (inUse > 0) throw errors.business(LABEL_MESSAGE.inUse(name, inUse));
      const current = await labels.byName(ctx, name);
      if (!current) throw errors.notFound(LABEL_MESSAGE.notFound);
      await labels.remove(ctx, current.id);
    });
  }
}
