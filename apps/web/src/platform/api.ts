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
import { PATH } from './families';
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
    getCaptcha: () => client.get<CaptchaAnswer>(PATH.captcha),

    checkCaptcha: (input: CaptchaCheckInput) =>
      client.post<CaptchaCheckAnswer>(PATH.captchaCheck, { ...input }),

    /** Keeps token, user info and the flow family's sign key (CALL-014). */
    async login(input: LoginInput): Promise<LoginAnswer> {
      const answer = await client.post<LoginAnswer>(PATH.login, { ...input });
      startSession(answer);
      return answer;
    },

    /** Clears the session on this device even when the server call fails. */
    async logout(): Promise<void> {
      try {
        await client.post(PATH.logout);
      } finally {
        clearSession(cookies, storage);
        client.resetSessionFlags();
      }
    },

    changePassword: (input: ChangePasswordInput) => client.post<null>(PATH.changePassword, { ...input }),

    /** CALL-029 */
    listProjects: (isrefresh: 0 | 1 = 0) => client.post<ProjectListAnswer>(PATH.projectList, { isrefresh }),

    /** CALL-030: keep the new token and user info, then reload so every screen starts afresh. */
    async switchProject(projectid: string): Promise<LoginAnswer> {
      const answer = await client.post<LoginAnswer>(PATH.projectSwitch, { projectid });
      startSession(answer);
      ui.reload();
      return answer;
    },

    /** CALL-031, AMB-021: success is result 1. */
    getCustomerInfo: () =>
      client.post<CustomerInfoData>(PATH.customerInfo, undefined, {
        successWhen: successOnResult1,
      }),

    /** CALL-028, SHELL-035: the count is also saved locally whenever it is received. */
    async getUnreadCount(): Promise<number> {
      const count = Number(await client.post<UnreadCountAnswer>(PATH.unreadCount));
      const safe = Number.isFinite(count) ? count : 0;
      storage.local.setItem(UNREAD_COUNT_STORAGE_KEY, String(safe));
      return safe;
    },

    /**
     * The customer-status check as a plain call (the client already runs it every 5th business
     * request). Resolves to the whole envelope: -1000/-1001/-1002 are answers here, not errors.
     */
    checkCustomerStatus: () =>
      client.post<Envelope<CustomerStatusData>>(PATH.customerStatus, undefined, {
        silent: true,
        successWhen: () => true,
        resolveEnvelope: true,
      }),

    /** CALL-027: no payload. */
    confirmCommission: () => client.post<null>(PATH.confirmCommission),

    getAuthList: () => client.get<AuthListAnswer>(PATH.authList),

    /** GAP-012: the web family, silent; tracking failures (also 'no token') are dropped. */
    trackPageView: (view: PageViewInput): Promise<void> =>
      client.post(PATH.pageView, { ...view }).then(
        () => undefined,
        () => undefined,
      ),

    /** GAP-023 */
    resetRealName: () => client.post<null>(PATH.realNameReset),

    /** CALL-054/055: before an export or a bulk edit, is the job async and what is its limit. */
    checkAsync: (input: ExportThresholdRequestInput) => checkAsync(client, input),
  };
}
