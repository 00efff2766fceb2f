import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { itemsHandler, ITEMS_KIND, SHARE_KIND, shareHandler } from './test-support';

// A server process for the crash and multi-process tests (tasks.crash.test.ts), started with
// `node --import tsx`. It prints one line per event on stdout for the test to wait on.
//   CHILD_MODE=hang   submit a task of ITEMS_KIND items and hang before item CHILD_HANG_AT
//                     (the test then kills it with SIGKILL)
//   CHILD_MODE=share  submit CHILD_COUNT tasks of SHARE_KIND and run whatever the queue hands out

const env = process.env;

async function main(): Promise<void> {
  const config = {
    ...loadConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    demoData: false,
    databaseUrl: env.DATABASE_URL,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    webDistDir: '/nonexistent',
  };
  const app = await buildApp(config);
  const tenantId = env.CHILD_TENANT!;
  const operatorId = env.CHILD_OPERATOR!;
  const say = (line: string) => process.stdout.write(`${line}\n`);

  if (env.CHILD_MODE === 'hang') {
    const hangAt = Number(env.CHILD_HANG_AT);
    app.tasks.register(
      itemsHandler('child', async (item) => {
        if (item === hangAt) {
          say('HANGING');
          await new Promise<never>(() => {});
        }
      }),
    );
    const { task } = await app.tasks.submit(
      { tenantId },
      ITEMS_KIND,
      { items: Number(env.CHILD_ITEMS), operatorId },
      { requestedBy: operatorId },
    );
    say(`SUBMITTED ${task.id}`);
    return;
  }

  app.tasks.register(shareHandler(env.CHILD_LABEL ?? 'child'));
  for (let i = 0; i < Number(env.CHILD_COUNT); i++) {
    await app.tasks.submit({ tenantId }, SHARE_KIND, { operatorId }, { requestedBy: operatorId });
  }
  say('SUBMITTED');
}

main().catch((error: unknown) => {
  process.stderr.write(`child failed: ${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
