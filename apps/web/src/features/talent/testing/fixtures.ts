import type {
  ResumeDetail,
  StepCounts,
  TalentCounts,
  TalentJobItem,
  TalentPage,
  TalentRow,
} from '@ehire/domain/contracts/talent';

// Sample answers of the talent API for the page tests, shaped by the contracts.

const BASE = Date.UTC(2026, 10, 20, 2, 0, 0);

export function talentRow(
  overrides: Partial<TalentRow> & Pick<TalentRow, 'applicationId' | 'name'>,
): TalentRow {
  return {
    candidateId: `c-${overrides.applicationId}`,
    resumeId: `r-${overrides.applicationId}`,
    gender: 1,
    mobile: '13800000000',
    email: 'a@example.com',
    school: '浙江大学',
    schoolLevel: '985',
    major: '计算机科学与技术',
    degree: '本科',
    graduationYear: 2027,
    region: '浙江',
    source: '官网',
    jobId: 'job-1',
    jobName: '前端开发工程师',
    flowId: 'flow-1',
    stepId: 'step-1',
    ivid: '1001',
    stepName: '初筛',
    ivType: 1,
    inboxStatus: '00',
    inboxStatusName: '待筛选',
    score: null,
    isStarred: false,
    labels: [],
    personalLabels: [],
    appliedAt: BASE,
    updatedAt: BASE,
    ...overrides,
  };
}

export function page(rows: TalentRow[], total = rows.length): TalentPage {
  return { total, pageIndex: 1, pageSize: 20, rows };
}

function step(ivid: string, name: string, sort: number, byStatus: StepCounts['byStatus']): StepCounts {
  const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
  return {
    flowId: 'flow-1',
    flowName: '校招流程',
    stepId: `step-${sort}`,
    ivid,
    name,
    ivType: sort,
    sort,
    total,
    byStatus,
  };
}

export const COUNTS: TalentCounts = {
  total: 21,
  steps: [
    step('1001', '初筛', 1, { '00': 5, '01': 2, '04_05': 3, '02_06_07_08_09': 0 }),
    step('1002', '笔试', 2, { '00': 1, '01': 1, '04_05': 2, '02_06_07_08_09': 4 }),
    step('1003', '面试', 3, { '00': 0, '01': 0, '04_05': 1, '02_06_07_08_09': 2 }),
  ],
};

export const JOBS: TalentJobItem[] = [
  { jobId: 'job-1', name: '前端开发工程师', status: '24', flowId: 'flow-1', total: 12, waiting: 5 },
  { jobId: 'job-2', name: '产品经理', status: '24', flowId: 'flow-1', total: 9, waiting: 1 },
];

export function resumeDetail(row: TalentRow, overrides: Partial<ResumeDetail> = {}): ResumeDetail {
  return {
    application: row,
    resume: {
      id: row.resumeId,
      answers: {},
      designVersion: null,
      design: null,
      attachments: [],
    },
    candidate: {
      id: row.candidateId,
      name: row.name,
      gender: row.gender,
      mobile: row.mobile,
      email: row.email,
      birthDate: '2004-05-01',
    },
    activity: [],
    comments: [],
    scores: [],
    otherApplications: [],
    ...overrides,
  };
}
