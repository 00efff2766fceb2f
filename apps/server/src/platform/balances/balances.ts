import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What a tenant holds and spends (issue 19): SMS, interview invitations, video views, assessment
 * licences, job top cards, campus brand cards. Features that consume (notices, interviews,
 * assessments, top cards) go through this port only; the toolbox decides how it is kept.
 */
export const ASSET_KINDS = ['sms', 'interview', 'video', 'assessment', 'job_top', 'brand_card'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** Why units moved: the record that consumed or gave them back (a notice record, an invitation ...). */
export interface BalanceRef {
  refType: string;
  refId: string;
  note?: string;
}

export interface BalanceOptions {
  /** The caller's open transaction, so the consumption commits or rolls back with its effect. */
  db?: Kysely<Database>;
}

export interface Balances {
  /** Units the tenant can spend now (expired units not counted). */
  available(tenantId: string, asset: AssetKind, options?: BalanceOptions): Promise<number>;
  /** `available` of every asset, read at once. */
  all(tenantId: string): Promise<Record<AssetKind, number>>;
  /**
   * Takes `quantity` units at once, never below zero even under concurrent callers; answers false
   * (nothing taken) when fewer remain.
   */
  consume(
    tenantId: string,
    asset: AssetKind,
    quantity: number,
    ref: BalanceRef,
    options?: BalanceOptions,
  ): Promise<boolean>;
  /** Gives units back (a send that failed after it was paid for). */
  refund(
    tenantId: string,
    asset: AssetKind,
    quantity: number,
    ref: BalanceRef,
    options?: BalanceOptions,
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The tenant's balances (see platform/balances/balances.ts). */
    balances: Balances;
  }
}
