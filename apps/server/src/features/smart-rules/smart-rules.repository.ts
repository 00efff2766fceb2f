import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { SmartConditionWire } from '@ehire/domain/conditions/smart-rule';
import type { SmartRuleKind } from '@ehire/domain/contracts/smart-rules';
import type { DesignModule, DictItem } from '@ehire/domain/resume-design/model';
import type { StoredRuleSet, StoredSubRule } from '@ehire/domain/smart-rules/evaluate';
import type { ApplicationScoreTable, Database, SmartRuleSetTable } from '../../db/schema';
import * as applications from '../applications/application.repository';
import { containsText } from '../../platform/sql-helpers';

// Storage of rule sets, their sub-rules and used fields. Every query is scoped by tenant_id.

type Db = Kysely<Database> | Transaction<Database>;

export interface RuleSetRow extends Selectable<SmartRuleSetTable> {
  created_by_name: string | null;
  updated_by_name: string | null;
}

export interface SubRuleRow {
  id: string;
  rule_set_id: string;
  sort: number;
  conditions_json: string;
  conditions_operation: string;
  score: number | null;
  execute_type: string | null;
  target_iv_id: string | null;
}

export interface FieldRefRow {
  moduleName: string;
  columnName: string;
}

export interface NewRuleSet {
  id: string;
  kind: SmartRuleKind;
  name: string;
  enabled: boolean;
  labels: string[];
  operatorId: string;
  now: number;
}

export interface NewSubRule {
  id: string;
  conditions_json: SmartConditionWire[];
  conditions_operation: string;
  score: number | null;
  execute_type: string | null;
  target_iv_id: string | null;
}

function parseConditions(text: string): SmartConditionWire[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as SmartConditionWire[]) : [];
  } catch {
    return [];
  }
}

export function parseLabels(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function toStoredSubRule(row: SubRuleRow): StoredSubRule {
  return {
    rule_id: row.id,
    conditions_json: parseConditions(row.conditions_json),
    conditions_operation: row.conditions_operation,
    score: row.score === null ? null : Number(row.score),
    execute_type: row.execute_type,
    target_iv_id: row.target_iv_id,
  };
}

function parseJsonList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export class SmartRulesRepository {
  constructor(readonly db: Kysely<Database>) {}

  private setQuery(db: Db, tenantId: string) {
    return db
      .selectFrom('smart_rule_set as s')
      .leftJoin('operator as c', (j) =>
        j.onRef('c.tenant_id', '=', 's.tenant_id').onRef('c.id', '=', 's.created_by'),
      )
      .leftJoin('operator as u', (j) =>
        j.onRef('u.tenant_id', '=', 's.tenant_id').onRef('u.id', '=', 's.updated_by'),
      )
      .selectAll('s')
      .select(['c.display_name as created_by_name', 'u.display_name as updated_by_name'])
      .where('s.tenant_id', '=', tenantId);
  }

  async list(
    tenantId: string,
    kind: SmartRuleKind,
    q: { keyword: string; status: 'all' | 'enabled' | 'disabled'; pageIndex: number; pageSize: number },
  ): Promise<{ total: number; rows: RuleSetRow[] }> {
    let base = this.db
      .selectFrom('smart_rule_set')
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind);
    if (q.keyword) base = base.where(containsText('name', q.keyword));
    if (q.status !== 'all') base = base.where('enabled', '=', q.status === 'enabled' ? 1 : 0);
    const count = await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
    const ids = await base
      .select('id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize)
      .execute();
    const rows = ids.length
      ? await this.setQuery(this.db, tenantId)
          .where(
            's.id',
            'in',
            ids.map((r) => r.id),
          )
          .execute()
      : [];
    const order = new Map(ids.map((r, i) => [r.id, i]));
    rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return { total: Number(count?.n ?? 0), rows };
  }

  async findSet(db: Db, tenantId: string, kind: SmartRuleKind, id: string): Promise<RuleSetRow | undefined> {
    return this.setQuery(db, tenantId).where('s.kind', '=', kind).where('s.id', '=', id).executeTakeFirst();
  }

  async subRules(db: Db, tenantId: string, setIds: readonly string[]): Promise<SubRuleRow[]> {
    if (setIds.length === 0) return [];
    return db
      .selectFrom('smart_sub_rule')
      .select([
        'id',
        'rule_set_id',
        'sort',
        'conditions_json',
        'conditions_operation',
        'score',
        'execute_type',
        'target_iv_id',
      ])
      .where('tenant_id', '=', tenantId)
      .where('rule_set_id', 'in', [...setIds])
      .orderBy('rule_set_id')
      .orderBy('sort')
      .execute();
  }

  async nameTaken(
    db: Db,
    tenantId: string,
    kind: SmartRuleKind,
    name: string,
    exceptId?: string,
  ): Promise<boolean> {
    let q = db
      .selectFrom('smart_rule_set')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .where('name', '=', name);
    if (exceptId) q = q.where('id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insertSet(db: Db, tenantId: string, s: NewRuleSet): Promise<void> {
    await db
      .insertInto('smart_rule_set')
      .values({
        id: s.id,
        tenant_id: tenantId,
        kind: s.kind,
        name: s.name,
        enabled: s.enabled ? 1 : 0,
        labels_json: JSON.stringify(s.labels),
        disabled_reason: '',
        created_by: s.operatorId,
        created_at: s.now,
        updated_by: s.operatorId,
        updated_at: s.now,
      })
      .execute();
  }

  async updateSet(
    db: Db,
    tenantId: string,
    id: string,
    s: { name: string; labels: string[]; operatorId: string; now: number },
  ): Promise<void> {
    await db
      .updateTable('smart_rule_set')
      .set({
        name: s.name,
        labels_json: JSON.stringify(s.labels),
        updated_by: s.operatorId,
        updated_at: s.now,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }

  /** Replaces the sub-rules and the used fields of a rule set. */
  async replaceRules(
    db: Db,
    tenantId: string,
    setId: string,
    rules: readonly NewSubRule[],
    fields: readonly FieldRefRow[],
  ): Promise<void> {
    await db
      .deleteFrom('smart_sub_rule')
      .where('tenant_id', '=', tenantId)
      .where('rule_set_id', '=', setId)
      .execute();
    await db
      .deleteFrom('smart_rule_field')
      .where('tenant_id', '=', tenantId)
      .where('rule_set_id', '=', setId)
      .execute();
    if (rules.length) {
      await db
        .insertInto('smart_sub_rule')
        .values(
          rules.map((r, sort) => ({
            id: r.id,
            tenant_id: tenantId,
            rule_set_id: setId,
            sort,
            conditions_json: JSON.stringify(r.conditions_json),
            conditions_operation: r.conditions_operation,
            score: r.score,
            execute_type: r.execute_type,
            target_iv_id: r.target_iv_id,
          })),
        )
        .execute();
    }
    if (fields.length) {
      await db
        .insertInto('smart_rule_field')
        .values(
          fields.map((f) => ({
            tenant_id: tenantId,
            rule_set_id: setId,
            module_name: f.moduleName,
            column_name: f.columnName,
          })),
        )
        .execute();
    }
  }

  async setEnabled(
    db: Db,
    tenantId: string,
    id: string,
    enabled: boolean,
    reason: string,
    operatorId: string,
    now: number,
  ): Promise<void> {
    await db
      .updateTable('smart_rule_set')
      .set({ enabled: enabled ? 1 : 0, disabled_reason: reason, updated_by: operatorId, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }

  async deleteSet(db: Db, tenantId: string, kind: SmartRuleKind, id: string): Promise<boolean> {
    const found = await db
      .selectFrom('smart_rule_set')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) return false;
    // Children first: SQLite only cascades with foreign keys switched on.
    await db
      .deleteFrom('smart_rule_field')
      .where('tenant_id', '=', tenantId)
      .where('rule_set_id', '=', id)
      .execute();
    await db
      .deleteFrom('smart_sub_rule')
      .where('tenant_id', '=', tenantId)
      .where('rule_set_id', '=', id)
      .execute();
    await db.deleteFrom('smart_rule_set').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    return true;
  }

  /** Rule sets using any of the fields; a '' column means every column of the module. */
  async setsUsingFields(
    db: Db,
    tenantId: string,
    refs: readonly FieldRefRow[],
  ): Promise<{ id: string; kind: SmartRuleKind; name: string; enabled: number; created_at: number }[]> {
    if (refs.length === 0) return [];
    return db
      .selectFrom('smart_rule_set as s')
      .select(['s.id', 's.kind', 's.name', 's.enabled', 's.created_at'])
      .where('s.tenant_id', '=', tenantId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('smart_rule_field as f')
            .select('f.rule_set_id')
            .whereRef('f.tenant_id', '=', 's.tenant_id')
            .whereRef('f.rule_set_id', '=', 's.id')
            .where((f) =>
              f.or(
                refs.map((r) =>
                  r.columnName
                    ? f.and([f('f.module_name', '=', r.moduleName), f('f.column_name', '=', r.columnName)])
                    : f('f.module_name', '=', r.moduleName),
                ),
              ),
            ),
        ),
      )
      .orderBy('s.created_at')
      .orderBy('s.id')
      .execute();
  }

  /** Enabled rule sets of the tenant (optionally of one kind) with their sub-rules, in creation order. */
  async enabledRuleSets(
    db: Db,
    tenantId: string,
    kinds?: readonly SmartRuleKind[],
  ): Promise<StoredRuleSet[]> {
    let q = db
      .selectFrom('smart_rule_set')
      .select(['id', 'kind', 'name', 'labels_json'])
      .where('tenant_id', '=', tenantId)
      .where('enabled', '=', 1);
    if (kinds) q = q.where('kind', 'in', [...kinds]);
    const sets = await q.orderBy('created_at').orderBy('id').execute();
    const subs = await this.subRules(
      db,
      tenantId,
      sets.map((s) => s.id),
    );
    const bySet = new Map<string, StoredSubRule[]>();
    for (const row of subs) {
      const list = bySet.get(row.rule_set_id) ?? [];
      list.push(toStoredSubRule(row));
      bySet.set(row.rule_set_id, list);
    }
    return sets.map((s) => ({
      id: s.id,
      kind: s.kind,
      name: s.name,
      labels: parseLabels(s.labels_json),
      rules: bySet.get(s.id) ?? [],
    }));
  }

  /** Every flow step of the tenant with its flow (target_iv_id choices and checks). */
  async flowSteps(
    db: Db,
    tenantId: string,
  ): Promise<{ id: string; ivid: string; name: string; flow_id: string; flow_name: string; sort: number }[]> {
    return db
      .selectFrom('flow_step as st')
      .innerJoin('flow as f', (j) =>
        j.onRef('f.tenant_id', '=', 'st.tenant_id').onRef('f.id', '=', 'st.flow_id'),
      )
      .select(['st.id', 'st.ivid', 'st.name', 'st.flow_id', 'f.name as flow_name', 'st.sort'])
      .where('st.tenant_id', '=', tenantId)
      .orderBy('f.created_at')
      .orderBy('f.id')
      .orderBy('st.sort')
      .execute();
  }

  /** The tenant's jobs for the applied-job options (deleted jobs excluded). */
  async jobs(db: Db, tenantId: string): Promise<{ id: string; name: string; funcType: string }[]> {
    const rows = await db
      .selectFrom('job')
      .select(['id', 'name_cn', 'func_type'])
      .where('tenant_id', '=', tenantId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name_cn, funcType: r.func_type }));
  }

  /**
   * The modules of the tenant's online resume design (the highest published version of
   * resume_design_version, written by the resume-design feature); [] when the tenant has none.
   */
  async onlineDesignModules(db: Db, tenantId: string): Promise<DesignModule[]> {
    const row = await db
      .selectFrom('resume_design_version')
      .select('modules_json')
      .where('tenant_id', '=', tenantId)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? parseJsonList<DesignModule>(row.modules_json) : [];
  }

  /** The tenant's member custom dictionaries by id (options of design fields using them). */
  async memberDictionaries(db: Db, tenantId: string): Promise<Map<string, DictItem[]>> {
    const rows = await db
      .selectFrom('member_dictionary')
      .select(['id', 'items_json'])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map((r) => [r.id, parseJsonList<DictItem>(r.items_json)]));
  }

  /** The fields a rule set reads (module, column). */
  async fieldsOfSet(db: Db, tenantId: string, setId: string) {
    return db
      .selectFrom('smart_rule_field')
      .select(['module_name', 'column_name'])
      .where('tenant_id', '=', tenantId)
      .where('rule_set_id', '=', setId)
      .execute();
  }

  /** Disables a rule set with the reason shown on its list (fields deleted from the design). */
  async disableSet(
    db: Db,
    tenantId: string,
    setId: string,
    change: { reason: string; now: number; operatorId?: string | undefined },
  ): Promise<void> {
    await db
      .updateTable('smart_rule_set')
      .set({
        enabled: 0,
        disabled_reason: change.reason,
        updated_at: change.now,
        ...(change.operatorId ? { updated_by: change.operatorId } : {}),
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', setId)
      .execute();
  }

  // ---------------------------------------------------------------- recalculation

  /** Applications of the tenant: the recalculation's total. */
  async applicationCount(tenantId: string): Promise<number> {
    return applications.applicationCount(this.db, tenantId);
  }

  /** The next batch of application ids after `cursor`, in id (= creation) order. */
  async applicationIdsAfter(tenantId: string, cursor: string, limit: number): Promise<string[]> {
    return applications.applicationIdsAfter(this.db, tenantId, cursor, limit);
  }
}

// ------------------------------------------------------------------ scores (评分)

export async function insertApplicationScore(db: Db, row: Insertable<ApplicationScoreTable>): Promise<void> {
  await db.insertInto('application_score').values(row).execute();
}

/** One application's scores, newest first. */
export async function scoresOfApplication(db: Db, tenantId: string, applicationId: string) {
  return db
    .selectFrom('application_score')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('application_id', '=', applicationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
