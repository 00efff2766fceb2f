import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { AssetBalanceRepository } from './asset-balance.repository';
import { AssetLedgerRepository } from './asset-ledger.repository';
import { AssetLotRepository, type AssetLot } from './asset-lot.repository';
import { ASSET_KINDS, type AssetKind, type BalanceOptions, type BalanceRef, type Balances } from './balances';
import { TenantBalanceRepository, type TenantCounter } from './tenant-balance.repository';

const COUNTER: Partial<Record<AssetKind, TenantCounter>> = {
  sms: 'sms_balance',
  interview: 'interview_balance',
  video: 'video_balance',
};

export interface Grant {
  quantity: number;
  expiresAt: number | null;
  /** What granted the units ('order' + order id, 'grant' + a note's id ...). */
  sourceType: string;
  sourceId: string;
  note: string;
}

export interface LotView {
  id: string;
  asset: AssetKind;
  quantity: number;
  remaining: number;
  expiresAt: number | null;
  sourceType: string;
  sourceId: string;
  createdAt: number;
}

/**
 * Balances kept as a ledger (issue 19). Every change appends ledger entries and moves lots and
 * the balance row in one transaction (the caller's when given): balance = sum of the ledger =
 * sum of the open lots' remaining units. Consumption is one conditional update of the balance
 * row, so concurrent callers can never take it below zero; lots past their validity are recorded
 * as expired before any change (and by the scheduled expiry), so they stop counting on time.
 */
export class LedgerBalances implements Balances {
  private readonly balances: AssetBalanceRepository;
  private readonly lots: AssetLotRepository;
  private readonly ledger: AssetLedgerRepository;
  private readonly counters: TenantBalanceRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.balances = new AssetBalanceRepository(db);
    this.lots = new AssetLotRepository(db);
    this.ledger = new AssetLedgerRepository(db);
    this.counters = new TenantBalanceRepository(db);
  }

  async available(tenantId: string, asset: AssetKind, options: BalanceOptions = {}): Promise<number> {
    const db = options.db ?? this.db;
    const balance = await this.balances.find(tenantId, asset, db);
    if (balance === null) {
      const column = COUNTER[asset];
      return column ? this.counters.read(tenantId, column, db) : 0;
    }
    return balance - (await this.lots.dueRemaining(tenantId, asset, this.clock.now(), db));
  }

  /**
   * Every asset of the tenant at once (workbench, assets page), the same numbers as `available`
   * asset by asset, in at most three reads whatever the number of assets: the balance rows, then
   * only what they leave open (the lots past their validity when there are rows; the tenant's
   * counters when an asset kept there has none), so a tenant without ledger rows costs two reads
   * (issue 21: the workbench's statements).
   */
  async all(tenantId: string): Promise<Record<AssetKind, number>> {
    const now = this.clock.now();
    const rows = await this.balances.listForTenant(tenantId);
    const kept = new Map(rows.map((row) => [row.asset, row.available]));
    const needsCounters = ASSET_KINDS.some((asset) => !kept.has(asset) && COUNTER[asset] !== undefined);
    const [due, counters] = await Promise.all([
      kept.size > 0 ? this.lots.dueRemainingByAsset(tenantId, now) : new Map<AssetKind, number>(),
      needsCounters ? this.counters.readAll(tenantId) : null,
    ]);
    const entries = ASSET_KINDS.map((asset) => {
      const balance = kept.get(asset);
      if (balance === undefined) {
        const column = COUNTER[asset];
        return [asset, column && counters ? counters[column] : 0] as const;
      }
      return [asset, balance - (due.get(asset) ?? 0)] as const;
    });
    return Object.fromEntries(entries) as Record<AssetKind, number>;
  }

  async consume(
    tenantId: string,
    asset: AssetKind,
    quantity: number,
    ref: BalanceRef,
    options: BalanceOptions = {},
  ): Promise<boolean> {
    if (quantity <= 0) return true;
    return this.inTransaction(options, async (tx, now) => {
      await this.prepare(tenantId, asset, now, tx);
      if (!(await this.balances.take(tenantId, asset, quantity, tx))) return false;
      let left = quantity;
      for (const lot of await this.lots.spendable(tenantId, asset, now, tx)) {
        const take = Math.min(left, Number(lot.remaining));
        if (!(await this.lots.take(tenantId, lot.id, take, tx))) {
          throw new Error(`asset lot ${lot.id} changed under the balance lock`);
        }
        await this.ledger.append(
          tenantId,
          { asset, lotId: lot.id, kind: 'consumed', delta: -take, ...refOf(ref) },
          now,
          tx,
        );
        left -= take;
        if (left === 0) break;
      }
      if (left !== 0) throw new Error(`asset balance of ${asset} disagrees with its lots`);
      await this.mirror(tenantId, asset, tx);
      return true;
    });
  }

  /**
   * Gives units back to the lots the ref consumed them from (still valid ones); what cannot go
   * back there (lot expired, or no consumption recorded for the ref) becomes a lot without expiry.
   */
  async refund(
    tenantId: string,
    asset: AssetKind,
    quantity: number,
    ref: BalanceRef,
    options: BalanceOptions = {},
  ): Promise<void> {
    if (quantity <= 0) return;
    await this.inTransaction(options, async (tx, now) => {
      await this.prepare(tenantId, asset, now, tx);
      let left = quantity;
      for (const source of await this.ledger.netConsumedByRef(tenantId, asset, ref.refType, ref.refId, tx)) {
        if (left === 0) break;
        const back = Math.min(left, source.consumed);
        const lot = await this.lots.find(tenantId, source.lotId, tx);
        if (!lot || (lot.expires_at !== null && Number(lot.expires_at) <= now)) continue;
        if (!(await this.lots.giveBack(tenantId, lot.id, back, tx))) continue;
        await this.ledger.append(
          tenantId,
          { asset, lotId: lot.id, kind: 'refunded', delta: back, ...refOf(ref) },
          now,
          tx,
        );
        left -= back;
      }
      if (left > 0) {
        const lotId = await this.lots.insert(
          tenantId,
          { asset, quantity: left, expiresAt: null, sourceType: 'refund', sourceId: ref.refId },
          now,
          tx,
        );
        await this.ledger.append(
          tenantId,
          { asset, lotId, kind: 'refunded', delta: left, ...refOf(ref) },
          now,
          tx,
        );
      }
      await this.balances.give(tenantId, asset, quantity, tx);
      await this.mirror(tenantId, asset, tx);
    });
  }

  /** Adds a lot (an order executed): recorded in the ledger as bought. */
  async grant(
    tenantId: string,
    asset: AssetKind,
    grant: Grant,
    options: BalanceOptions = {},
  ): Promise<string> {
    if (!Number.isInteger(grant.quantity) || grant.quantity <= 0)
      throw new Error('grant quantity must be positive');
    return this.inTransaction(options, async (tx, now) => {
      await this.prepare(tenantId, asset, now, tx);
      const lotId = await this.lots.insert(
        tenantId,
        {
          asset,
          quantity: grant.quantity,
          expiresAt: grant.expiresAt,
          sourceType: grant.sourceType,
          sourceId: grant.sourceId,
        },
        now,
        tx,
      );
      await this.ledger.append(
        tenantId,
        {
          asset,
          lotId,
          kind: 'bought',
          delta: grant.quantity,
          refType: grant.sourceType,
          refId: grant.sourceId,
          note: grant.note,
        },
        now,
        tx,
      );
      await this.balances.give(tenantId, asset, grant.quantity, tx);
      await this.mirror(tenantId, asset, tx);
      return lotId;
    });
  }

  /**
   * Takes back what the lots of a source still hold (a refunded order): the used units stay
   * used. Answers the units reversed per asset.
   */
  async reverseSource(
    tenantId: string,
    source: { sourceType: string; sourceId: string; note: string },
    options: BalanceOptions = {},
  ): Promise<Partial<Record<AssetKind, number>>> {
    return this.inTransaction(options, async (tx, now) => {
      const reversed: Partial<Record<AssetKind, number>> = {};
      const lots = await this.lots.bySource(tenantId, source.sourceType, source.sourceId, tx);
      for (const asset of new Set(lots.map((lot) => lot.asset as AssetKind))) {
        await this.prepare(tenantId, asset, now, tx);
        // Read again under the lock: consumption may have moved them meanwhile.
        for (const lot of await this.lots.bySource(tenantId, source.sourceType, source.sourceId, tx)) {
          if (lot.asset !== asset || lot.closed_at !== null) continue;
          const units = await this.lots.close(tenantId, lot, now, tx);
          if (units === null) throw new Error(`asset lot ${lot.id} changed under the balance lock`);
          if (units > 0) {
            if (!(await this.balances.take(tenantId, asset, units, tx))) {
              throw new Error(`asset balance of ${asset} disagrees with its lots`);
            }
            await this.ledger.append(
              tenantId,
              {
                asset,
                lotId: lot.id,
                kind: 'reversed',
                delta: -units,
                refType: source.sourceType,
                refId: source.sourceId,
                note: source.note,
              },
              now,
              tx,
            );
          }
          reversed[asset] = (reversed[asset] ?? 0) + units;
        }
        await this.mirror(tenantId, asset, tx);
      }
      return reversed;
    });
  }

  /** The scheduled expiry: records every lot past its validity, tenant by tenant. */
  async expireDue(): Promise<number> {
    let expired = 0;
    for (const { tenantId, asset } of await this.lots.dueEverywhere(this.clock.now())) {
      expired += await this.inTransaction({}, async (tx, now) => {
        await this.balances.lock(tenantId, asset, now, tx);
        const units = await this.expireLocked(tenantId, asset, now, tx);
        await this.mirror(tenantId, asset, tx);
        return units;
      });
    }
    return expired;
  }

  /** Open lots with units left (valid now), for the assets page. */
  async openLots(tenantId: string): Promise<LotView[]> {
    const rows = await this.lots.listOpen(tenantId, this.clock.now());
    return rows.map(lotView);
  }

  async ledgerSum(tenantId: string, asset: AssetKind, options: BalanceOptions = {}): Promise<number> {
    return this.ledger.sum(tenantId, asset, options.db ?? this.db);
  }

  ledgerPage(tenantId: string, filter: { asset?: AssetKind; page: number; pageSize: number }) {
    return this.ledger.page(tenantId, filter);
  }

  /** Opens the balance (first use), takes its lock, records what expired. */
  private async prepare(
    tenantId: string,
    asset: AssetKind,
    now: number,
    tx: Kysely<Database>,
  ): Promise<void> {
    await this.ensureOpen(tenantId, asset, now, tx);
    await this.balances.lock(tenantId, asset, now, tx);
    await this.expireLocked(tenantId, asset, now, tx);
  }

  /**
   * A tenant created after migration 019 has no balance row yet: its first use opens it from the
   * tenant row's counter, with an opening ledger entry (as the migration did for older tenants).
   */
  private async ensureOpen(
    tenantId: string,
    asset: AssetKind,
    now: number,
    tx: Kysely<Database>,
  ): Promise<void> {
    if ((await this.balances.find(tenantId, asset, tx)) !== null) return;
    const column = COUNTER[asset];
    const opening = column ? await this.counters.read(tenantId, column, tx) : 0;
    if (!(await this.balances.open(tenantId, asset, opening, now, tx)) || opening === 0) return;
    const lotId = await this.lots.insert(
      tenantId,
      { asset, quantity: opening, expiresAt: null, sourceType: 'opening', sourceId: tenantId },
      now,
      tx,
    );
    await this.ledger.append(
      tenantId,
      {
        asset,
        lotId,
        kind: 'opening',
        delta: opening,
        refType: 'opening',
        refId: tenantId,
        note: '期初余额',
      },
      now,
      tx,
    );
  }

  /** Needs the balance lock. */
  private async expireLocked(tenantId: string, asset: AssetKind, now: number, tx: Kysely<Database>) {
    let expired = 0;
    for (const lot of await this.lots.due(tenantId, asset, now, tx)) {
      const units = await this.lots.close(tenantId, lot, now, tx);
      if (units === null) throw new Error(`asset lot ${lot.id} changed under the balance lock`);
      if (units === 0) continue;
      if (!(await this.balances.take(tenantId, asset, units, tx))) {
        throw new Error(`asset balance of ${asset} disagrees with its lots`);
      }
      await this.ledger.append(
        tenantId,
        {
          asset,
          lotId: lot.id,
          kind: 'expired',
          delta: -units,
          refType: 'lot',
          refId: lot.id,
          note: '到期失效',
        },
        now,
        tx,
      );
      expired += units;
    }
    return expired;
  }

  private async mirror(tenantId: string, asset: AssetKind, tx: Kysely<Database>): Promise<void> {
    const column = COUNTER[asset];
    if (!column) return;
    const balance = await this.balances.find(tenantId, asset, tx);
    if (balance !== null) await this.counters.mirror(tenantId, column, balance, tx);
  }

  private async inTransaction<T>(
    options: BalanceOptions,
    work: (tx: Kysely<Database>, now: number) => Promise<T>,
  ): Promise<T> {
    const now = this.clock.now();
    if (options.db?.isTransaction) return work(options.db, now);
    return (options.db ?? this.db).transaction().execute((tx) => work(tx, now));
  }
}

function refOf(ref: BalanceRef) {
  return { refType: ref.refType, refId: ref.refId, note: ref.note ?? '' };
}

function lotView(lot: AssetLot): LotView {
  return {
    id: lot.id,
    asset: lot.asset as AssetKind,
    quantity: Number(lot.quantity),
    remaining: Number(lot.remaining),
    expiresAt: lot.expires_at === null ? null : Number(lot.expires_at),
    sourceType: lot.source_type,
    sourceId: lot.source_id,
    createdAt: Number(lot.created_at),
  };
}
