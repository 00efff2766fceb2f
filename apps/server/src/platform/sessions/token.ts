import { createHash, randomBytes } from 'node:crypto';

// Token format (docs/api.md): <base64url(JSON payload)>.<32 random bytes, base64url>. The
// payload is informational (the client reads ehireid); only the random part makes it secret.
// The database keeps the SHA-256 of the whole token, never the token.

export function createToken(payload: Record<string, unknown>): string {
  const head = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${head}.${randomBytes(32).toString('base64url')}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh per-session key for request signing. */
export function createSignKey(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,2048}\.[A-Za-z0-9_-]{43}$/;

/** Cheap shape check so garbage never reaches the database. */
export function looksLikeToken(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}
