import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { ForbiddenWordsRepository } from './forbidden-words.repository';
import { forbiddenWordRoutes, opsForbiddenWordRoutes } from './forbidden-words.routes';
import { ForbiddenWordService } from './forbidden-words.service';

// Forbidden words (issue 5) as one unit for app.ts: the employer's list (/api/biz/forbidden-words)
// and the provider's (/api/ops/forbidden-words); answers the service the jobs feature checks with.

export async function registerForbiddenWords(
  app: FastifyInstance,
  { db, clock }: { db: Kysely<Database>; clock: Clock },
): Promise<ForbiddenWordService> {
  const words = new ForbiddenWordService(new ForbiddenWordsRepository(db), clock);
  await app.register(forbiddenWordRoutes, { prefix: '/api/biz/forbidden-words', words });
  await app.register(opsForbiddenWordRoutes, { prefix: '/api/ops/forbidden-words', words });
  return words;
}
