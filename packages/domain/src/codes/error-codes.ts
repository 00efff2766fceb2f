// The response-code catalogue of D1 §8 (ERR-001..ERR-021) plus the customer-status codes of
// D1 §7. Server and web client both read these, so a code never appears as a bare literal.

/** Every code an answer envelope may carry. Numbers and strings both occur in the spec. */
export const RESPONSE_CODE = {
  /** Success (CALL-002). */
  ok: 200,
  /** Business error shown as a toast: validation failure, 无权限, not found ... (ERR-001). */
  toast: -2000,
  /** Legacy toast code, handled like -2000 (ERR-001). */
  legacyToast: -99,
  /** Legacy string toast code of older endpoints (ERR-001). */
  legacyToastQ: 'Q0000',
  /** Not handled globally: the caller receives the answer (ERR-007, AMB-019). */
  passToCaller: -2001,
  /** Shown in a prompt dialog after 500 ms (ERR-009), e.g. account locked. */
  prompt: -2002,
  /** Legacy string prompt code (ERR-009). */
  legacyPromptQ: 'Q0003',
  /** Session flag reset, toast, navigate to / (ERR-002..ERR-004). */
  sessionReset: -1003,
  /** No token or unknown token: login invalid (ERR-005). */
  loginInvalid: -998,
  /** Session expired or revoked: login invalid (ERR-005). */
  loginExpired: -999,
  /** Customer-status check: show msg (tenant frozen) (CALL-018). */
  customerFrozen: -1000,
  /** Customer-status check: open data.url (real-name verification required) (CALL-019). */
  customerRealNameRequired: -1001,
  /** Customer-status check: open the statement dialog with data.html (CALL-020). */
  customerStatementRequired: -1002,
  /** Flow family: sign missing or wrong. */
  flowBadSign: 'WF0001',
  /** Flow family: timestamp outside the 5-minute window. */
  flowExpired: 'WF0002',
  /** Flow family: replayed request (first of the WF0101..WF0108 business range). */
  flowReplay: 'WF0101',
} as const;

export type ResponseCode = (typeof RESPONSE_CODE)[keyof typeof RESPONSE_CODE] | FlowBusinessCode;

/** WF0101..WF0108: the flow family's business codes (ERR-010). */
export type FlowBusinessCode = `WF010${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;

export const FLOW_ERROR_CODES: readonly string[] = [
  'WF0001',
  'WF0002',
  'WF0101',
  'WF0102',
  'WF0103',
  'WF0104',
  'WF0105',
  'WF0106',
  'WF0107',
  'WF0108',
];

/** Codes the client shows as a toast (ERR-001); '-2000' as a string occurs in old answers. */
export const TOAST_CODES: readonly (number | string)[] = [-2000, -99, '-2000', 'Q0000'];
/** Codes the client shows in a prompt dialog after PROMPT_DELAY_MS (ERR-009). */
export const PROMPT_CODES: readonly (number | string)[] = [-2002, 'Q0003'];
/** Codes meaning the login is no longer valid (ERR-005, ERR-006, ERR-015). */
export const LOGIN_INVALID_CODES: readonly (number | string)[] = [-998, -999];
/** Customer-status check answers (CALL-018..CALL-020). */
export const CUSTOMER_STATUS_CODES: readonly number[] = [-1000, -1001, -1002];

export const PROMPT_DELAY_MS = 500;

/** The zh-CN messages the server sends with its codes; the client shows msg as received. */
export const ERROR_MESSAGE = {
  loginInvalid: '登录信息失效，请重新登录',
  loginExpired: '登录已过期，请重新登录',
  /** Client-side one-time warning for -998/-999 and for a missing token (CALL-007, ERR-005). */
  loginLostWarning: '登录信息失效，请重新进入页面',
  forbidden: '无权限',
  notFound: '接口不存在',
  recordNotFound: '数据不存在',
  badRequest: '参数错误',
  malformedJson: '参数错误：请求内容不是有效的 JSON',
  payloadTooLarge: '请求内容过大',
  tooManyRequests: '请求过于频繁，请稍后再试',
  internal: '服务器繁忙，请稍后再试',
  captchaWrong: '验证码错误或已过期',
  badCredentials: '会员名、用户名或密码错误',
  accountLocked: '登录失败次数过多，请15分钟后再试',
  accountDisabled: '账号已停用，请联系管理员',
  oldPasswordWrong: '原密码错误',
  weakPassword: '新密码需为8-32位，且包含大写字母、小写字母、数字、符号中的至少三种',
  samePassword: '新密码不能与原密码相同',
  projectNotFound: '项目不存在',
  realNameRequired: '请先完成企业实名认证',
  flowBadSign: '签名错误',
  flowExpired: '请求已过期',
  flowReplay: '重复的请求',
  requestTimeout: '请求超时',
  requestFailed: '请求失败',
} as const;

export type ErrorMessageKey = keyof typeof ERROR_MESSAGE;
