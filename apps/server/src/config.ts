import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { EXPORT_ROW_LIMIT_DEFAULT, EXPORT_SYNC_MAX_ROWS_DEFAULT } from '@ehire/domain/contracts/exports';
import { parseS3Url, S3UrlError } from './platform/files/s3-url';

/** Argon2id cost parameters; tests pass cheap ones because hashing dominates their run time. */
export interface PasswordHashingConfig {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /**
   * postgres://... selects PostgreSQL; anything else is a SQLite file path (':memory:' allowed);
   * undefined means DATA_DIR/ehire.db.
   */
  databaseUrl: string | undefined;
  /** PostgreSQL only: schema put first on the search_path (tests use one schema per file). */
  databaseSchema: string | undefined;
  captchaDisabled: boolean;
  /** SQLITE_READ_WORKERS (default 2, 0 = none): read-only SQLite connections in worker threads. */
  sqliteReadWorkers: number;
  /** PG_PREPARED_STATEMENTS (default 1, 0 = off): queries run as named statements (db/pg-prepared.ts). */
  pgPreparedStatements: boolean;
  /** DATABASE_POOL_MAX: PostgreSQL connections of the request pool (default: defaultPgPoolMax()). */
  pgPoolMax: number;
  smtpUrl: string | undefined;
  /** redis://host:6379: shared rate-limit counters across server processes; unset = in-process. */
  redisUrl: string | undefined;
  logLevel: string;
  nodeEnv: string;
  /** Key material for the CurrentFlowId encryption and the captcha code hashes. */
  appSecret: string;
  chatScriptUrl: string;
  hotline: string;
  /** Folder of the built web app; served with an SPA fallback when it exists. */
  webDistDir: string;
  /** Requests per minute and IP on /api/auth/* and /api/ops/auth/*. */
  authRateLimitPerMinute: number;
  /** Requests per minute and IP on the careers site's public apply / my-applications calls. */
  applyRateLimitPerMinute: number;
  passwordHashing: PasswordHashingConfig;
  /** Careers-site sign-in codes: at most this many a day per number/address and an hour per IP. */
  candidateCodeLimits: { perAddressPerDay: number; perIpPerHour: number };
  /** Create the demo tenants on start (never in production). */
  demoData: boolean;
  /** Mark cookies Secure (production behind HTTPS). */
  secureCookies: boolean;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits, audit). */
  trustProxy: boolean;
  /**
   * This server instance across restarts (INSTANCE_ID, else kept in DATA_DIR/.instance-id): tasks
   * its earlier life was running when it died are taken over at once on start. Processes sharing
   * a DATA_DIR must set distinct INSTANCE_IDs.
   */
  instanceId: string;
  /** Most rows one export may write (EXPORT_ROW_LIMIT, default 100,000). */
  exportRowLimit: number;
  /** Exports up to this many rows are answered in the request; larger ones become tasks. */
  exportSyncMaxRows: number;
  /** S3_URL (platform/files/s3-url.ts): files in S3-compatible storage; unset = DATA_DIR/files. */
  s3Url: string | undefined;
  /** INBOUND_SMTP_PORT: the listener receiving candidates' replies to notices; unset = none. */
  inboundSmtpPort: number | undefined;
  /** NOTICE_REPLY_DOMAIN: domain of the notices' reply addresses (MX pointing at the listener). */
  noticeReplyDomain: string;
  /** PUBLIC_URL: the careers site's base URL in notices (application-page link). */
  publicUrl: string;
  /** NOTICE_MAIL_PER_MINUTE: notice mails a tenant may send per minute (0 = no cap). */
  noticeMailPerMinute: number;
  /** SMS_PROVIDER and its settings: where SMS go (outbox = kept in sms_outbox, nothing leaves). */
  sms: SmsConfig;
  /**
   * ASSESSMENT_CALLBACK_SECRETS=tenantId:secret,...: the key each tenant's assessment provider
   * signs its result callbacks with; a tenant without one has its callbacks refused.
   */
  assessmentCallbackSecrets: Record<string, string>;
  /**
   * CRASH_AT (crash tests only, refused in production): the process kills itself with SIGKILL
   * when it reaches this point, as a power loss would; see CRASH_POINTS.
   */
  crashAt: CrashPoint | undefined;
}

/** Where a crash test may stop a server: `apply-after-commit` = the application committed, no answer yet. */
const CRASH_POINTS = ['apply-after-commit'] as const;
type CrashPoint = (typeof CRASH_POINTS)[number];

function parseCrashPoint(value: string | undefined, production: boolean): CrashPoint | undefined {
  if (value === undefined || value === '') return undefined;
  if (production) throw new ConfigError('CRASH_AT 仅用于故障测试，不能用于生产环境（NODE_ENV=production）');
  const point = CRASH_POINTS.find((p) => p === value);
  if (!point) throw new ConfigError(`CRASH_AT 只能是 ${CRASH_POINTS.join('、')}，当前为 "${value}"`);
  return point;
}

/** The SMS gateway (SMS_PROVIDER=outbox | aliyun). */
export type SmsConfig =
  | { provider: 'outbox' }
  | {
      provider: 'aliyun';
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      /** SMS purpose (notice, candidate-code, ...) → approved template code; '*' is the fallback. */
      templates: Record<string, string>;
      /** Host (default dysmsapi.aliyuncs.com) and protocol (default https). */
      endpoint: string;
      protocol: 'https' | 'http';
    };

function parseSmsConfig(env: NodeJS.ProcessEnv): SmsConfig {
  const provider = env.SMS_PROVIDER || 'outbox';
  if (provider === 'outbox') return { provider: 'outbox' };
  if (provider !== 'aliyun')
    throw new ConfigError(`SMS_PROVIDER 只能是 outbox 或 aliyun，当前为 "${provider}"`);
  const required = (name: string): string => {
    const value = env[name]?.trim();
    if (!value) throw new ConfigError(`SMS_PROVIDER=aliyun 时必须设置 ${name}`);
    return value;
  };
  const accessKeyId = required('ALIYUN_SMS_ACCESS_KEY_ID');
  const accessKeySecret = required('ALIYUN_SMS_ACCESS_KEY_SECRET');
  const signName = required('ALIYUN_SMS_SIGN_NAME');
  let templates: Record<string, string>;
  const raw = required('ALIYUN_SMS_TEMPLATES');
  if (/^SMS_\w+$/.test(raw)) templates = { '*': raw };
  else {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (
        typeof parsed !== 'object' ||
        parsed === null ||
        Array.isArray(parsed) ||
        !Object.values(parsed).every((v) => typeof v === 'string' && v !== '')
      )
        throw new Error('shape');
      templates = parsed as Record<string, string>;
    } catch {
      throw new ConfigError(
        'ALIYUN_SMS_TEMPLATES 必须是模板编号（如 SMS_123456）或 JSON 对象（如 {"notice":"SMS_1","candidate-code":"SMS_2"}）',
      );
    }
  }
  const protocol = env.ALIYUN_SMS_PROTOCOL || 'https';
  if (protocol !== 'https' && protocol !== 'http')
    throw new ConfigError('ALIYUN_SMS_PROTOCOL 只能是 https 或 http');
  return {
    provider: 'aliyun',
    accessKeyId,
    accessKeySecret,
    signName,
    templates,
    endpoint: env.ALIYUN_SMS_ENDPOINT || 'dysmsapi.aliyuncs.com',
    protocol,
  };
}

const DEFAULT_HOTLINE = '400-820-1234';
const DEFAULT_REPLY_DOMAIN = 'reply.ehire.local';
const DEFAULT_PUBLIC_URL = 'http://127.0.0.1:8080';

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} 必须是正整数`);
  return n;
}

/** OWASP's recommended argon2id minimum (19 MiB, 2 passes, 1 lane). */
export const DEFAULT_PASSWORD_HASHING: PasswordHashingConfig = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`PORT 必须是 0-65535 之间的整数，当前为 "${value}"`);
  }
  return port;
}

function parseChatScriptUrl(value: string | undefined): string {
  if (!value) return '';
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocol');
    return url.toString();
  } catch {
    throw new ConfigError(`CHAT_SCRIPT_URL 不是有效的 http(s) 地址："${value}"`);
  }
}

/**
 * Reads APP_SECRET or, when unset, the secret persisted in DATA_DIR/.app-secret (created once,
 * mode 0600) so encrypted flow ids stay valid across restarts.
 */
function resolveAppSecret(explicit: string | undefined, dataDir: string): string {
  if (explicit) {
    if (explicit.length < 16) throw new ConfigError('APP_SECRET 至少需要 16 个字符');
    return explicit;
  }
  const file = path.join(dataDir, '.app-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 16) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** INSTANCE_ID, or an id kept in DATA_DIR/.instance-id (created once). */
function resolveInstanceId(explicit: string | undefined, dataDir: string): string {
  if (explicit) {
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(explicit)) {
      throw new ConfigError('INSTANCE_ID 只能包含字母、数字、点、下划线和连字符（最多64个字符）');
    }
    return explicit;
  }
  const file = path.join(dataDir, '.instance-id');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const id = randomBytes(9).toString('base64url');
  writeFileSync(file, id + '\n');
  return id;
}

/** Parses the environment; throws ConfigError with a readable message on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV || 'development';
  const production = nodeEnv === 'production';
  const captchaDisabled = env.CAPTCHA_DISABLED === '1';
  if (captchaDisabled && production) {
    throw new ConfigError('CAPTCHA_DISABLED=1 不能用于生产环境（NODE_ENV=production），请移除该设置');
  }
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const rateLimit = env.AUTH_RATE_LIMIT_PER_MINUTE ? Number(env.AUTH_RATE_LIMIT_PER_MINUTE) : 30;
  if (!Number.isInteger(rateLimit) || rateLimit < 1) {
    throw new ConfigError('AUTH_RATE_LIMIT_PER_MINUTE 必须是正整数');
  }
  const codesPerIp = env.CANDIDATE_CODE_PER_IP_PER_HOUR ? Number(env.CANDIDATE_CODE_PER_IP_PER_HOUR) : 60;
  if (!Number.isInteger(codesPerIp) || codesPerIp < 1) {
    throw new ConfigError('CANDIDATE_CODE_PER_IP_PER_HOUR 必须是正整数');
  }
  const applyRateLimit = env.APPLY_RATE_LIMIT_PER_MINUTE ? Number(env.APPLY_RATE_LIMIT_PER_MINUTE) : 20;
  if (!Number.isInteger(applyRateLimit) || applyRateLimit < 1) {
    throw new ConfigError('APPLY_RATE_LIMIT_PER_MINUTE 必须是正整数');
  }
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    captchaDisabled,
    sqliteReadWorkers: nonNegativeInteger('SQLITE_READ_WORKERS', env.SQLITE_READ_WORKERS, 2),
    pgPreparedStatements: env.PG_PREPARED_STATEMENTS !== '0',
    pgPoolMax: poolSize(env.DATABASE_POOL_MAX),
    smtpUrl: env.SMTP_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    nodeEnv,
    appSecret: resolveAppSecret(env.APP_SECRET, dataDir),
    chatScriptUrl: parseChatScriptUrl(env.CHAT_SCRIPT_URL),
    hotline: env.HOTLINE || DEFAULT_HOTLINE,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist,
    authRateLimitPerMinute: rateLimit,
    applyRateLimitPerMinute: applyRateLimit,
    passwordHashing: DEFAULT_PASSWORD_HASHING,
    candidateCodeLimits: { perAddressPerDay: 10, perIpPerHour: codesPerIp },
    demoData: !production,
    secureCookies: production,
    trustProxy: env.TRUST_PROXY === '1',
    instanceId: resolveInstanceId(env.INSTANCE_ID, dataDir),
    exportRowLimit: positiveInteger('EXPORT_ROW_LIMIT', env.EXPORT_ROW_LIMIT, EXPORT_ROW_LIMIT_DEFAULT),
    exportSyncMaxRows: positiveInteger(
      'EXPORT_SYNC_MAX_ROWS',
      env.EXPORT_SYNC_MAX_ROWS,
      EXPORT_SYNC_MAX_ROWS_DEFAULT,
    ),
    s3Url: checkS3Url(env.S3_URL || undefined),
    inboundSmtpPort: env.INBOUND_SMTP_PORT ? parsePort(env.INBOUND_SMTP_PORT) : undefined,
    noticeReplyDomain: env.NOTICE_REPLY_DOMAIN || DEFAULT_REPLY_DOMAIN,
    publicUrl: env.PUBLIC_URL || DEFAULT_PUBLIC_URL,
    noticeMailPerMinute: nonNegativeCount('NOTICE_MAIL_PER_MINUTE', env.NOTICE_MAIL_PER_MINUTE, 0),
    sms: parseSmsConfig(env),
    crashAt: parseCrashPoint(env.CRASH_AT, production),
    assessmentCallbackSecrets: parseCallbackSecrets(env.ASSESSMENT_CALLBACK_SECRETS),
  };
}

function parseCallbackSecrets(value: string | undefined): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    if (!pair.trim()) continue;
    const at = pair.indexOf(':');
    const tenantId = pair.slice(0, at).trim();
    const secret = pair.slice(at + 1).trim();
    if (at < 1 || secret.length < 16)
      throw new ConfigError('ASSESSMENT_CALLBACK_SECRETS 格式为 租户ID:密钥（密钥至少16个字符），以逗号分隔');
    secrets[tenantId] = secret;
  }
  return secrets;
}

function nonNegativeCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new ConfigError(`${name} 必须是非负整数（0 表示不限）`);
  return parsed;
}

/**
 * The request pool's size when DATABASE_POOL_MAX is not set: two connections per core of this
 * machine, 4 to 20 (issue 21). A connection runs one statement at a time, and more connections
 * than the cores can serve only queue statements inside PostgreSQL, where every backend competes
 * for the CPU with the others and with the health ping's own connection. On this 2-core machine
 * (server, PostgreSQL and the load generator on the same cores) 4, 5 and 6 connections served
 * the keyword search equally (the machine's own drift between rounds was larger), and /api/health
 * under that load answered with a p99 of about 20 ms at 4, 30 at 6 and 50 at the old fixed 10.
 * Where PostgreSQL runs on its own, larger machine, set DATABASE_POOL_MAX to about twice its
 * cores divided by the number of server processes.
 */
export function defaultPgPoolMax(cores = availableParallelism()): number {
  return Math.min(20, Math.max(4, 2 * cores));
}

function poolSize(value: string | undefined): number {
  if (value === undefined || value === '') return defaultPgPoolMax();
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 200)
    throw new ConfigError('DATABASE_POOL_MAX 必须是 1 到 200 之间的整数');
  return n;
}

function nonNegativeInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 64) {
    throw new ConfigError(`${name} 必须是 0 到 64 之间的整数`);
  }
  return parsed;
}

function checkS3Url(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    parseS3Url(value);
  } catch (error) {
    if (error instanceof S3UrlError) throw new ConfigError(error.message);
    throw error;
  }
  return value;
}

/**
 * A complete config from a partial one, without reading the environment or touching the disk
 * (embedding, tests): `buildApp({ databaseUrl: ':memory:', captchaDisabled: true })`. Without
 * appSecret an ephemeral one is generated, so encrypted flow ids last as long as the process.
 */
export function configWithDefaults(partial: Partial<Config> = {}): Config {
  const nodeEnv = partial.nodeEnv ?? 'development';
  const production = nodeEnv === 'production';
  return {
    port: 8080,
    host: '127.0.0.1',
    dataDir: path.resolve('./data'),
    databaseUrl: undefined,
    databaseSchema: undefined,
    captchaDisabled: false,
    sqliteReadWorkers: 0,
    pgPreparedStatements: true,
    pgPoolMax: defaultPgPoolMax(),
    smtpUrl: undefined,
    redisUrl: undefined,
    logLevel: 'info',
    nodeEnv,
    appSecret: randomBytes(32).toString('base64url'),
    chatScriptUrl: '',
    hotline: DEFAULT_HOTLINE,
    webDistDir: defaultWebDist,
    authRateLimitPerMinute: 30,
    applyRateLimitPerMinute: 20,
    passwordHashing: DEFAULT_PASSWORD_HASHING,
    candidateCodeLimits: { perAddressPerDay: 10, perIpPerHour: 60 },
    demoData: !production,
    secureCookies: production,
    trustProxy: false,
    instanceId: randomBytes(9).toString('base64url'),
    exportRowLimit: EXPORT_ROW_LIMIT_DEFAULT,
    exportSyncMaxRows: EXPORT_SYNC_MAX_ROWS_DEFAULT,
    s3Url: undefined,
    inboundSmtpPort: undefined,
    noticeReplyDomain: DEFAULT_REPLY_DOMAIN,
    publicUrl: DEFAULT_PUBLIC_URL,
    noticeMailPerMinute: 0,
    sms: { provider: 'outbox' },
    crashAt: undefined,
    assessmentCallbackSecrets: {},
    ...partial,
  };
}

/** Guards a hand-built config (tests, embedding) the same way loadConfig guards the env. */
export function assertConfigSafe(config: Config): void {
  if (config.captchaDisabled && config.nodeEnv === 'production') {
    throw new ConfigError('CAPTCHA_DISABLED=1 不能用于生产环境（NODE_ENV=production），请移除该设置');
  }
  if (config.appSecret.length < 16) throw new ConfigError('APP_SECRET 至少需要 16 个字符');
  if (config.crashAt && config.nodeEnv === 'production') {
    throw new ConfigError('CRASH_AT 仅用于故障测试，不能用于生产环境（NODE_ENV=production）');
  }
}
