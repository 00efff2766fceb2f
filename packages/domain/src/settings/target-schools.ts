// 目标学校/专业 (issue 17, /new/systemManagement/basic/destinationlist): the tenant's target
// school and major solutions. The talent list's school filter takes `TARGET_SCHOOLS_VALUE` among
// its values: "in the target schools" = a school of any solution.

/** The school filter's value for "in the target schools" (no school dictionary name collides). */
export const TARGET_SCHOOLS_VALUE = 'TARGET';
export const TARGET_SCHOOLS_LABEL = '目标院校';

export const TARGET_SOLUTIONS_MAX = 20;
export const TARGET_SOLUTION_SCHOOLS_MAX = 3000;
export const TARGET_SOLUTION_MAJORS_MAX = 500;

export interface TargetSolution {
  id: string;
  name: string;
  schools: string[];
  majors: string[];
  updatedAt: number;
}

/** Every school of the solutions, once, in first-seen order. */
export function targetSchoolsOf(solutions: readonly TargetSolution[]): string[] {
  return [...new Set(solutions.flatMap((s) => s.schools))];
}

/** The major filter's value for "in the target majors" (专业 filter, like 目标院校 for schools). */
export const TARGET_MAJORS_VALUE = 'TARGET';
export const TARGET_MAJORS_LABEL = '目标专业';

/** Every major of the solutions, once, in first-seen order. */
export function targetMajorsOf(solutions: readonly TargetSolution[]): string[] {
  return [...new Set(solutions.flatMap((s) => s.majors))];
}

/**
 * Which solutions hold each school and each major (solution ids, in the solutions' order): what
 * the smart rules' 学校所属目标院校方案 / 专业所属目标专业方案 read for an application.
 */
export interface TargetMembership {
  schools: ReadonlyMap<string, readonly string[]>;
  majors: ReadonlyMap<string, readonly string[]>;
}

export function targetMembership(solutions: readonly TargetSolution[]): TargetMembership {
  const schools = new Map<string, string[]>();
  const majors = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, id: string) => {
    const ids = map.get(key);
    if (!ids) map.set(key, [id]);
    else if (!ids.includes(id)) ids.push(id);
  };
  for (const s of solutions) {
    for (const school of s.schools) add(schools, school, s.id);
    for (const major of s.majors) add(majors, major, s.id);
  }
  return { schools, majors };
}
