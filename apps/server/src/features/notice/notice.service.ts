import type { TenantContext } from '../../platform/request-context';
import type { NoticeRepository } from './notice.repository';

export class NoticeService {
  constructor(private readonly notices: NoticeRepository) {}

  /** The header badge: the operator's notices not read yet (CALL-028). */
  unreadCount(ctx: TenantContext): Promise<number> {
    return this.notices.countUnread(ctx);
  }
}
