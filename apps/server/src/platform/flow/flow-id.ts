import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// CurrentFlowId header (CALL-012): the flow id encrypted with AES-256-GCM, so the client holds
// an opaque value it cannot forge or enumerate. The tenant id is bound as additional data: a
// value minted for one tenant does not decrypt for another.

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function flowIdKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'ehire', 'current-flow-id', 32));
}

export function encryptFlowId(key: Buffer, flowId: string, tenantId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(tenantId));
  const body = Buffer.concat([cipher.update(flowId, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The flow id, or null when the value was not minted by this server for this tenant. */
export function decryptFlowId(key: Buffer, value: string, tenantId: string): string | null {
  try {
    const raw = Buffer.from(value, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(tenantId));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
