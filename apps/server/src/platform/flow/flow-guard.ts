import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGE, RESPONSE_CODE } from '@ehire/domain/codes/error-codes';
import { CURRENT_FLOW_ID_HEADER } from '@ehire/domain/contracts/auth';
import {
  computeFlowSign,
  FLOW_SIGN_FIELD,
  FLOW_SIGN_WINDOW_MS,
  FLOW_TIMESTAMP_FIELD,
  isDesignerSignedPath,
  sortedParamSign,
} from '@ehire/domain/signing/flow-sign';
import type { Clock } from '../clock';
import { errors } from '../envelope';
import { operatorOf, type OperatorPrincipal } from '../request-context';
import { decryptFlowId } from './flow-id';
import type { SignNonceRepository } from './sign-nonce.repository';

const FLOW_PREFIX = '/api/flow/';
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

interface SignedFamily {
  /** The sign the payload (as received, sign included) must carry. */
  expectedSign(principal: OperatorPrincipal, payload: Record<string, unknown>): Promise<string>;
  /** Flow contracts declare timestamp and sign; the designer's do not, so they leave once checked. */
  stripSignFields: boolean;
  /** CALL-012: only the flow family carries CurrentFlowId. */
  readsCurrentFlowId: boolean;
}

const FLOW_FAMILY: SignedFamily = {
  expectedSign: (principal, payload) => computeFlowSign(principal.token, payload, principal.signKey),
  stripSignFields: false,
  readsCurrentFlowId: true,
};

/** CALL-016: the designer's sorted-parameter sign, keyed like the flow sign by the session key. */
const DESIGNER_FAMILY: SignedFamily = {
  expectedSign: (principal, payload) => sortedParamSign(payload, principal.signKey),
  stripSignFields: true,
  readsCurrentFlowId: false,
};

function signedFamilyOf(url: string): SignedFamily | null {
  if (url.startsWith(FLOW_PREFIX)) return FLOW_FAMILY;
  if (isDesignerSignedPath(url)) return DESIGNER_FAMILY;
  return null;
}

/**
 * The signed families — flow (/api/flow/, CALL-013..015) and designer (resume design and
 * dictionaries, CALL-016): checks sign (WF0001), the ±5-minute timestamp window (WF0002) and
 * replay (WF0101) before validation, on the payload exactly as received (query for GET, else
 * body). Both families share the refusals, the window and the replay memory; only the sign
 * differs. Decodes the flow family's CurrentFlowId header onto the request.
 */
export function installSignGuard(
  app: FastifyInstance,
  deps: { nonces: SignNonceRepository; clock: Clock; flowIdKey: Buffer },
): void {
  let lastCleanup = 0;
  app.addHook('preValidation', async (request) => {
    const url = request.routeOptions.url;
    const family = request.is404 || !url ? null : signedFamilyOf(url);
    if (!family) return;
    const principal = operatorOf(request);
    const inQuery = request.method === 'GET' || request.method === 'HEAD';
    const raw = inQuery ? request.query : request.body;
    const payload: unknown = raw ?? {};
    if (!isPlainObject(payload)) throw badSign();
    const sign = payload[FLOW_SIGN_FIELD];
    if (typeof sign !== 'string' || !HEX_SIGN.test(sign)) throw badSign();
    const expected = await family.expectedSign(principal, payload);
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

    if (family.stripSignFields) {
      const { [FLOW_SIGN_FIELD]: _sign, [FLOW_TIMESTAMP_FIELD]: _timestamp, ...params } = payload;
      if (inQuery) request.query = params;
      else request.body = params;
    }
    if (!family.readsCurrentFlowId) return;
    const header = request.headers[CURRENT_FLOW_ID_HEADER.toLowerCase()];
    const flowHeader = Array.isArray(header) ? header[0] : header;
    if (flowHeader) {
      const flowId = decryptFlowId(deps.flowIdKey, flowHeader, principal.tenantId);
      if (flowId === null) throw errors.validation('参数错误：CurrentFlowId 无效');
      request.currentFlowId = flowId;
    }
  });
}
