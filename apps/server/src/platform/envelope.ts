import { ERROR_MESSAGE, RESPONSE_CODE } from '@ehire/domain/codes/error-codes';
import type { Envelope } from '@ehire/domain/contracts/envelope';

export const OK_MESSAGE = '操作成功';

export function ok<T>(data: T, msg: string = OK_MESSAGE): Envelope<T> {
  return { code: RESPONSE_CODE.ok, msg, data };
}

/** Success without data. */
export function done(msg: string = OK_MESSAGE): Envelope<null> {
  return { code: RESPONSE_CODE.ok, msg, data: null };
}

/**
 * What kind of refusal an error is. Only 'business' refusals are written to the audit log:
 * validation, auth and permission refusals never reach business logic.
 */
export type AppErrorKind =
  | 'business'
  | 'validation'
  | 'auth'
  | 'permission'
  | 'not-found'
  | 'flow'
  | 'limit'
  /** An unexpected failure (500): neither a refusal nor a success, so never audited. */
  | 'internal';

export interface AppErrorOptions {
  data?: unknown;
  kind?: AppErrorKind;
}

/** An expected failure answered with the envelope; never carries a stack to the client. */
export class AppError extends Error {
  override name = 'AppError';
  readonly data: unknown;
  readonly kind: AppErrorKind;
  /** Same as httpStatus; fastify and its plugins read and write this name. */
  statusCode: number;

  constructor(
    readonly code: number | string,
    msg: string,
    readonly httpStatus: number = 400,
    options: AppErrorOptions = {},
  ) {
    super(msg);
    this.data = options.data ?? null;
    this.kind = options.kind ?? 'business';
    this.statusCode = httpStatus;
  }
}

export const errors = {
  /** A business rule refused the request: toast (-2000). */
  business: (msg: string, httpStatus = 400, data?: unknown) =>
    new AppError(RESPONSE_CODE.toast, msg, httpStatus, { data, kind: 'business' }),
  /** Refusal shown in a prompt dialog (-2002). */
  prompt: (msg: string, httpStatus = 400) =>
    new AppError(RESPONSE_CODE.prompt, msg, httpStatus, { kind: 'business' }),
  validation: (msg: string) => new AppError(RESPONSE_CODE.toast, msg, 400, { kind: 'validation' }),
  notFound: (msg: string = ERROR_MESSAGE.recordNotFound) =>
    new AppError(RESPONSE_CODE.toast, msg, 404, { kind: 'business' }),
  routeNotFound: () => new AppError(RESPONSE_CODE.toast, ERROR_MESSAGE.notFound, 404, { kind: 'not-found' }),
  forbidden: () => new AppError(RESPONSE_CODE.toast, ERROR_MESSAGE.forbidden, 403, { kind: 'permission' }),
  loginInvalid: () =>
    new AppError(RESPONSE_CODE.loginInvalid, ERROR_MESSAGE.loginInvalid, 401, { kind: 'auth' }),
  loginExpired: () =>
    new AppError(RESPONSE_CODE.loginExpired, ERROR_MESSAGE.loginExpired, 401, { kind: 'auth' }),
  tooManyRequests: () =>
    new AppError(RESPONSE_CODE.toast, ERROR_MESSAGE.tooManyRequests, 429, { kind: 'limit' }),
  flow: (code: string, msg: string, httpStatus: number) =>
    new AppError(code, msg, httpStatus, { kind: 'flow' }),
};
