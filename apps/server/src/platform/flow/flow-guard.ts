import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGE, RESPONSE_CODE } from '@ehire/domain/codes/error-codes';
import { CURRENT_FLOW_ID_HEADER } from '@ehire/domain/contracts/auth';
import {
  computeFlowSign,
  FLOW_SIGN_FIELD,
  FLOW_SIGN_WINDOW_MS,
  FLOW_TIMESTAMP_FIELD,
} from '@ehire/domain/signing/flow-sign';
import type { Clock } from '../clock';
import { errors } from '../envelope';
import { operatorOf } from '../request-context';
import { decryptFlowId } from './flow-id';
import type { SignNonceRepository } from './sign-nonce.repository';

export const FLOW_PREFIX = '/api/flow/';
const NONCE_CLEANUP_INTERVAL_MS = 60 * 1000;
const HEX_SIGN = /^[0-9a-f]{64}$/;

const badSign = () => errors.flow(RESPONSE_CODE.flowBadSign, ERROR_MESSAGE.flowBadSign, 401);

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Signed flow family: checks sign (WF0001), the ±5-minute timestamp window (WF0002) and replay
 * (WF0101) before validation, on the payload exactly as received (query for GET, else body).
 * Decodes the CurrentFlowId header onto the request.
 */
export function installFlowGuard(
  app: FastifyInstance,
  deps: { nonces: SignNonceRepository; clock: Clock; flowIdKey: Buffer },
): void {
  let lastCleanup = 0;
  app.addHook('preValidation', async (request) => {
    const url = request.routeOptions.url;
    if (request.is404 || !url?.startsWith(FLOW_PREFIX)) return;
    const principal = operatorOf(request);
    const raw = request.method === 'GET' || request.method === 'HEAD' ? request.query : request.body;
    const payload: unknown = raw ?? {};
    if (!isPlainObject(payload)) throw badSign();
    const sign = payload[FLOW_SIGN_FIELD];
    if (typeof sign !== 'string' || !HEX_SIGN.test(sign)) throw badSign();
    const expected = await computeFlowSign(principal.token, payload, principal.signKey);
    if (!sameHex(sign, expected)) throw badSign();

    const now = deps.clock.now();
    const timestamp = Number(payload[FLOW_TIMESTAMP_FIELD]);
    if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > FLOW_SIGN_WINDOW_MS) {
      throw errors.flow(RESPONSE_CODE.flowExpired, ERROR_MESSAGE.flowExpired, 401);
    }
    if (now - lastCleanup > NONCE_CLEANUP_INTERVAL_MS) {
      lastCleanup = now;
      await deps.nonces.deleteExpiredBefore(now);
    }
    // Kept for two windows: a sign older than that fails the timestamp check anyway.
    if (!(await deps.nonces.remember(sign, now + 2 * FLOW_SIGN_WINDOW_MS))) {
      throw errors.flow(RESPONSE_CODE.flowReplay, ERROR_MESSAGE.flowReplay, 409);
    }

    const header = request.headers[CURRENT_FLOW_ID_HEADER.toLowerCase()];
    const flowHeader = Array.isArray(header) ? header[0] : header;
    if (flowHeader) {
      const flowId = decryptFlowId(deps.flowIdKey, flowHeader, principal.tenantId);
      if (flowId === null) throw errors.validation('参数错误：CurrentFlowId 无效');
      request.currentFlowId = flowId;
    }
  });
}
