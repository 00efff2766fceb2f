// Request signing shared by the web client and the server (CALL-013..CALL-016, GAP-018).
// Pure functions over WebCrypto (globalThis.crypto.subtle), so the same code runs in browsers
// and in Node 20. All functions are async because SubtleCrypto is.

/** Names of the two fields the signed flow family adds to every payload. */
export const FLOW_TIMESTAMP_FIELD = 'timestamp';
export const FLOW_SIGN_FIELD = 'sign';
/** A signed request is accepted within this distance of the server clock. */
export const FLOW_SIGN_WINDOW_MS = 5 * 60 * 1000;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Trims every string, sorts object keys recursively and drops undefined members, so two
 * payloads that differ only in key order or surrounding spaces sign the same.
 */
export function canonicalize(value: unknown): Json {
  return sortKeys(value, true);
}

function sortKeys(value: unknown, trim: boolean): Json {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return trim ? value.trim() : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : sortKeys(item, trim)));
  if (typeof value === 'object') {
    const source = value as Record<string, unknown>;
    const out: { [key: string]: Json } = {};
    for (const key of Object.keys(source).sort()) {
      if (source[key] !== undefined) out[key] = sortKeys(source[key], trim);
    }
    return out;
  }
  return null;
}

export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonicalize(value));
}

/** The payload with every string trimmed, as it is sent (CALL-015). */
export function trimStrings<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((item) => trimStrings(item)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = trimStrings(item);
    return out as T;
  }
  return value;
}

/**
 * What a GET request's query string carries: every value as a trimmed string (arrays as
 * repeated parameters). The server signs what it receives, so the client must sign this form.
 */
export function toQueryPayload(payload: Record<string, unknown>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) out[key] = value.map((item) => String(item).trim());
    else if (typeof value === 'object') throw new TypeError(`查询参数 ${key} 不能是对象`);
    else out[key] = String(value).trim();
  }
  return out;
}

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(message: string): Promise<string> {
  return toHex(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(message)));
}

export async function hmacSha256Hex(key: string, message: string): Promise<string> {
  const cryptoKey = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(await globalThis.crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

/** The string a flow sign covers: token, newline, canonical JSON of the payload without sign. */
export function flowSignBase(token: string, payload: Record<string, unknown>): string {
  const { [FLOW_SIGN_FIELD]: _omitted, ...rest } = payload;
  return `${token}\n${canonicalJson(rest)}`;
}

/** HMAC-SHA256 hex of flowSignBase with the session's sign key. */
export async function computeFlowSign(
  token: string,
  payload: Record<string, unknown>,
  signKey: string,
): Promise<string> {
  return hmacSha256Hex(signKey, flowSignBase(token, payload));
}

export interface SignFlowRequestInput {
  method: string;
  token: string;
  signKey: string;
  payload?: Record<string, unknown>;
  /** Epoch milliseconds; defaults to Date.now(). */
  now?: number;
}

/**
 * Adds timestamp and sign to a flow-family payload. For GET the result is the query object
 * (all strings); otherwise the JSON body (strings trimmed).
 */
export async function signFlowRequest(input: SignFlowRequestInput): Promise<Record<string, unknown>> {
  const timestamp = input.now ?? Date.now();
  const withTime = { ...(input.payload ?? {}), [FLOW_TIMESTAMP_FIELD]: timestamp };
  const sendable: Record<string, unknown> =
    input.method.toUpperCase() === 'GET' ? toQueryPayload(withTime) : trimStrings(withTime);
  const sign = await computeFlowSign(input.token, sendable, input.signKey);
  return { ...sendable, [FLOW_SIGN_FIELD]: sign };
}

/**
 * Path prefixes of the designer's signed family (CALL-016): the designer's own calls and the
 * dictionaries it reads and edits. The provider's review (/api/ops/) and the careers site's
 * public copy of the design (/api/web/) are other families and are not signed.
 */
export const DESIGNER_SIGNED_PREFIXES: readonly string[] = [
  '/api/biz/resume-design/',
  '/api/biz/dictionaries/',
];

export function isDesignerSignedPath(path: string): boolean {
  return DESIGNER_SIGNED_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * The designer's scheme (CALL-016): SHA-256 hex of `k1=v1&k2=v2...&key=<key>` with the keys
 * sorted and empty, null or undefined values skipped; the sign field itself is not a parameter.
 * Objects and arrays are written as JSON with their keys sorted too, so no parameter order at
 * any depth changes the sign. Strings are signed as they are (CALL-015 trimming is the flow
 * family's rule, and designer texts are the recruiter's to keep).
 */
export async function sortedParamSign(params: Record<string, unknown>, key: string): Promise<string> {
  const parts: string[] = [];
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (name === FLOW_SIGN_FIELD || value === undefined || value === null || value === '') continue;
    const text = typeof value === 'object' ? JSON.stringify(sortKeys(value, false)) : String(value);
    parts.push(`${name}=${text}`);
  }
  parts.push(`key=${key}`);
  return sha256Hex(parts.join('&'));
}

export interface SignDesignerRequestInput {
  method: string;
  signKey: string;
  payload?: Record<string, unknown>;
  /** Epoch milliseconds; defaults to Date.now(). */
  now?: number;
}

/**
 * Adds timestamp and the sorted-parameter sign to a designer payload, carried like the flow
 * family's (query for GET, all strings as the server receives them; otherwise the JSON body).
 */
export async function signDesignerRequest(input: SignDesignerRequestInput): Promise<Record<string, unknown>> {
  const withTime = { ...(input.payload ?? {}), [FLOW_TIMESTAMP_FIELD]: input.now ?? Date.now() };
  const sendable: Record<string, unknown> =
    input.method.toUpperCase() === 'GET' ? toQueryPayload(withTime) : withTime;
  return { ...sendable, [FLOW_SIGN_FIELD]: await sortedParamSign(sendable, input.signKey) };
}
