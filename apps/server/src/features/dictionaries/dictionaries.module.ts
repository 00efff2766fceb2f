import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { dictionaryRoutes } from './dictionaries.routes';
import { DictionariesService } from './dictionaries.service';

// The member dictionaries the resume designer's fields use (/api/biz/dictionaries) as one unit for app.ts.

export async function registerDictionaries(
  app: FastifyInstance,
  { db, clock }: { db: Kysely<Database>; clock: Clock },
): Promise<void> {
  await app.register(dictionaryRoutes, {
    prefix: '/api/biz/dictionaries',
    dictionaries: new DictionariesService(db, clock),
  });
}
