import type { PageViewInput } from '@ehire/domain/contracts/tracking';
import type { Clock } from '../../platform/clock';
import type { TenantContext } from '../../platform/request-context';
import type { TrackingRepository } from './tracking.repository';

export class TrackingService {
  constructor(
    private readonly tracking: TrackingRepository,
    private readonly clock: Clock,
  ) {}

  recordPageView(ctx: TenantContext, input: PageViewInput): Promise<void> {
    return this.tracking.insertPageView(ctx, input.prevUrl, input.url, this.clock.now());
  }
}
