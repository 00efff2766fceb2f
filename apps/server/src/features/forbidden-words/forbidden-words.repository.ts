import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';
import { containsText } from '../../platform/sql-helpers';

// Forbidden-word lists: the tenant's own (tenant_id from the context) and the provider's
// (global). Every change bumps the list's version in the same transaction, so a cached matcher
// built for an older version is never used again, in this process or another.

export interface WordRow {
  id: string;
  word: string;
  created_at: number;
}

export interface NewWord {
  id: string;
  word: string;
  word_key: string;
  created_by: string;
  created_at: number;
}

export interface WordPageQuery {
  keyword: string;
  pageIndex: number;
  pageSize: number;
}

const PROVIDER_VERSION_ID = 'global';
/** Rows per INSERT: well under SQLite's bound-parameter limit. */
const INSERT_CHUNK = 500;

export class ForbiddenWordsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  // ------------------------------------------------------------------ tenant list

  async page(ctx: TenantContext, query: WordPageQuery): Promise<{ total: number; rows: WordRow[] }> {
    let base = this.db.selectFrom('forbidden_word').where('tenant_id', '=', ctx.tenantId);
    if (query.keyword) base = base.where(containsText('word', query.keyword));
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['id', 'word', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize)
      .execute();
    return { total: Number(total.n), rows };
  }

  async words(tenantId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('forbidden_word')
      .select('word')
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.word);
  }

  async version(tenantId: string): Promise<number> {
    const row = await this.db
      .selectFrom('forbidden_word_version')
      .select('version')
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    return row?.version ?? 0;
  }

  async findByKey(ctx: TenantContext, wordKey: string): Promise<{ id: string } | undefined> {
    return this.db
      .selectFrom('forbidden_word')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('word_key', '=', wordKey)
      .executeTakeFirst();
  }

  async findById(ctx: TenantContext, id: string): Promise<WordRow | undefined> {
    return this.db
      .selectFrom('forbidden_word')
      .select(['id', 'word', 'created_at'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Inserts the words not listed yet; answers how many were added. */
  async insert(ctx: TenantContext, words: readonly NewWord[]): Promise<number> {
    if (words.length === 0) return 0;
    return this.db.transaction().execute(async (trx) => {
      let added = 0;
      for (let i = 0; i < words.length; i += INSERT_CHUNK) {
        const chunk = words.slice(i, i + INSERT_CHUNK).map((w) => ({ ...w, tenant_id: ctx.tenantId }));
        const result = await trx
          .insertInto('forbidden_word')
          .values(chunk)
          .onConflict((oc) => oc.columns(['tenant_id', 'word_key']).doNothing())
          .executeTakeFirst();
        added += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      if (added > 0) await bumpTenantVersion(trx, ctx.tenantId);
      return added;
    });
  }

  async update(ctx: TenantContext, id: string, word: string, wordKey: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('forbidden_word')
        .set({ word, word_key: wordKey })
        .where('tenant_id', '=', ctx.tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      const changed = Number(result.numUpdatedRows) > 0;
      if (changed) await bumpTenantVersion(trx, ctx.tenantId);
      return changed;
    });
  }

  async delete(ctx: TenantContext, ids: readonly string[]): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom('forbidden_word')
        .where('tenant_id', '=', ctx.tenantId)
        .where('id', 'in', ids)
        .executeTakeFirst();
      const deleted = Number(result.numDeletedRows);
      if (deleted > 0) await bumpTenantVersion(trx, ctx.tenantId);
      return deleted;
    });
  }

  // ------------------------------------------------------------------ provider list

  async providerPage(query: WordPageQuery): Promise<{ total: number; rows: WordRow[] }> {
    let base = this.db.selectFrom('provider_forbidden_word');
    if (query.keyword) base = base.where(containsText('word', query.keyword));
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['id', 'word', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize)
      .execute();
    return { total: Number(total.n), rows };
  }

  async providerWords(): Promise<string[]> {
    const rows = await this.db.selectFrom('provider_forbidden_word').select('word').orderBy('id').execute();
    return rows.map((row) => row.word);
  }

  async providerVersion(): Promise<number> {
    const row = await this.db
      .selectFrom('provider_forbidden_word_version')
      .select('version')
      .where('id', '=', PROVIDER_VERSION_ID)
      .executeTakeFirst();
    return row?.version ?? 0;
  }

  async providerFindByKey(wordKey: string): Promise<{ id: string } | undefined> {
    return this.db
      .selectFrom('provider_forbidden_word')
      .select('id')
      .where('word_key', '=', wordKey)
      .executeTakeFirst();
  }

  async providerFindById(id: string): Promise<WordRow | undefined> {
    return this.db
      .selectFrom('provider_forbidden_word')
      .select(['id', 'word', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async providerInsert(words: readonly NewWord[]): Promise<number> {
    if (words.length === 0) return 0;
    return this.db.transaction().execute(async (trx) => {
      let added = 0;
      for (let i = 0; i < words.length; i += INSERT_CHUNK) {
        const result = await trx
          .insertInto('provider_forbidden_word')
          .values(words.slice(i, i + INSERT_CHUNK))
          .onConflict((oc) => oc.column('word_key').doNothing())
          .executeTakeFirst();
        added += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      if (added > 0) await bumpProviderVersion(trx);
      return added;
    });
  }

  async providerUpdate(id: string, word: string, wordKey: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('provider_forbidden_word')
        .set({ word, word_key: wordKey })
        .where('id', '=', id)
        .executeTakeFirst();
      const changed = Number(result.numUpdatedRows) > 0;
      if (changed) await bumpProviderVersion(trx);
      return changed;
    });
  }

  async providerDelete(ids: readonly string[]): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom('provider_forbidden_word')
        .where('id', 'in', ids)
        .executeTakeFirst();
      const deleted = Number(result.numDeletedRows);
      if (deleted > 0) await bumpProviderVersion(trx);
      return deleted;
    });
  }
}

async function bumpTenantVersion(db: Kysely<Database>, tenantId: string): Promise<void> {
  await db
    .insertInto('forbidden_word_version')
    .values({ tenant_id: tenantId, version: 1 })
    .onConflict((oc) =>
      oc.column('tenant_id').doUpdateSet((eb) => ({ version: eb('forbidden_word_version.version', '+', 1) })),
    )
    .execute();
}

async function bumpProviderVersion(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('provider_forbidden_word_version')
    .values({ id: PROVIDER_VERSION_ID, version: 1 })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) => ({ version: eb('provider_forbidden_word_version.version', '+', 1) })),
    )
    .execute();
}
