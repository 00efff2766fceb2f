import type { Kysely } from 'kysely';
import { DIC_CATEGORY, DICT_DATA_VERSION } from '@ehire/domain/codes/resume-design';
import type {
  DictListAnswer,
  DictListEntry,
  MemberDictAnswer,
  MemberDictInput,
  SystemDictAnswer,
} from '@ehire/domain/contracts/resume-design';
import { memberDictionaryIssues, normalizeMemberDictionary } from '@ehire/domain/dictionaries/member';
import { getSystemDictionary, pageEntries, systemDictEntries } from '@ehire/domain/dictionaries/system';
import type { z } from 'zod';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import { MemberDictionaryRepository } from './dictionaries.repository';
import type { TenantContext } from '../../platform/request-context';

// Dictionaries of the resume designer (D2 §3, §7): the shipped system dictionaries (read from
// @ehire/domain/dictionaries) and the tenant's member custom dictionaries (tables of 005).

const DICT_MESSAGE = {
  systemNotFound: '系统字典不存在',
  memberNotFound: '会员自定义字典不存在',
  nameTaken: '字典名称已存在',
} as const;

type MemberInput = z.output<typeof MemberDictInput>;

export class DictionariesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async list(
    ctx: TenantContext,
    query: { dicCategory: number; keyword: string; pageIndex: number; pageSize: number },
  ): Promise<DictListAnswer> {
    let entries: DictListEntry[];
    if (query.dicCategory === DIC_CATEGORY.system) {
      entries = systemDictEntries(query.keyword);
    } else {
      const rows = await new MemberDictionaryRepository(this.db).list(ctx, query.keyword);
      entries = rows.map((r) => ({
        dicKey: r.id,
        dicName: r.name,
        dicCategory: DIC_CATEGORY.member,
        dicType: r.level,
        checkStatus: 1,
        version: DICT_DATA_VERSION,
      }));
    }
    const page = pageEntries(entries, query.pageIndex, query.pageSize);
    return { total: page.total, pageIndex: page.pageIndex, pageSize: page.pageSize, dictDtoList: page.rows };
  }

  system(dicKey: string): SystemDictAnswer {
    const d = getSystemDictionary(dicKey);
    if (!d) throw errors.notFound(DICT_MESSAGE.systemNotFound);
    return {
      dicKey: d.dicKey,
      dicName: d.dicName,
      dictLevel: d.dictLevel,
      version: d.version,
      dictItems: d.items,
    };
  }

  async member(ctx: TenantContext, id: string): Promise<MemberDictAnswer> {
    const row = await new MemberDictionaryRepository(this.db).find(ctx, id);
    if (!row) throw errors.notFound(DICT_MESSAGE.memberNotFound);
    return {
      customerDictId: row.id,
      dictName: row.name,
      dictLevel: row.level,
      dictItems: row.items,
      updatedAt: row.updatedAt,
    };
  }

  /** Creates or replaces a member dictionary; the items follow the choice-list rules (DESVAL-066..075). */
  async save(ctx: TenantContext, input: MemberInput): Promise<MemberDictAnswer> {
    const { items } = normalizeMemberDictionary(input.dictItems);
    const issues = memberDictionaryIssues(input.dictLevel, items);
    if (issues.length > 0) {
      const where = issues[0]?.path.length ? `第${issues[0].path.map((i) => i + 1).join('-')}项：` : '';
      throw errors.validation(`${where}${issues[0]?.message ?? ''}`);
    }
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const repo = new MemberDictionaryRepository(trx);
      const clash = await repo.idByName(ctx, input.dictName);
      if (clash !== undefined && clash !== input.customerDictId)
        throw errors.business(DICT_MESSAGE.nameTaken);
      const id = input.customerDictId || newId(now);
      const write = { id, name: input.dictName, level: input.dictLevel, items };
      if (input.customerDictId) {
        if (!(await repo.update(ctx, write, now))) throw errors.notFound(DICT_MESSAGE.memberNotFound);
      } else {
        await repo.insert(ctx, write, now);
      }
      return {
        customerDictId: id,
        dictName: input.dictName,
        dictLevel: input.dictLevel,
        dictItems: items,
        updatedAt: now,
      };
    });
  }

  async remove(ctx: TenantContext, id: string): Promise<void> {
    if (!(await new MemberDictionaryRepository(this.db).remove(ctx, id))) {
      throw errors.notFound(DICT_MESSAGE.memberNotFound);
    }
  }
}
