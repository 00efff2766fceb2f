import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_MESSAGE, RESPONSE_CODE } from '@ehire/domain/codes/error-codes';
import { AppError, errors } from './envelope';

const HTTP_MESSAGE: Record<number, string> = {
  400: ERROR_MESSAGE.badRequest,
  401: ERROR_MESSAGE.loginInvalid,
  403: ERROR_MESSAGE.forbidden,
  404: ERROR_MESSAGE.notFound,
  405: ERROR_MESSAGE.notFound,
  406: '参数错误：不支持的响应格式',
  413: ERROR_MESSAGE.payloadTooLarge,
  415: '参数错误：不支持的内容类型',
  429: ERROR_MESSAGE.tooManyRequests,
};

/** Maps anything thrown to the AppError the client will see. */
function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const err = error as Partial<FastifyError> & { statusCode?: number };
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(RESPONSE_CODE.toast, ERROR_MESSAGE.payloadTooLarge, 413, { kind: 'validation' });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errors.validation(ERROR_MESSAGE.malformedJson);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errors.validation('参数错误：请求内容不能为空');
    default:
      break;
  }
  if (err.validation) return errors.validation(ERROR_MESSAGE.badRequest);
  if (status === 429) return errors.tooManyRequests();
  if (status >= 400 && status < 500) {
    const msg = HTTP_MESSAGE[status] ?? ERROR_MESSAGE.badRequest;
    return new AppError(RESPONSE_CODE.toast, msg, status, { kind: 'validation' });
  }
  return new AppError(RESPONSE_CODE.toast, ERROR_MESSAGE.internal, 500, { kind: 'internal' });
}

/**
 * One error handler for the whole app: the envelope with a zh-CN msg and a meaningful HTTP
 * status; never a stack trace or an internal message. Unknown routes answer 404 接口不存在.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    request.failure = appError;
    if (appError.httpStatus >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.debug({ code: appError.code, msg: appError.message }, 'request refused');
    }
    return reply
      .status(appError.httpStatus)
      .type('application/json; charset=utf-8')
      .send({ code: appError.code, msg: appError.message, data: appError.data });
  });

  app.setNotFoundHandler((request, reply) => {
    const notFound = errors.routeNotFound();
    request.failure = notFound;
    return reply
      .status(404)
      .type('application/json; charset=utf-8')
      .send({ code: notFound.code, msg: notFound.message, data: null });
  });
}
