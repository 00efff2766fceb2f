import { z } from 'zod';

// The JSON envelope every answer uses (CALL-001, CALL-002): { code, msg, data }.

/** Numbers and strings both occur (200, -2000, 'WF0001'). */
export const ResponseCodeSchema = z.union([z.number().int(), z.string()]);

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: ResponseCodeSchema, msg: z.string(), data });
}

/** An answer that carries no data (data: null). */
export const EmptyEnvelope = envelope(z.null());
export type EmptyEnvelope = z.infer<typeof EmptyEnvelope>;

/** Any error answer: code, zh-CN msg, data usually null. */
export const ErrorEnvelope = envelope(z.unknown());
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export interface Envelope<T> {
  code: number | string;
  msg: string;
  data: T;
}

/** For POST routes that take no payload: nothing (null/undefined), or an empty object. */
export const NoPayload = z.object({}).strict().nullish();
export type NoPayload = z.infer<typeof NoPayload>;

/** The isrefresh / isRefresh flag several console calls send (GAP-029: the server has no cache). */
export const RefreshFlag = z.union([z.boolean(), z.literal(0), z.literal(1)]).optional();
