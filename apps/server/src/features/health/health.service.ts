import type { HealthRepository } from './health.repository';

export class HealthService {
  constructor(private readonly repository: HealthRepository) {}

  /** Throws (500) when the database does not answer, so a load balancer takes us out. */
  ping(): Promise<void> {
    return this.repository.ping();
  }
}
