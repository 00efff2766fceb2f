// The workbench's buying-contact dialog and talent-pack entry (D1 §2, §5, §7, §8).

/** The product types a recruiter can ask about (WB-053), in the dialog's order. */
export const BUY_PRODUCT_TYPES = [
  { key: 'sms', label: '短信邀请' },
  { key: 'interview', label: '面试邀请' },
  { key: 'video', label: '视频面试' },
  { key: 'exam', label: '测评' },
] as const;

export type BuyProductType = (typeof BUY_PRODUCT_TYPES)[number]['key'];

/** The workbench's messages (ERR-018, VAL-001, VAL-005, CALL-043). */
export const WORKBENCH_MESSAGE = {
  chooseProductType: '请选择产品类型',
  contactSubmitted: '提交成功，工作人员会尽快与您联系',
  noOperationPermission: '当前角色没有操作权限！',
} as const;

/** The chosen types' labels, in the dialog's order (what the provider's lead says). */
export function chosenProductLabels(choice: Readonly<Record<BuyProductType, boolean>>): string[] {
  return BUY_PRODUCT_TYPES.filter((type) => choice[type.key]).map((type) => type.label);
}
