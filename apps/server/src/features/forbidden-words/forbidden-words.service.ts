import {
  FORBIDDEN_WORD_MAX_LENGTH,
  forbiddenWordMessage,
  type ForbiddenWordHit,
  type ForbiddenWordImportAnswer,
  type ForbiddenWordItem,
  type ForbiddenWordListQuery,
  type ForbiddenWordPage,
} from '@ehire/domain/contracts/forbidden-words';
import { newId } from '../../db/ids';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import { foldWord, ForbiddenWordMatcher, mergeMatches } from './forbidden-word-matcher';
import type { ForbiddenWordsRepository, NewWord, WordRow } from './forbidden-words.repository';

/** A piece of job text to check, named by its field path (CJobName, JobLabel.0 ...). */
export interface TextField {
  field: string;
  text: string;
}

/** Matchers kept: the provider's plus this many tenants' (least recently built dropped first). */
const MAX_CACHED_TENANTS = 1000;

interface CachedMatcher {
  version: number;
  matcher: ForbiddenWordMatcher;
}

function toItem(row: WordRow): ForbiddenWordItem {
  return { id: row.id, word: row.word, createdAt: row.created_at };
}

/** Who owns a list: a tenant (console) or the provider (/ops). */
export type WordListOwner = { kind: 'tenant'; ctx: TenantContext } | { kind: 'provider'; staffId: string };

export class ForbiddenWordService {
  private readonly tenantMatchers = new Map<string, CachedMatcher>();
  private providerMatcher: CachedMatcher | null = null;

  constructor(
    private readonly words: ForbiddenWordsRepository,
    private readonly clock: Clock,
  ) {}

  // ------------------------------------------------------------------ list management

  async page(owner: WordListOwner, query: ForbiddenWordListQuery): Promise<ForbiddenWordPage> {
    const found =
      owner.kind === 'tenant'
        ? await this.words.page(owner.ctx, query)
        : await this.words.providerPage(query);
    return {
      total: found.total,
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
      rows: found.rows.map(toItem),
    };
  }

  async add(owner: WordListOwner, word: string): Promise<ForbiddenWordItem> {
    const key = foldWord(word);
    const existing =
      owner.kind === 'tenant'
        ? await this.words.findByKey(owner.ctx, key)
        : await this.words.providerFindByKey(key);
    if (existing) throw errors.business(`违禁词“${word}”已存在`, 409);
    const row = this.newRow(owner, word);
    const added =
      owner.kind === 'tenant'
        ? await this.words.insert(owner.ctx, [row])
        : await this.words.providerInsert([row]);
    // Lost a race with an identical insert: same answer as the check above.
    if (added === 0) throw errors.business(`违禁词“${word}”已存在`, 409);
    return { id: row.id, word: row.word, createdAt: row.created_at };
  }

  async update(owner: WordListOwner, id: string, word: string): Promise<ForbiddenWordItem> {
    const current =
      owner.kind === 'tenant'
        ? await this.words.findById(owner.ctx, id)
        : await this.words.providerFindById(id);
    if (!current) throw errors.notFound('违禁词不存在');
    const key = foldWord(word);
    const clash =
      owner.kind === 'tenant'
        ? await this.words.findByKey(owner.ctx, key)
        : await this.words.providerFindByKey(key);
    if (clash && clash.id !== id) throw errors.business(`违禁词“${word}”已存在`, 409);
    if (owner.kind === 'tenant') await this.words.update(owner.ctx, id, word, key);
    else await this.words.providerUpdate(id, word, key);
    return { id, word, createdAt: current.created_at };
  }

  async remove(owner: WordListOwner, ids: readonly string[]): Promise<number> {
    const deleted =
      owner.kind === 'tenant'
        ? await this.words.delete(owner.ctx, ids)
        : await this.words.providerDelete(ids);
    if (deleted === 0) throw errors.notFound('违禁词不存在');
    return deleted;
  }

  /** Import: blank lines are skipped, too-long lines reported, duplicates counted. */
  async import(owner: WordListOwner, lines: readonly string[]): Promise<ForbiddenWordImportAnswer> {
    const invalid: ForbiddenWordImportAnswer['invalid'] = [];
    const rows: NewWord[] = [];
    const keys = new Set<string>();
    let repeated = 0;
    lines.forEach((line, index) => {
      const word = line.trim();
      if (word === '') return;
      if (word.length > FORBIDDEN_WORD_MAX_LENGTH) {
        invalid.push({ line: index + 1, word, msg: `违禁词最多${FORBIDDEN_WORD_MAX_LENGTH}个字符` });
        return;
      }
      const key = foldWord(word);
      if (keys.has(key)) {
        repeated += 1;
        return;
      }
      keys.add(key);
      rows.push(this.newRow(owner, word));
    });
    const added =
      owner.kind === 'tenant'
        ? await this.words.insert(owner.ctx, rows)
        : await this.words.providerInsert(rows);
    return { added, duplicates: repeated + (rows.length - added), invalid };
  }

  private newRow(owner: WordListOwner, word: string): NewWord {
    const now = this.clock.now();
    return {
      id: newId(now),
      word,
      word_key: foldWord(word),
      created_by: owner.kind === 'tenant' ? owner.ctx.operatorId : owner.staffId,
      created_at: now,
    };
  }

  // ------------------------------------------------------------------ checking job text

  /** Every forbidden word (tenant or provider list) in the fields, non-overlapping per field. */
  async check(tenantId: string, fields: readonly TextField[]): Promise<ForbiddenWordHit[]> {
    const [tenant, provider] = await Promise.all([this.tenantMatcher(tenantId), this.providerWordMatcher()]);
    const hits: ForbiddenWordHit[] = [];
    for (const { field, text } of fields) {
      for (const match of mergeMatches(tenant.find(text), provider.find(text))) {
        hits.push({ field, word: match.word, start: match.start, end: match.end });
      }
    }
    return hits;
  }

  /** Refuses (-2000, 职位内容包含违禁词：A、B, data.hits) when any field contains a word. */
  async assertClean(tenantId: string, fields: readonly TextField[]): Promise<void> {
    const hits = await this.check(tenantId, fields);
    if (hits.length > 0) throw errors.business(forbiddenWordMessage(hits), 400, { hits });
  }

  private async tenantMatcher(tenantId: string): Promise<ForbiddenWordMatcher> {
    const version = await this.words.version(tenantId);
    const cached = this.tenantMatchers.get(tenantId);
    if (cached && cached.version === version) return cached.matcher;
    const matcher = new ForbiddenWordMatcher(await this.words.words(tenantId));
    this.tenantMatchers.delete(tenantId);
    this.tenantMatchers.set(tenantId, { version, matcher });
    if (this.tenantMatchers.size > MAX_CACHED_TENANTS) {
      const oldest = this.tenantMatchers.keys().next().value;
      if (oldest !== undefined) this.tenantMatchers.delete(oldest);
    }
    return matcher;
  }

  private async providerWordMatcher(): Promise<ForbiddenWordMatcher> {
    const version = await this.words.providerVersion();
    if (this.providerMatcher && this.providerMatcher.version === version) return this.providerMatcher.matcher;
    const matcher = new ForbiddenWordMatcher(await this.words.providerWords());
    this.providerMatcher = { version, matcher };
    return matcher;
  }

  /** Test hook: how many matchers were built (cache behaviour is part of the contract). */
  get cachedTenantCount(): number {
    return this.tenantMatchers.size;
  }
}
