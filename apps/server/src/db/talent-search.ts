import { sql, type Kysely } from 'kysely';
import type { CandidateTable, ResumeTable } from './schema';

// The talent list's search columns (migration 008): each application row carries a copy of the
// candidate and resume columns the list filters, sorts and searches on, so a filter over
// 1,000,000 applications reads one table and its indexes instead of joining three. The copy is
// written when the application is inserted and refreshed by refreshTalentSearch whenever its
// candidate or resume changes (a candidate merge on apply fills in the stored email).
//
// search_text is what the keyword searches: the words of name, mobile, school, email and major,
// space separated, with every Chinese (CJK) character a word of its own. Both full-text engines
// index it as is — SQLite FTS5 (unicode61) and PostgreSQL to_tsvector('simple') split on the
// spaces only, as the words hold nothing but letters and digits — and a keyword is split the same
// way and searched as a phrase, so "张伟" finds the consecutive words 张 伟, i.e. the name (or
// school or major) containing 张伟, through the index even for a two-character keyword. The
// field order keeps Chinese fields apart from each other (name, mobile, school, email, major), so
// a Chinese phrase cannot run from one field into the next.
//
// Last comes the mobile's digits reversed behind MOBILE_TAIL_MARKER, so a prefix search of that
// word is a search by the mobile's last digits (尾号). The marker is a private-use character: a
// word to SQLite's unicode61, but never part of a keyword's words (searchWords keeps letters and
// digits only), so no keyword reaches the reversed digits by accident; PostgreSQL's parser drops
// it, so migration 008 splits search_text at it and weights the two parts (A: the words, D: the
// reversed digits). Changing what this writes needs a migration that rewrites search_text.

export const MOBILE_TAIL_MARKER = '\uE000';

const CJK_CLASS = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`;
const CJK = new RegExp(`[${CJK_CLASS}]`, 'u');
/** One CJK character, or a run of other letters and decimal digits. */
const WORD = new RegExp(`[${CJK_CLASS}]|(?:(?![${CJK_CLASS}])[\\p{L}\\p{Nd}])+`, 'gu');

/** The words of a text as the search indexes them: lower case, each CJK character a word. */
export function searchWords(text: string): string[] {
  return [...text.toLowerCase().matchAll(WORD)].map((m) => m[0]);
}

export function isCjkWord(word: string): boolean {
  return CJK.test(word);
}

interface SearchSource {
  name: string;
  mobile: string;
  email: string;
  school: string;
  major: string;
}

function talentSearchText(s: SearchSource): string {
  const digits = s.mobile.replace(/\D/g, '');
  return [
    ...searchWords(s.name),
    ...searchWords(s.mobile),
    ...searchWords(s.school),
    ...searchWords(s.email),
    ...searchWords(s.major),
    ...(digits ? [MOBILE_TAIL_MARKER + [...digits].reverse().join('')] : []),
  ].join(' ');
}

type CandidatePart = Pick<CandidateTable, 'name' | 'gender' | 'mobile' | 'email'>;
type ResumePart = Pick<
  ResumeTable,
  'school' | 'school_level' | 'degree' | 'major' | 'graduation_year' | 'region' | 'source'
>;

/** The search columns of an application of this candidate with this resume. */
export function talentSearchColumns(c: CandidatePart, r: ResumePart) {
  return {
    name: c.name,
    gender: c.gender,
    mobile: c.mobile,
    email: c.email,
    school: r.school,
    school_level: r.school_level,
    degree: r.degree,
    major: r.major,
    graduation_year: r.graduation_year,
    region: r.region,
    source: r.source,
    search_text: talentSearchText({ ...c, ...r }),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- used by migrations (untyped) too
type AnyDb = Kysely<any>;

/**
 * Rewrites the search columns of applications from their candidate and resume: those of the
 * given candidates, or (no ids) every application of the tenant. Call it after inserting an
 * application or changing a candidate or resume.
 */
export async function refreshTalentSearch(
  db: AnyDb,
  tenantId: string,
  candidateIds?: readonly string[],
): Promise<void> {
  let after = '';
  for (;;) {
    let q = db
      .selectFrom('application as a')
      .innerJoin('candidate as c', (j) =>
        j.onRef('c.tenant_id', '=', 'a.tenant_id').onRef('c.id', '=', 'a.candidate_id'),
      )
      .innerJoin('resume as r', (j) =>
        j.onRef('r.tenant_id', '=', 'a.tenant_id').onRef('r.id', '=', 'a.resume_id'),
      )
      .select([
        'a.id',
        'c.name',
        'c.gender',
        'c.mobile',
        'c.email',
        'r.school',
        'r.school_level',
        'r.degree',
        'r.major',
        'r.graduation_year',
        'r.region',
        'r.source',
      ])
      .where('a.tenant_id', '=', tenantId)
      .where('a.id', '>', after)
      .orderBy('a.id')
      .limit(1000);
    if (candidateIds) {
      if (candidateIds.length === 0) return;
      q = q.where('a.candidate_id', 'in', [...candidateIds]);
    }
    const rows = (await q.execute()) as Array<{ id: string } & CandidatePart & ResumePart>;
    for (const row of rows) {
      await db
        .updateTable('application')
        .set(talentSearchColumns(row, row))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', row.id)
        .execute();
    }
    if (rows.length < 1000) return;
    after = rows[rows.length - 1]?.id ?? '';
  }
}

/** Every tenant's applications (the backfill of migration 008). */
export async function refreshAllTalentSearch(db: AnyDb): Promise<void> {
  const tenants = await sql<{ tenant_id: string }>`select distinct tenant_id from application`.execute(db);
  for (const t of tenants.rows) await refreshTalentSearch(db, t.tenant_id);
}
