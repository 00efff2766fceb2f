import { z } from 'zod';

export const HealthData = z.object({ db: z.enum(['sqlite', 'postgres']) });
export type HealthData = z.infer<typeof HealthData>;
