// The application form of the careers site (issue 6 §2): GET /api/web/careers/:member/resume-design
// answers the tenant's online resume design version and the dictionaries its dropdowns use, so
// the candidate form renders and validates exactly as the designer configured it (public, no token).
import { z } from 'zod';
import { DesignModuleSchema, DictItemSchema } from '../contracts/resume-design';

export const CareersResumeDesign = z.object({
  /** The online design version the answers will be stored against. */
  version: z.number().int(),
  emodules: z.array(DesignModuleSchema),
  /** System dictionaries the design's fields use, by key (systemDdTableName, upper-cased). */
  systemDictionaries: z.record(z.string(), z.array(DictItemSchema)),
  /** Member custom dictionaries the design's fields use, by customerDictId. */
  memberDictionaries: z.record(z.string(), z.array(DictItemSchema)),
  /** 更多设置's personal-information consent (issue 17): '' when none; else the apply must accept it. */
  consentText: z.string(),
});
export type CareersResumeDesign = z.infer<typeof CareersResumeDesign>;
