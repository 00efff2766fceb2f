import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AssetKind, BalanceOptions, Balances } from './balances';
import { TenantBalanceRepository, type TenantCounter } from './tenant-balance.repository';

const COUNTER: Partial<Record<AssetKind, TenantCounter>> = {
  sms: 'sms_balance',
  interview: 'interview_balance',
  video: 'video_balance',
};

/**
 * Balances kept in the tenant row's counters (what the workbench has shown since the start).
 * Assets without a counter hold nothing. The toolbox's ledger replaces this implementation.
 */
export class TenantCounterBalances implements Balances {
  private readonly repository: TenantBalanceRepository;

  constructor(db: Kysely<Database>) {
    this.repository = new TenantBalanceRepository(db);
  }

  async available(tenantId: string, asset: AssetKind, options: BalanceOptions = {}) {
    const column = COUNTER[asset];
    return column ? this.repository.read(tenantId, column, options.db) : 0;
  }

  async consume(tenantId: string, asset: AssetKind, quantity: number, _ref: unknown, options: BalanceOptions = {}) {
    if (quantity <= 0) return true;
    const column = COUNTER[asset];
    return column ? this.repository.take(tenantId, column, quantity, options.db) : false;
  }

  async refund(tenantId: string, asset: AssetKind, quantity: number, _ref: unknown, options: BalanceOptions = {}) {
    const column = COUNTER[asset];
    if (column && quantity > 0) await this.repository.give(tenantId, column, quantity, options.db);
  }
}
