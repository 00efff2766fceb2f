import { z } from 'zod';

// Notice badge (CALL-028, SHELL-0xx): the unread count as a plain number.
export const UnreadCountAnswer = z.number().int().nonnegative();
export type UnreadCountAnswer = z.infer<typeof UnreadCountAnswer>;
