import { z } from 'zod';

// Customer (member) calls of the console shell: status check, statement, info, real-name reset.

/** Where -1001 sends the user to complete the enterprise real-name verification. */
export const REAL_NAME_VERIFY_URL = '/new/systemManagement/ctminfo/companyinfo';

/**
 * Answer of POST /api/biz/customer/check-status: code 200 (data null), -1000 (msg = freeze
 * message), -1001 (data.url), -1002 (data.html: the sanitised statement).
 */
export const CustomerStatusData = z
  .object({ url: z.string().optional(), html: z.string().optional() })
  .nullable();
export type CustomerStatusData = z.infer<typeof CustomerStatusData>;

export const CustomerInfoData = z.object({
  iscloud: z.number().int(),
  isinterview: z.number().int(),
  ishidezone: z.number().int(),
});
export type CustomerInfoData = z.infer<typeof CustomerInfoData>;

/** Customer info carries result = 1 beside code 200 (CALL-031, AMB-021). */
export const CustomerInfoAnswer = z.object({
  code: z.number().int(),
  msg: z.string(),
  result: z.number().int(),
  data: CustomerInfoData,
});
export type CustomerInfoAnswer = z.infer<typeof CustomerInfoAnswer>;

export const REAL_NAME_STATUS = {
  verified: 'verified',
  required: 'required',
  pending: 'pending',
} as const;
export type RealNameStatus = (typeof REAL_NAME_STATUS)[keyof typeof REAL_NAME_STATUS];
