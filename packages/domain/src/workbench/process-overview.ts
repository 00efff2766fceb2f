import { STAGE, type StageType } from '../codes/stages';

// The workbench's process overview (WB-011..WB-019): one row per flow step with its counts, some
// shown as '-' by the step's type, and the first (aggregate) row shown only for one customer
// type and a permission value above 0 (AMB-015, GAP-008).

export interface ProcessCounts {
  resumeNum: number;
  filtrateNum: number;
  undeterminedNum: number;
  outNum: number;
  planNum: number;
}

export type ProcessCell = number | '-';

export interface ProcessCells {
  resumeNum: ProcessCell;
  filtrateNum: ProcessCell;
  undeterminedNum: ProcessCell;
  outNum: ProcessCell;
  planNum: ProcessCell;
}

/** What a row shows: ivType 1 has no arranging (WB-017); 4 and 5 only the total (WB-018/019). */
export function processRowCells(ivType: StageType, counts: ProcessCounts): ProcessCells {
  if (ivType === STAGE.toBeHired || ivType === STAGE.onboarded) {
    return { resumeNum: counts.resumeNum, filtrateNum: '-', undeterminedNum: '-', outNum: '-', planNum: '-' };
  }
  if (ivType === STAGE.screening) return { ...counts, planNum: '-' };
  return { ...counts };
}

/** ivid of the aggregate first row (all steps of all flows), as the workbench links use it. */
export const ALL_PROCESS_IVID = '99';

/**
 * GAP-008: the customer type that sees the aggregate first row is the direct employer (1); a
 * school-related customer (2) sees the school-contact card instead.
 */
export const CUSTOMER_TYPE = { employer: 1, school: 2 } as const;

/** WB-013, WB-014, AMB-015: its own threshold (> 0, so read-only shows it) and one customer type. */
export function showsAggregateRow(customerType: number, talentPermission: number): boolean {
  return customerType === CUSTOMER_TYPE.employer && talentPermission > 0;
}

/** WB-032: the school-contact card only for the school-related customer type. */
export function showsSchoolContactCard(customerType: number): boolean {
  return customerType === CUSTOMER_TYPE.school;
}
