import type { FlowBusinessCode } from '../codes/error-codes';

// The WF business codes of the signed flow family (D1 §8, ERR-010: WF0001, WF0002 and WF0101 to
// WF0108 show an error toast). WF0001 / WF0002 / WF0101 are the guard's (bad sign, expired,
// replay); the flow management calls use WF0102..WF0108, one code per kind of refusal, so a
// caller can tell them apart without parsing the message.

export const FLOW_CODE = {
  /** Bad input: 参数错误：<the field's zh-CN message>. HTTP 400. */
  invalid: 'WF0102',
  /** The flow or step does not exist in this tenant. HTTP 404. */
  notFound: 'WF0103',
  /** Another flow of the tenant has this name, or the tenant has reached the flow limit. HTTP 409. */
  nameTaken: 'WF0104',
  /** Jobs use the flow. HTTP 409. */
  usedByJobs: 'WF0105',
  /** Applications sit in the flow or in a removed step. HTTP 409. */
  hasApplications: 'WF0106',
  /** The default flow cannot be deleted. HTTP 409. */
  defaultFlow: 'WF0107',
  /** A step holding applications cannot change its type. HTTP 409. */
  stepTypeLocked: 'WF0108',
} as const satisfies Record<string, FlowBusinessCode>;

export type FlowCode = (typeof FLOW_CODE)[keyof typeof FLOW_CODE];

export const FLOW_REFUSAL = {
  flowNotFound: '流程不存在',
  stepNotFound: (ivid: string) => `步骤编号 ${ivid} 不属于该流程`,
  nameTaken: (name: string) => `流程名称“${name}”已存在`,
  tooManyFlows: (limit: number) => `最多可创建${limit}个流程`,
  usedByJobs: (name: string, count: number) =>
    `流程“${name}”正被${count}个职位使用，不能删除，请先为这些职位更换流程`,
  flowHasApplications: (name: string, count: number) => `流程“${name}”中还有${count}份投递，不能删除`,
  stepHasApplications: (name: string, count: number) =>
    `步骤“${name}”中还有${count}份投递，不能删除，请先将投递移到其他步骤`,
  defaultFlow: (name: string) => `“${name}”是默认流程，不能删除，请先将其他流程设为默认流程`,
  stepTypeLocked: (name: string, count: number) => `步骤“${name}”中还有${count}份投递，不能修改步骤类型`,
} as const;
