import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { DeliveryForwarder } from './delivery-forwarder';
import { forwardHandler } from './delivery-forward.task';
import { DeliveryRepository } from './delivery.repository';
import { deliveryRoutes } from './delivery.routes';
import { DeliverySettingsService } from './delivery.service';
import type { MailSender } from './mail-sender';

// Delivery settings (/api/biz/delivery-settings) as one unit for app.ts, and app.deliveryForwarder:
// each new application with an enabled setting is forwarded by a delivery-forward task.

export async function registerDelivery(
  app: FastifyInstance,
  { db, clock, mail }: { db: Kysely<Database>; clock: Clock; mail: MailSender },
): Promise<DeliveryForwarder> {
  const repository = new DeliveryRepository(db);
  const forwarder = new DeliveryForwarder(repository, mail, clock);
  app.decorate('deliveryForwarder', forwarder);
  app.tasks.register(forwardHandler(forwarder, db, clock));
  await app.register(deliveryRoutes, {
    prefix: '/api/biz/delivery-settings',
    settings: new DeliverySettingsService(repository, clock),
  });
  return forwarder;
}
