import { randomInt } from 'node:crypto';
import {
  DEFAULT_REFERRAL_SETTING,
  type ReferralSetting,
  type ReferralStaff,
  type ReferralStaffImportAnswer,
  type ReferralStaffInput,
  type ReferralStaffListQuery,
  type ReferralStaffPage,
  type ReferredResumePage,
  type ReferredResumeQuery,
} from '@ehire/domain/contracts/referral';
import { newId } from '../../db/ids';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import type { CustomerRepository } from '../customer/customer.repository';
import type { ReferralRepository, ReferralStaffRow } from './referral.repository';
import { parseStaffWorkbook } from './staff-import';

/** Unambiguous alphabet (no 0/O, 1/I/L): codes are read aloud and typed from posters. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const DAY_MS = 86_400_000;
const STAFF_NOT_FOUND = '内推员工不存在';

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

function referralLink(member: string, code: string): string {
  return `/careers/${encodeURIComponent(member)}?ref=${encodeURIComponent(code)}`;
}

export interface ReferralInput {
  applicationId: string;
  /** The ?ref= code the candidate arrived with, or null. */
  code: string | null;
}

export class ReferralService {
  constructor(
    private readonly referrals: ReferralRepository,
    private readonly clock: Clock,
    /** The tenant row's owner (customer): the member name of the referral links. */
    private readonly tenants: Pick<CustomerRepository, 'memberName'>,
  ) {}

  private toStaff(row: ReferralStaffRow, member: string, referredCount: number): ReferralStaff {
    return {
      id: row.id,
      name: row.name,
      mobile: row.mobile,
      email: row.email,
      employeeNo: row.employee_no,
      department: row.department,
      code: row.code,
      link: referralLink(member, row.code),
      status: row.status,
      referredCount,
      createdAt: row.created_at,
    };
  }

  async staffPage(ctx: TenantContext, query: ReferralStaffListQuery): Promise<ReferralStaffPage> {
    const { total, rows } = await this.referrals.staffPage(ctx, query);
    const counts = await this.referrals.referredCounts(
      ctx,
      rows.map((r) => r.id),
    );
    const member = await this.tenants.memberName(ctx.tenantId);
    return {
      total,
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
      rows: rows.map((row) => this.toStaff(row, member, counts.get(row.id) ?? 0)),
    };
  }

  /** Codes unique within the tenant: drawn, checked against the table, redrawn on a clash. */
  private async freshCodes(ctx: TenantContext, count: number): Promise<string[]> {
    const codes = new Set<string>();
    while (codes.size < count) {
      const batch = Array.from({ length: count - codes.size }, newCode).filter((c) => !codes.has(c));
      const taken = await this.referrals.codesTaken(ctx, batch);
      for (const code of batch) if (!taken.has(code)) codes.add(code);
    }
    return [...codes];
  }

  async addStaff(ctx: TenantContext, input: ReferralStaffInput): Promise<ReferralStaff> {
    const taken = await this.referrals.mobilesTaken(ctx, [input.mobile]);
    if (taken.size > 0) throw errors.business(`手机号${input.mobile}已存在`, 409);
    const [code] = await this.freshCodes(ctx, 1);
    const now = this.clock.now();
    const id = newId(now);
    await this.referrals.insertStaff(ctx, [this.staffRow(id, input, code, now)]);
    return this.staff(ctx, id);
  }

  private staffRow(id: string, input: ReferralStaffInput, code: string, now: number) {
    return {
      id,
      name: input.name,
      mobile: input.mobile,
      email: input.email,
      employee_no: input.employeeNo,
      department: input.department,
      code,
      status: 1 as const,
      created_at: now,
      updated_at: now,
    };
  }

  async staff(ctx: TenantContext, id: string): Promise<ReferralStaff> {
    const row = await this.referrals.staffById(ctx, id);
    if (!row) throw errors.notFound(STAFF_NOT_FOUND);
    const counts = await this.referrals.referredCounts(ctx, [id]);
    return this.toStaff(row, await this.tenants.memberName(ctx.tenantId), counts.get(id) ?? 0);
  }

  async updateStaff(ctx: TenantContext, id: string, input: ReferralStaffInput): Promise<ReferralStaff> {
    const taken = await this.referrals.mobilesTaken(ctx, [input.mobile]);
    const owner = taken.get(input.mobile);
    if (owner !== undefined && owner !== id) throw errors.business(`手机号${input.mobile}已存在`, 409);
    const changed = await this.referrals.updateStaff(ctx, id, {
      name: input.name,
      mobile: input.mobile,
      email: input.email,
      employee_no: input.employeeNo,
      department: input.department,
      updated_at: this.clock.now(),
    });
    if (!changed) throw errors.notFound(STAFF_NOT_FOUND);
    return this.staff(ctx, id);
  }

  /** Disable (0) or enable (1): a disabled code stops binding new applications; history stays. */
  async setStatus(ctx: TenantContext, ids: readonly string[], status: 0 | 1): Promise<number> {
    const changed = await this.referrals.setStaffStatus(ctx, ids, status, this.clock.now());
    if (changed === 0) throw errors.notFound(STAFF_NOT_FOUND);
    return changed;
  }

  /** All rows or none (see the contract): every row error is reported with its row number. */
  async importStaff(ctx: TenantContext, content: Buffer): Promise<ReferralStaffImportAnswer> {
    const parsed = await parseStaffWorkbook(content);
    const errorsFound = [...parsed.errors];
    const taken = await this.referrals.mobilesTaken(
      ctx,
      parsed.rows.map((r) => r.input.mobile),
    );
    for (const { row, input } of parsed.rows) {
      if (taken.has(input.mobile)) errorsFound.push({ row, msg: `第${row}行：手机号${input.mobile}已存在` });
    }
    if (errorsFound.length > 0) {
      return { imported: 0, errors: errorsFound.sort((a, b) => a.row - b.row) };
    }
    const codes = await this.freshCodes(ctx, parsed.rows.length);
    const now = this.clock.now();
    await this.referrals.insertStaff(
      ctx,
      parsed.rows.map(({ input }, i) => this.staffRow(newId(now), input, codes[i], now)),
    );
    return { imported: parsed.rows.length, errors: [] };
  }

  async setting(ctx: TenantContext): Promise<ReferralSetting> {
    return this.settingOf(ctx.tenantId);
  }

  private async settingOf(tenantId: string): Promise<ReferralSetting> {
    const row = await this.referrals.setting(tenantId);
    if (!row) return DEFAULT_REFERRAL_SETTING;
    return {
      enabled: row.enabled === 1,
      protectDays: row.protect_days,
      showReferrer: row.show_referrer === 1,
      rule: row.rule,
    };
  }

  async saveSetting(ctx: TenantContext, setting: ReferralSetting): Promise<ReferralSetting> {
    await this.referrals.saveSetting(ctx, {
      enabled: setting.enabled ? 1 : 0,
      protect_days: setting.protectDays,
      show_referrer: setting.showReferrer ? 1 : 0,
      rule: setting.rule,
      updated_at: this.clock.now(),
    });
    return this.settingOf(ctx.tenantId);
  }

  async referredPage(ctx: TenantContext, query: ReferredResumeQuery): Promise<ReferredResumePage> {
    const { total, rows } = await this.referrals.referredPage(ctx, query);
    return {
      total,
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
      rows: rows.map((row) => ({
        referralId: row.referral_id,
        applicationId: row.application_id,
        candidateId: row.candidate_id,
        candidateName: row.candidate_name,
        candidateMobile: row.candidate_mobile,
        jobId: row.job_id,
        jobName: row.job_name,
        staffId: row.staff_id,
        staffName: row.staff_name,
        staffCode: row.staff_code,
        referredAt: row.created_at,
      })),
    };
  }

  /**
   * For the talent issue, when an application is created from the careers site: records who
   * referred it. Within the protection period the candidate's earlier referrer keeps them, even
   * if this application came with another code or none. Answers the staff id, or null when
   * nobody referred it (referral off, unknown or disabled code, no earlier referral).
   */
  async recordReferral(tenantId: string, input: ReferralInput): Promise<string | null> {
    const setting = await this.settingOf(tenantId);
    if (!setting.enabled) return null;
    const application = await this.referrals.application(tenantId, input.applicationId);
    if (!application) return null;
    const now = this.clock.now();
    const protectedBy = await this.referrals.latestReferralOf(
      tenantId,
      application.candidate_id,
      now - setting.protectDays * DAY_MS,
    );
    let staffId: string | null = null;
    let code = '';
    if (protectedBy) {
      staffId = protectedBy.staff_id;
      code = protectedBy.code;
    } else if (input.code) {
      const staff = await this.referrals.staffByCode(tenantId, input.code);
      if (staff && staff.status === 1) {
        staffId = staff.id;
        code = staff.code;
      }
    }
    if (!staffId) return null;
    await this.referrals.insertReferral({
      id: newId(now),
      tenant_id: tenantId,
      staff_id: staffId,
      candidate_id: application.candidate_id,
      application_id: application.id,
      job_id: application.job_id,
      code,
      created_at: now,
    });
    return staffId;
  }
}
