import {
  chosenProductLabels,
  WORKBENCH_MESSAGE,
} from '@ehire/domain/workbench/buying-contact';
import type { ContactToBuyAnswer, ContactToBuyBody, TalentPackAnswer } from '@ehire/domain/contracts/workbench';
import { RESPONSE_CODE } from '@ehire/domain/codes/error-codes';
import { AppError, errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';

/** What the workbench's actions need of the operator's account (auth's repository). */
export interface WorkbenchAccounts {
  findAccount(
    tenantId: string,
    operatorId: string,
  ): Promise<{ operator: { display_name: string; is_talent_pack: number } } | undefined>;
}

/** A buying-contact lead for the provider (the toolbox's quote requests without a product). */
export type RequestBuyingLead = (
  ctx: TenantContext,
  lead: { contactName: string; message: string },
) => Promise<void>;

/**
 * The workbench's two actions (D1 §2, §7): the buying-contact dialog (WB-053, CALL-042..044),
 * which becomes a lead in the provider's quote requests, and the talent-pack entry (WB-033,
 * WB-046, CALL-045), open to operators whose account carries the istalentpack flag (VAL-005,
 * PERM-013).
 */
export class WorkbenchActionsService {
  constructor(
    private readonly accounts: WorkbenchAccounts,
    private readonly requestLead: RequestBuyingLead,
  ) {}

  private async account(ctx: TenantContext) {
    const account = await this.accounts.findAccount(ctx.tenantId, ctx.operatorId);
    if (!account) throw errors.loginInvalid();
    return account.operator;
  }

  async contactToBuy(ctx: TenantContext, choice: ContactToBuyBody): Promise<ContactToBuyAnswer> {
    const labels = chosenProductLabels(choice);
    if (labels.length === 0) throw errors.business(WORKBENCH_MESSAGE.chooseProductType);
    const operator = await this.account(ctx);
    await this.requestLead(ctx, {
      contactName: operator.display_name,
      message: `工作台联系购买：${labels.join('、')}`,
    });
    return { message: WORKBENCH_MESSAGE.contactSubmitted };
  }

  /**
   * The talent pack is the provider's shared pool of candidates; in this product it is the
   * 公共人才库 (/new/talentPool), opened in a new window as the spec's external page was.
   */
  async talentPack(ctx: TenantContext, origin: string): Promise<TalentPackAnswer> {
    const operator = await this.account(ctx);
    if (operator.is_talent_pack !== 1)
      throw new AppError(RESPONSE_CODE.toast, WORKBENCH_MESSAGE.noOperationPermission, 403, { kind: 'permission' });
    return { url: `${origin}/new/talentPool` };
  }
}
