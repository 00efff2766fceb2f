// `npm run bench -- notices [--quick]`: bulk personalised email (issue 14). A local smtp-server
// receives everything. The product path: a built app (SQLite in a scratch dir, SMTP_URL set) is
// asked to send one template to N applications (app.notices.send → a notice-send task: a record
// per recipient written before sending and marked after, mails over the pooled transport).
// mails_per_s = N / (submit → task succeeded). The baseline, in the same run: one unpooled
// nodemailer transport sending the same kind of personalised mail one by one (a new SMTP
// connection per mail), timed over SEQUENTIAL mails; ratio_vs_sequential = mails_per_s / its
// rate. lost = records without exactly one delivered mail (Message-ID names the record); must
// be 0. The last line is the JSON summary.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { buildApp } from '../../apps/server/src/app';
import { createDatabase } from '../../apps/server/src/db/database';
import { ensureDemoData } from '../../apps/server/src/db/demo';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { seedTenantData } from '../../apps/server/src/db/seed/generate';
import { createRng } from '../../apps/server/src/db/seed/random';
import { mailHeader, startMailSink } from '../../apps/server/src/features/notice/test-support';
import { PasswordHasher } from '../../apps/server/src/platform/passwords';

const quick = process.argv.includes('--quick');
const N = quick ? 1_000 : 10_000;
const SEQUENTIAL = quick ? 200 : 500;
const log = (...xs: unknown[]) => console.log(...xs);

const SUBJECT = '{{候选人姓名}}，您已通过{{职位名称}}初筛';
const BODY =
  '<p>{{候选人姓名}}您好：</p><p>恭喜您通过 <strong>{{公司名称}}</strong> {{职位名称}} 的初筛，请留意后续通知。</p>';

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ehire-bench-notices-'));
  const sink = await startMailSink();
  try {
    const database = createDatabase({
      databaseUrl: join(dir, 'bench.db'),
      databaseSchema: undefined,
      dataDir: dir,
    });
    await migrateToLatest(database.db);
    const now = Date.now();
    await ensureDemoData(database.db, {
      passwords: new PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }),
      now,
    });
    const tenant = await database.db
      .selectFrom('tenant')
      .select('id')
      .where('member_name', '=', 'demo')
      .executeTakeFirstOrThrow();
    const operator = await database.db
      .selectFrom('operator')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    log(`seeding ${N} applications ...`);
    await seedTenantData(database.db, {
      tenantId: tenant.id,
      jobs: 20,
      resumes: N,
      rng: createRng('bench-notices'),
      now,
    });
    const rows = await database.db
      .selectFrom('application as a')
      .innerJoin('candidate as c', (j) =>
        j.onRef('c.tenant_id', '=', 'a.tenant_id').onRef('c.id', '=', 'a.candidate_id'),
      )
      .select(['a.id', 'c.name', 'c.email'])
      .where('a.tenant_id', '=', tenant.id)
      .where('c.email', '!=', '')
      .limit(N)
      .execute();
    const ids = rows.map((r) => r.id);
    log(`recipients with an email: ${ids.length}`);

    // Baseline: one unpooled transport, one mail after the other.
    const plain = nodemailer.createTransport(sink.url);
    const seqStart = performance.now();
    for (const r of rows.slice(0, SEQUENTIAL)) {
      await plain.sendMail({
        from: 'no-reply@ehire.local',
        to: r.email,
        subject: SUBJECT.replace('{{候选人姓名}}', r.name).replace('{{职位名称}}', '职位'),
        html: BODY.replace('{{候选人姓名}}', r.name),
        text: r.name,
      });
    }
    const seqRate = SEQUENTIAL / ((performance.now() - seqStart) / 1000);
    plain.close();
    log(`sequential (unpooled, one by one): ${SEQUENTIAL} mails, ${seqRate.toFixed(0)} mails/s`);
    sink.mails.length = 0;

    const app = await buildApp(
      {
        databaseUrl: join(dir, 'bench.db'),
        dataDir: dir,
        smtpUrl: sink.url,
        logLevel: 'silent',
        nodeEnv: 'test',
        demoData: false,
        webDistDir: join(dir, 'no-web'),
      },
      { database },
    );
    try {
      const start = performance.now();
      const { taskId } = await app.notices.send({
        tenantId: tenant.id,
        operatorId: operator.id,
        channel: 'email',
        content: { subject: SUBJECT, body: BODY },
        applicationIds: ids,
      });
      for (;;) {
        const task = await app.tasks.get({ tenantId: tenant.id }, taskId);
        if (task && ['succeeded', 'failed', 'cancelled'].includes(task.status)) {
          if (task.status !== 'succeeded') throw new Error(`send task ${task.status}: ${task.error}`);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const seconds = (performance.now() - start) / 1000;
      const mailsPerS = ids.length / seconds;
      const records = await database.db
        .selectFrom('notice_record')
        .select(['id', 'status'])
        .where('tenant_id', '=', tenant.id)
        .where('task_id', '=', taskId)
        .execute();
      const delivered = new Map<string, number>();
      for (const mail of sink.mails) {
        const id = /<notice\.([^@]+)@/.exec(mailHeader(mail.raw, 'Message-ID'))?.[1] ?? '';
        delivered.set(id, (delivered.get(id) ?? 0) + 1);
      }
      const lost =
        ids.length - records.filter((r) => r.status === 'sent' && delivered.get(r.id) === 1).length;
      log(`product path: ${ids.length} mails in ${seconds.toFixed(1)} s, ${mailsPerS.toFixed(0)} mails/s`);
      log(
        JSON.stringify({
          mails: ids.length,
          mails_per_s: Math.round(mailsPerS),
          sequential_mails_per_s: Math.round(seqRate),
          ratio_vs_sequential: Number((mailsPerS / seqRate).toFixed(2)),
          lost,
        }),
      );
    } finally {
      await app.close();
    }
    await database.destroy();
  } finally {
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
