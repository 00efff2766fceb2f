import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { errors } from './envelope';

/**
 * Per-IP limit for the login family, registered inside that family's plugin so it covers
 * exactly its routes. In-process counters: several processes would need a shared store.
 */
export async function registerAuthRateLimit(app: FastifyInstance, perMinute: number) {
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => errors.tooManyRequests(),
  });
}
