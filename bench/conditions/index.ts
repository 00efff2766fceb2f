// `npm run bench -- conditions [--quick]`: the condition engine against json-logic-engine build(),
// json-rules-engine and hand-written predicates on the same 20 rules and generated resumes, then
// the SQL backend against a hand-written query on SQLite (`--explain` prints both query plans).
// The last line is the JSON summary.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LogicEngine } from 'json-logic-engine';
import { Engine } from 'json-rules-engine';
import { compileRule, type Predicate } from '../../packages/domain/src/conditions/index';
import { generateResumes, type Resume } from './data';
import { benchRules, type BenchRule } from './rules';
import { runSqlBench } from './sql';

const quick = process.argv.includes('--quick');
const RESUMES = quick ? 100_000 : 1_000_000;
const RULES_ENGINE_SAMPLE = quick ? 5_000 : 20_000;
const SQL_ROWS = quick ? 100_000 : 1_000_000;

const log = (...xs: unknown[]) => console.log(...xs);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

interface Measured {
  evalsPerSec: number;
  counts: number[];
}

/** One pass: every rule over every resume, rule by rule. Returns seconds and matches per rule. */
function pass(preds: ((r: Resume) => unknown)[], data: Resume[]): { seconds: number; counts: number[] } {
  const start = process.hrtime.bigint();
  const counts: number[] = [];
  for (const pred of preds) {
    let n = 0;
    for (let i = 0; i < data.length; i++) if (pred(data[i])) n++;
    counts.push(n);
  }
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, counts };
}

/**
 * The engines' passes interleaved (A B C, A B C, …) so that load from other processes falls on
 * all of them alike. The first pass warms the JIT and is dropped; the rate is the median of the
 * others (on a shared machine the best pass mostly measures luck).
 */
function measureInterleaved(
  engines: Record<string, ((r: Resume) => unknown)[]>,
  data: Resume[],
  passes: number,
): Record<string, Measured> {
  const rates: Record<string, number[]> = {};
  const counts: Record<string, number[]> = {};
  for (let p = 0; p < passes; p++) {
    for (const [name, preds] of Object.entries(engines)) {
      const result = pass(preds, data);
      counts[name] = result.counts;
      if (p > 0) (rates[name] ??= []).push((preds.length * data.length) / result.seconds);
    }
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const mid = s.length >> 1;
    return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
  };
  return Object.fromEntries(
    Object.keys(engines).map((name) => [name, { evalsPerSec: median(rates[name]), counts: counts[name] }]),
  );
}

async function measureRulesEngine(rules: BenchRule[], data: Resume[]): Promise<Measured> {
  const engine = new Engine([], { allowUndefinedFacts: true });
  engine.addOperator(
    'underAny',
    (fact: unknown, prefixes: string[]) =>
      typeof fact === 'string' && prefixes.some((p) => fact === p || fact.startsWith(`${p}$`)),
  );
  engine.addOperator(
    'textContainsAny',
    (fact: unknown, words: string[]) => typeof fact === 'string' && words.some((w) => fact.includes(w)),
  );
  engine.addOperator(
    'anySectionDegreeIn',
    (fact: unknown, degrees: string[]) =>
      Array.isArray(fact) && fact.some((s: { degree: string }) => degrees.includes(s.degree)),
  );
  rules.forEach((r, i) =>
    engine.addRule({ name: String(i), conditions: r.rulesEngine as never, event: { type: String(i) } }),
  );
  const counts = rules.map(() => 0);
  const warm = data.slice(0, Math.min(1000, data.length));
  for (const r of warm) await engine.run(r as unknown as Record<string, unknown>);
  const start = process.hrtime.bigint();
  for (const r of data) {
    const { results } = await engine.run(r as unknown as Record<string, unknown>);
    for (const res of results) counts[Number(res.name)]++;
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { evalsPerSec: (rules.length * data.length) / seconds, counts };
}

function sameCounts(name: string, a: number[], b: number[]): void {
  if (a.join() !== b.join()) {
    throw new Error(`${name} disagrees with the hand-written predicates:\n  ${a.join()}\n  ${b.join()}`);
  }
}

async function main() {
  log(
    `conditions benchmark${quick ? ' (--quick)' : ''}: 20 rules × 5 conditions, ${fmt(RESUMES)} resumes, node ${process.version}`,
  );
  let t = Date.now();
  const resumes = generateResumes(RESUMES);
  log(`generated ${fmt(RESUMES)} resumes in ${Date.now() - t} ms`);
  const rules = benchRules();

  // Compile once per engine (compile time reported, not part of the evaluation rate).
  t = performance.now();
  const ours: Predicate[] = rules.map((r) => compileRule(r.ast));
  const oursCompileMs = performance.now() - t;
  const logicEngine = new LogicEngine();
  t = performance.now();
  const logic = rules.map((r) => logicEngine.build(r.logic as never) as (d: unknown) => unknown);
  const logicCompileMs = performance.now() - t;
  const hand = rules.map((r) => r.hand);

  // json-logic's functions are called directly (a wrapper would cost it a call); `if` tests the
  // truthiness of what they return.
  const measured = measureInterleaved(
    { hand, ours: ours as ((r: Resume) => boolean)[], logic: logic as ((r: Resume) => unknown)[] },
    resumes,
    quick ? 6 : 5,
  );
  const handwritten = measured.hand;
  const closure = measured.ours;
  const jsonLogic = measured.logic;
  sameCounts('closure compiler', closure.counts, handwritten.counts);
  sameCounts('json-logic-engine', jsonLogic.counts, handwritten.counts);

  const sample = resumes.slice(0, RULES_ENGINE_SAMPLE);
  const jsonRules = await measureRulesEngine(rules, sample);
  const sampleHand = pass(hand, sample);
  sameCounts('json-rules-engine', jsonRules.counts, sampleHand.counts);

  const matches = handwritten.counts.reduce((s, n) => s + n, 0);
  log(
    `matches per rule: ${handwritten.counts.join(' ')} (${((100 * matches) / (RESUMES * rules.length)).toFixed(1)}% overall)`,
  );
  log(
    `compile 20 rules: closure ${oursCompileMs.toFixed(1)} ms, json-logic-engine build() ${logicCompileMs.toFixed(1)} ms`,
  );
  const row = (name: string, m: Measured, note = '') =>
    log(
      `${name.padEnd(34)} ${fmt(m.evalsPerSec).padStart(13)} evals/s  ours ÷ this = ${(closure.evalsPerSec / m.evalsPerSec).toFixed(2)}${note}`,
    );
  row('closure compiler (ours)', closure);
  row('hand-written predicates', handwritten);
  row('json-logic-engine build()', jsonLogic);
  row('json-rules-engine', jsonRules, `  (measured on ${fmt(RULES_ENGINE_SAMPLE)} resumes)`);

  const dir = mkdtempSync(join(tmpdir(), 'bench-conditions-'));
  let sqlResult;
  try {
    sqlResult = await runSqlBench({
      file: join(dir, 'applications.db'),
      rows: SQL_ROWS,
      resumes,
      rule: rules[0],
      log,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;
  log(
    JSON.stringify({
      bench: 'conditions',
      evals_per_s: Math.round(closure.evalsPerSec),
      ratio_vs_json_logic_engine_build: round(closure.evalsPerSec / jsonLogic.evalsPerSec),
      ratio_vs_json_rules_engine: round(closure.evalsPerSec / jsonRules.evalsPerSec, 1),
      ratio_vs_handwritten: round(closure.evalsPerSec / handwritten.evalsPerSec),
      sql_p95_ms: round(sqlResult.oursP95, 1),
      sql_ratio_vs_handwritten: round(sqlResult.oursP95 / sqlResult.handP95),
    }),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
