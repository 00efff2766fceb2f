import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { refreshAllTalentSearch } from '../talent-search';

// The talent list at 1,000,000 applications per tenant (issue 6 §4, bench/talent). The list's
// filters used to join application → candidate → resume and evaluate every row; now:
// - application carries a copy of the candidate and resume columns the list filters, sorts and
//   searches on (see db/talent-search.ts, which writes and refreshes them), so a filter reads one
//   table and its indexes;
// - application_talent_filter_idx covers the usual campus filters (degree, school tier, source,
//   gender, graduation year) and everything the page and the per-step counts read (step,
//   inbox status, applied_at, id): a filter and its counts are answered from the index alone;
// - the date index gains id, so the default order (applied_at desc, id desc) reads the first
//   page straight from the index instead of sorting the tenant;
// - the keyword goes through a full-text index of search_text: SQLite FTS5 over the application
//   rows (external content keyed by the application's rowid, kept by triggers), PostgreSQL a GIN
//   index over a stored tsvector. Neither needs an extension.
// The SQLite FTS index is keyed by application.rowid, which VACUUM may renumber (the table has no
// INTEGER PRIMARY KEY): after a VACUUM run `insert into application_fts(application_fts) values ('rebuild')`.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

const TEXT_COLUMNS = [
  'name',
  'mobile',
  'email',
  'school',
  'school_level',
  'degree',
  'major',
  'region',
  'source',
];
const INT_COLUMNS = ['gender', 'graduation_year'];

export async function up(db: Db): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const column of [...TEXT_COLUMNS, 'search_text'])
    await db.schema
      .alterTable('application')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  for (const column of INT_COLUMNS)
    await db.schema
      .alterTable('application')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  await refreshAllTalentSearch(db);

  await db.schema.dropIndex('application_tenant_applied_idx').ifExists().execute();
  await db.schema
    .createIndex('application_tenant_applied_id_idx')
    .on('application')
    .columns(['tenant_id', 'applied_at', 'id'])
    .execute();
  await db.schema
    .createIndex('application_talent_filter_idx')
    .on('application')
    .columns([
      'tenant_id',
      'degree',
      'school_level',
      'source',
      'gender',
      // Last of the filtered columns: a number condition, even 等于, compiles to a range, and a
      // range ends the columns an index search can seek on.
      'graduation_year',
      'step_id',
      'inbox_status',
      'applied_at',
      'id',
    ])
    .execute();

  if (postgres) {
    // The words weigh A, the reversed mobile behind the marker (chr(57344), U+E000) D; the
    // keyword's words ask for A, its mobile tail for D (talent-query.ts keywordSql).
    await sql`alter table application add column search_tsv tsvector generated always as (
      setweight(to_tsvector('simple'::regconfig, split_part(search_text, chr(57344), 1)), 'A')
      || to_tsvector('simple'::regconfig, split_part(search_text, chr(57344), 2))) stored`.execute(db);
    await sql`create index application_search_idx on application using gin (search_tsv)`.execute(db);
    return;
  }
  // unicode61 splits on what is not a letter or digit; search_text is already split into words.
  await sql`create virtual table application_fts using fts5(search_text, content='application',
    tokenize='unicode61 remove_diacritics 0')`.execute(db);
  await sql`insert into application_fts(application_fts) values ('rebuild')`.execute(db);
  const remove = sql`insert into application_fts(application_fts, rowid, search_text) values ('delete', old.rowid, old.search_text)`;
  const add = sql`insert into application_fts(rowid, search_text) values (new.rowid, new.search_text)`;
  await sql`create trigger application_fts_ins after insert on application begin ${add}; end`.execute(db);
  await sql`create trigger application_fts_del after delete on application begin ${remove}; end`.execute(db);
  await sql`create trigger application_fts_upd after update of search_text on application
    begin ${remove}; ${add}; end`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await db.schema.dropIndex('application_search_idx').ifExists().execute();
    await db.schema.alterTable('application').dropColumn('search_tsv').execute();
  } else {
    for (const trigger of ['application_fts_ins', 'application_fts_del', 'application_fts_upd'])
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    await sql`drop table if exists application_fts`.execute(db);
  }
  await db.schema.dropIndex('application_talent_filter_idx').ifExists().execute();
  await db.schema.dropIndex('application_tenant_applied_id_idx').ifExists().execute();
  await db.schema
    .createIndex('application_tenant_applied_idx')
    .on('application')
    .columns(['tenant_id', 'applied_at'])
    .execute();
  for (const column of [...TEXT_COLUMNS, 'search_text', ...INT_COLUMNS])
    await db.schema.alterTable('application').dropColumn(column).execute();
}
