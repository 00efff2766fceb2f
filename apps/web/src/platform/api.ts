import { ACCOUNT_API } from '@ehire/domain/api/account';
import { AUTH_API } from '@ehire/domain/api/auth';
import { CUSTOMER_API } from '@ehire/domain/api/customer';
import { NOTICE_API } from '@ehire/domain/api/notice';
import { TRACKING_API } from '@ehire/domain/api/tracking';
import type {
  AuthListAnswer,
  CaptchaAnswer,
  CaptchaCheckAnswer,
  CaptchaCheckInput,
  ChangePasswordInput,
  LoginAnswer,
  LoginInput,
} from '@ehire/domain/contracts/auth';
import type { CustomerInfoData, CustomerStatusData } from '@ehire/domain/contracts/customer';
import type { UnreadCountAnswer } from '@ehire/domain/contracts/notice';
import type { ProjectListAnswer } from '@ehire/domain/contracts/project';
import type { PageViewInput } from '@ehire/domain/contracts/tracking';
import type { ExportThresholdRequestInput } from '@ehire/domain/contracts/exports';
import { checkAsync } from './async-check';
import { clearAuthMapCache } from './auth-list';
import { UNREAD_COUNT_STORAGE_KEY } from './keys';
import type { CookieJar, PlatformStorage, PlatformUi } from './ports';
import { successOnResult1, type Envelope, type RequestClient } from './request';
import { clearSession, storeSession } from './session';

export type { LoginAnswer, LoginInput };

// Typed wrappers of the foundation calls of docs/api.md, typed by the domain contracts. Feature
// calls live with their feature; these are the ones the shell, the login page and the platform
// layer share.

export interface PlatformApiDeps {
  ui: PlatformUi;
  storage: PlatformStorage;
  cookies: CookieJar;
}

export type PlatformApi = ReturnType<typeof createPlatformApi>;

export function createPlatformApi(client: RequestClient, deps: PlatformApiDeps) {
  const { ui, storage, cookies } = deps;

  /** A new session: new token, user info and sign key, and a new auth list to fetch. */
  function startSession(answer: LoginAnswer): void {
    clearAuthMapCache(storage, cookies);
    storeSession(cookies, storage, answer);
  }

  return {
    getCaptcha: () => client.call<CaptchaAnswer>(AUTH_API.captcha),

    checkCaptcha: (input: CaptchaCheckInput) =>
      client.call<CaptchaCheckAnswer>(AUTH_API.captchaCheck, { ...input }),

    /** Keeps token, user info and the flow family's sign key (CALL-014). */
    async login(input: LoginInput): Promise<LoginAnswer> {
      const answer = await client.call<LoginAnswer>(AUTH_API.login, { ...input });
      startSession(answer);
      return answer;
    },

    /** Clears the session on this device even when the server call fails. */
    async logout(): Promise<void> {
      try {
        await client.call(AUTH_API.logout);
      } finally {
        clearSession(cookies, storage);
        client.resetSessionFlags();
      }
    },

    changePassword: (input: ChangePasswordInput) =>
      client.call<null>(ACCOUNT_API.operatorPassword, { ...input }),

    /** CALL-029 */
    listProjects: (isrefresh: 0 | 1 = 0) =>
      client.call<ProjectListAnswer>(ACCOUNT_API.projectList, { isrefresh }),

    /** CALL-030: keep the new token and user info, then reload so every screen starts afresh. */
    async switchProject(projectid: string): Promise<LoginAnswer> {
      const answer = await client.call<LoginAnswer>(ACCOUNT_API.projectSwitch, { projectid });
      startSession(answer);
      ui.reload();
      return answer;
    },

    /** CALL-031, AMB-021: success is result 1. */
    getCustomerInfo: () =>
      client.call<CustomerInfoData>(CUSTOMER_API.customerInfo, undefined, {
        successWhen: successOnResult1,
      }),

    /** CALL-028, SHELL-035: the count is also saved locally whenever it is received. */
    async getUnreadCount(): Promise<number> {
      const count = Number(await client.call<UnreadCountAnswer>(NOTICE_API.unreadCount));
      const safe = Number.isFinite(count) ? count : 0;
      storage.local.setItem(UNREAD_COUNT_STORAGE_KEY, String(safe));
      return safe;
    },

    /**
     * The customer-status check as a plain call (the client already runs it every 5th business
     * request). Resolves to the whole envelope: -1000/-1001/-1002 are answers here, not errors.
     */
    checkCustomerStatus: () =>
      client.call<Envelope<CustomerStatusData>>(CUSTOMER_API.customerCheckStatus, undefined, {
        silent: true,
        successWhen: () => true,
        resolveEnvelope: true,
      }),

    /** CALL-027: no payload. */
    confirmCommission: () => client.call<null>(CUSTOMER_API.customerConfirmCommission),

    getAuthList: () => client.call<AuthListAnswer>(ACCOUNT_API.authGetAuthList),

    /** GAP-012: the web family, silent; tracking failures (also 'no token') are dropped. */
    trackPageView: (view: PageViewInput): Promise<void> =>
      client.call(TRACKING_API.pageView, { ...view }).then(
        () => undefined,
        () => undefined,
      ),

    /** GAP-023 */
    resetRealName: () => client.call<null>(CUSTOMER_API.userRealNameVerifyReset),

    /** CALL-054/055: before an export or a bulk edit, is the job async and what is its limit. */
    checkAsync: (input: ExportThresholdRequestInput) => checkAsync(client, input),
  };
}
