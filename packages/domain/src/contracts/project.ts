import { z } from 'zod';
import { RefreshFlag } from './envelope';

// Project switcher (CALL-029, CALL-030).

export const ProjectListInput = z.object({ isrefresh: RefreshFlag }).nullish();
export type ProjectListInput = z.infer<typeof ProjectListInput>;

export const ProjectItem = z.object({ id: z.string(), name: z.string() });
export type ProjectItem = z.infer<typeof ProjectItem>;
export const ProjectListAnswer = z.array(ProjectItem);
export type ProjectListAnswer = z.infer<typeof ProjectListAnswer>;

export const SwitchProjectInput = z.object({ projectid: z.string().trim().min(1).max(64) });
export type SwitchProjectInput = z.infer<typeof SwitchProjectInput>;
