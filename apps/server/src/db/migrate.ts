import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { dialectOf } from './dialect';
import { migrations } from './migrations';

// Static provider: the ordered record in migrations/index.ts is the whole migration list, so
// bundling or running from TypeScript sources never depends on scanning a folder.
class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly list: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.list;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before typing applies
type AnyDb = Kysely<any>;

/**
 * On PostgreSQL the bookkeeping tables must live in the schema we migrate: Kysely otherwise
 * finds another schema's kysely_migration table (e.g. a parallel test schema) and skips creating
 * its own.
 */
async function migrationTableSchema(db: AnyDb): Promise<string | undefined> {
  if (dialectOf(db) !== 'postgres') return undefined;
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return result.rows[0]?.schema;
}

export async function migrateToLatest(db: AnyDb): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(migrations),
    migrationTableSchema: await migrationTableSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`数据库迁移失败${failed ? `（${failed.migrationName}）` : ''}：${reason}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
