import type {
  JobListAnswer,
  JobListItem,
  JobOptions,
  JobRecord,
  JobStatusCounts,
} from '@ehire/domain/contracts/jobs';
import { JOB_FUNCTION_TYPES, JOB_DEGREES } from '@ehire/domain/jobs/options';
import { regionOptionTree } from '@ehire/domain/dictionaries/option-trees';

// Sample data of the jobs API for the page tests, shaped by the contracts.

const BASE = Date.UTC(2026, 10, 20, 2, 0, 0);

export function jobItem(
  overrides: Partial<JobListItem> & Pick<JobListItem, 'ehireJobID' | 'CJobName'>,
): JobListItem {
  return {
    EJobName: '',
    OrgID: 'org-1',
    OrgName: '研发中心',
    ProjectID: null,
    ProjectName: '',
    FuncType1: '01',
    FuncTypeName: '技术研发',
    JobArea: '上海',
    JobNum: 5,
    DegreeFrom: '本科',
    ProvideSalary: '10000-15000元/月',
    Status: '24',
    ValidDate: '2027-06-30',
    RejectInfo: '',
    sort: 1,
    jobTop: 0,
    recommendStatus: null,
    applicationCount: 0,
    createdAt: BASE,
    updatedAt: BASE,
    publishedAt: BASE,
    ...overrides,
  };
}

const COUNTS: JobStatusCounts = { '24': 3, '02': 1, '26': 2, '22': 4, '20': 1, '99': 11 };

export function listAnswer(rows: JobListItem[], counts: JobStatusCounts = COUNTS): JobListAnswer {
  return { total: rows.length, pageIndex: 1, pageSize: 20, rows, counts };
}

export const OPTIONS: JobOptions = {
  organizations: [
    { id: 'org-1', name: '研发中心', parentId: null },
    { id: 'org-2', name: '前端组', parentId: 'org-1' },
  ],
  projects: [{ id: 'p-1', name: '2027届校园招聘' }],
  flows: [{ id: 'f-1', name: '默认招聘流程', isDefault: true }],
  funcTypes: JOB_FUNCTION_TYPES.map((item) => ({ value: item.value, label: item.label })),
  degrees: JOB_DEGREES.map((degree) => ({ value: degree, label: degree })),
  salaryTypes: [
    { value: 1, label: '元/月' },
    { value: 2, label: '元/年' },
    { value: 3, label: '元/天' },
  ],
  terms: [
    { value: 1, label: '校招' },
    { value: 2, label: '实习' },
  ],
  areas: ['上海', '北京'],
  cities: regionOptionTree('city'),
};

export function jobRecord(overrides: Partial<JobRecord> = {}): JobRecord {
  return {
    eHireCoID: '1001',
    ehireJobID: 'job-1',
    CJobName: '前端开发工程师',
    EJobName: 'Frontend Engineer',
    OrgID: 'org-1',
    OrgName: '研发中心',
    ProjectID: null,
    ProjectName: '',
    JobArea: '上海',
    JobNum: 5,
    FuncType1: '01',
    FuncTypeName: '技术研发',
    ProvideSalary: '10000-15000元/月',
    Term: 1,
    DegreeFrom: '本科',
    WorkYear: '不限',
    WorkYearUp: 0,
    WorkYearDown: 0,
    Major1: '计算机科学与技术',
    Major2: '',
    CJobInfo: '负责网页开发。',
    EJobInfo: '',
    Status: '22',
    ValidDate: '2099-06-30',
    JobLabel: ['五险一金'],
    JobSalaryDown: 10000,
    JobSalaryUp: 15000,
    SalaryType: 1,
    SalayFactor: 13,
    JobWelf: ['餐补'],
    WorkArea: '浦东新区',
    WorkAddress: '张江路1号',
    address: '',
    lon: null,
    lat: null,
    RejectInfo: '',
    IsHideSalaryChecked: false,
    tags: { isreadonly_jobs: 0, isreadonly_order: 0, isreadonly_org: 0, isrecommend: 0 },
    jobTop: 0,
    brandTop: 0,
    recommendStatus: null,
    deliveryInfo: null,
    flowId: 'flow-1',
    sort: 1,
    createdAt: BASE,
    updatedAt: BASE,
    publishedAt: null,
    ...overrides,
  };
}
