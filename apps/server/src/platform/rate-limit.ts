import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { errors } from './envelope';

/**
 * Per-IP limit for a family of public routes (the login family, the careers site's applying), registered inside that family's plugin so it covers
 * exactly its routes. In-process counters: several processes would need a shared store.
 */
export async function registerIpRateLimit(app: FastifyInstance, perMinute: number) {
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => errors.tooManyRequests(),
  });
}

/** The login family's limit (failed attempts per account are counted separately, login-guard). */
export const registerAuthRateLimit = registerIpRateLimit;
