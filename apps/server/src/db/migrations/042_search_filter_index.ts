import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// The talent search's keyword and its usual filters in one GIN index (issue 21, PostgreSQL only).
// A keyword search read, for every full-text match, its application row from the heap and only
// then tested the filters there: keyword 张 with 学历 本科/硕士 and 性别 男 over 100,000
// applications visited 5,611 heap pages for 8,691 matches to keep 4,589. GIN can hold the filter
// columns beside search_tsv (the btree_gin extension gives text and integer their GIN operator
// classes), and then it intersects the keyword's and the filters' entries before the heap: 3,431
// pages for the 4,589 rows kept. The columns are those of application_talent_filter_idx
// (migration 008). search_tsv comes first and the index answers a keyword alone as
// application_search_idx did, so it replaces that index (one GIN index to keep up on writes).
// Not the tenant: every application of a tenant of 100,000 shares its entry, and intersecting
// with it cost more than it saved here (a tenant's rows are most of a deployment's).
//
// btree_gin ships with PostgreSQL (contrib) and is a trusted extension (13+): the database's
// owner may create it. It goes into the public schema, not the application's schema (tests give
// each file a schema and drop it afterwards, which would drop the extension under the others).
// Where it cannot be created (no contrib, no right to create it or to create in public) the
// migration keeps application_search_idx and the search stays as it was: correct, only slower.
// SQLite is untouched: its FTS5 table answers the keyword, the filter index the filters.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

const COLUMNS = 'search_tsv, degree, gender, school_level, source, graduation_year';

async function btreeGin(db: Db): Promise<boolean> {
  const { rows } = await sql<{ installed: boolean; creatable: boolean }>`
    select exists (select 1 from pg_extension where extname = 'btree_gin') as installed,
      exists (
        select 1 from pg_available_extension_versions as v
        where v.name = 'btree_gin'
          and ((select rolsuper from pg_roles where rolname = current_user)
            or (v.trusted and has_database_privilege(current_database(), 'CREATE')))
      ) and case when exists (select 1 from pg_namespace where nspname = 'public')
        then has_schema_privilege('public', 'CREATE') else false end as creatable`.execute(db);
  const row = rows[0];
  if (row?.installed) return true;
  if (!row?.creatable) return false;
  await sql`create extension if not exists btree_gin schema public`.execute(db);
  return true;
}

export async function up(db: Db): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  if (!(await btreeGin(db))) return;
  await sql`create index application_search_filter_idx on application using gin (${sql.raw(COLUMNS)})`.execute(
    db,
  );
  await sql`drop index application_search_idx`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`create index if not exists application_search_idx on application using gin (search_tsv)`.execute(
    db,
  );
  await sql`drop index if exists application_search_filter_idx`.execute(db);
}
