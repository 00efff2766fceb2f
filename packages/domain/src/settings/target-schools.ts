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
