import { ERROR_MESSAGE, RESPONSE_CODE } from '@ehire/domain/codes/error-codes';
import {
  REAL_NAME_STATUS,
  REAL_NAME_VERIFY_URL,
  type CustomerInfoData,
  type CustomerStatusData,
} from '@ehire/domain/contracts/customer';
import type { Envelope } from '@ehire/domain/contracts/envelope';
import type { Clock } from '../../platform/clock';
import { errors, ok } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import type { CustomerRepository } from './customer.repository';
import { STATEMENT_HTML } from './statement';

export class CustomerService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * The every-5th-request status check (CALL-017..CALL-020): frozen first, then real-name
   * verification, then the statement. A tenant without a status row has nothing pending.
   */
  async checkStatus(ctx: TenantContext): Promise<Envelope<CustomerStatusData>> {
    const status = await this.customers.status(ctx);
    if (!status) return ok(null);
    if (status.frozen === 1) {
      return { code: RESPONSE_CODE.customerFrozen, msg: status.freeze_message, data: null };
    }
    if (status.real_name_status === REAL_NAME_STATUS.required) {
      return {
        code: RESPONSE_CODE.customerRealNameRequired,
        msg: ERROR_MESSAGE.realNameRequired,
        data: { url: REAL_NAME_VERIFY_URL },
      };
    }
    if (status.statement_required === 1 && status.statement_confirmed_at === null) {
      return {
        code: RESPONSE_CODE.customerStatementRequired,
        msg: '请阅读并确认《网络招聘服务管理规定》相关声明',
        data: { html: STATEMENT_HTML },
      };
    }
    return ok(null);
  }

  confirmStatement(ctx: TenantContext): Promise<void> {
    return this.customers.confirmStatement(ctx, this.clock.now());
  }

  /** GAP-023: the reset puts the verification back to pending (awaiting a new submission). */
  resetRealName(ctx: TenantContext): Promise<void> {
    return this.customers.setRealNameStatus(ctx, REAL_NAME_STATUS.pending, this.clock.now());
  }

  async info(ctx: TenantContext): Promise<CustomerInfoData> {
    const row = await this.customers.info(ctx);
    if (!row) throw errors.loginExpired();
    return { iscloud: row.is_cloud, isinterview: row.is_interview, ishidezone: row.is_hide_zone };
  }
}
