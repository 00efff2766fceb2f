import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { errors } from './envelope';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared store of the rate-limit counters when REDIS_URL is set (several processes). */
    rateLimitRedis: Redis | null;
  }
}

/**
 * One Redis connection for the rate-limit counters, or null (in-process counters). Several
 * server processes behind a load balancer must count together, or each would allow the limit.
 */
export async function installRateLimitStore(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<void> {
  const redis = redisUrl
    ? new Redis(redisUrl, {
        // A limit must not hang a request: fail fast and let skipOnError pass the request.
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
      })
    : null;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable'));
  // Connected before the first request is counted; if Redis is down the server still starts and
  // the limits let requests through (skipOnError) until it is back, with a warning in the log.
  await redis?.connect().catch(() => undefined);
  app.decorate('rateLimitRedis', redis);
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
}

/**
 * Per-IP limit for a family of public routes (the login family, the careers site's applying),
 * registered inside that family's plugin so it covers exactly its routes. Counters live in
 * Redis when REDIS_URL is set (shared by every process, one key space per family), else in the
 * process.
 */
export async function registerIpRateLimit(app: FastifyInstance, perMinute: number) {
  const redis = app.hasDecorator('rateLimitRedis') ? app.rateLimitRedis : null;
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => errors.tooManyRequests(),
    ...(redis ? { redis, nameSpace: `ehire-rl:${app.prefix || '/'}:`, skipOnError: true } : {}),
  });
}

