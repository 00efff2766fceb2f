import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { DEMO_LOGINS, DEMO_OPS_LOGIN, ensureDemoData } from './db/demo';
import { migrateToLatest } from './db/migrate';
import { ensureDemoSeason, startDemoSmartRules } from './db/seed/demo-season';
import { PasswordHasher } from './platform/passwords';
import { environmentFromRoot, findRepoRoot } from './repo-paths';

async function main(): Promise<void> {
  const config = loadConfig(environmentFromRoot(process.env, findRepoRoot()));
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  let seasonSeeded = false;
  if (config.demoData) {
    const firstStart = await ensureDemoData(database.db, {
      passwords: new PasswordHasher(config.passwordHashing),
    });
    const season = await ensureDemoSeason(database.db, { firstStart });
    if (season) {
      seasonSeeded = true;
      console.log(
        `演示企业 demo 已生成招聘季数据：${season.jobs} 个职位，${season.candidates} 位候选人，${season.applications} 份投递`,
      );
    }
  }
  const app = await buildApp(config, { database });
  // The season's smart rules need the app (their service and recalculation tasks).
  if (config.demoData && seasonSeeded) await startDemoSmartRules(database.db, app.smartRules);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, '正在关闭服务');
    try {
      await app.close();
      await database.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, '关闭服务失败');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`后台地址 http://${shownHost}:${config.port}`);
  console.log(`数据库：${database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}`);
  const began = Number(process.env.EHIRE_START_BEGAN) || Date.now() - process.uptime() * 1000;
  console.log(`启动用时 ${Math.round(Date.now() - began)} ms`);
  if (config.demoData) {
    console.log('演示账号（会员名 / 用户名 / 密码）：');
    for (const login of DEMO_LOGINS) {
      console.log(`  ${login.member} / ${login.username} / ${login.password}（${login.note}）`);
    }
    console.log(`服务商控制台 /ops：${DEMO_OPS_LOGIN.username} / ${DEMO_OPS_LOGIN.password}`);
  }
  if (config.captchaDisabled) console.log('注意：验证码已关闭（CAPTCHA_DISABLED=1，仅限开发环境）');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`配置错误：${error.message}`);
  } else {
    console.error('启动失败：', error);
  }
  process.exit(1);
});
