import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

// Migration 042 (issue 21): on PostgreSQL the keyword's full-text column and the usual talent
// filters share one GIN index, so a keyword search with filters narrows before the heap.
describe.runIf(process.env.TEST_DATABASE_URL)('talent search index on PostgreSQL (issue 21)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('issue 21: application_search_filter_idx holds search_tsv and the filter columns, and replaces application_search_idx', async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename = 'application' and indexname like 'application_search%'`.execute(
      t.db,
    );
    expect(rows.map((row) => row.indexname)).toEqual(['application_search_filter_idx']);
    expect(rows[0]?.indexdef).toContain(
      'USING gin (search_tsv, degree, gender, school_level, source, graduation_year)',
    );
  });
});
