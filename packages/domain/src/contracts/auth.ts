import { z } from 'zod';

// Login, session and account contracts (docs/api.md "Auth and session").

export const CaptchaAnswer = z.object({
  captchaId: z.string(),
  /** data:image/svg+xml;base64,... */
  image: z.string(),
});
export type CaptchaAnswer = z.infer<typeof CaptchaAnswer>;

export const CaptchaCheckInput = z.object({
  captchaId: z.string().min(1).max(64),
  code: z.string().min(1).max(16),
});
export type CaptchaCheckInput = z.infer<typeof CaptchaCheckInput>;

export const CaptchaCheckAnswer = z.object({ valid: z.boolean() });
export type CaptchaCheckAnswer = z.infer<typeof CaptchaCheckAnswer>;

export const LoginInput = z.object({
  /** 会员名 (the tenant's member name), case-insensitive. */
  member: z.string().trim().min(1).max(64),
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** Optional only because development servers may run with the verify code disabled. */
  captchaId: z.string().max(64).optional(),
  code: z.string().max(16).optional(),
});
export type LoginInput = z.infer<typeof LoginInput>;

/** Flags of the user-info cookie's auths (D1 §3; VAL-005 talent pack). */
export const UserAuths = z.object({ istalentpack: z.number().int() });
export type UserAuths = z.infer<typeof UserAuths>;

/** The display-only user-info cookie (D1 §3, PERM-026). */
export const UserInfo = z.object({
  ctmid: z.string(),
  oprid: z.string(),
  oprcname: z.string(),
  ctmlogo: z.string(),
  ctmexpiredate: z.string(),
  auths: UserAuths,
  isusenewehireplus: z.number().int(),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const LoginAnswer = z.object({
  token: z.string(),
  userinfo: UserInfo,
  /** Per-session key for the signed flow family and the designer's sorted-parameter sign. */
  signKey: z.string(),
});
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/** Token payload (first part of the token, base64url JSON); ehireid is the tenant (PERM-026). */
export const TokenPayload = z.object({
  ehireid: z.string(),
  oprid: z.string(),
  iat: z.number(),
});
export type TokenPayload = z.infer<typeof TokenPayload>;

export const COOKIE = {
  token: 'ehire_token',
  userInfo: 'ehire_userinfo',
  opsToken: 'ehire_ops_token',
} as const;

/** The header every non-public request carries (the cookie alone is refused: CSRF). */
export const TOKEN_HEADER = 'Token';
export const CURRENT_FLOW_ID_HEADER = 'CurrentFlowId';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;

/** 8-32 characters with at least three of: upper case, lower case, digit, symbol. */
export function isStrongPassword(password: string): boolean {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return false;
  const classes = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9\s]/].filter((re) => re.test(password));
  return classes.length >= 3;
}

export const ChangePasswordInput = z.object({
  oldPassword: z.string().min(1).max(128),
  // Length and strength are checked by isStrongPassword so the user sees the one rule message.
  newPassword: z.string().min(1).max(128),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

export const AuthListItem = z.object({
  auth_key: z.string(),
  auth_value: z.number().int(),
});
export type AuthListItem = z.infer<typeof AuthListItem>;
export const AuthListAnswer = z.array(AuthListItem);
export type AuthListAnswer = z.infer<typeof AuthListAnswer>;
