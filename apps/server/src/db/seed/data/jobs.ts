import type { DegreeLabel } from '../../schema/hiring';
import type { MajorCategory } from './education';

// Campus job templates by function. func is the FuncType1 code stored on the job; majors are the
// categories most applicants come from; salary is the usual monthly range in yuan for a fresh
// graduate (daily for internships); popularity weights how many applications a job draws
// (engineering and management-trainee jobs draw far more than, say, legal ones).

export interface JobFunction {
  readonly code: string;
  readonly label: string;
}

export const JOB_FUNCTIONS: readonly JobFunction[] = [
  { code: '01', label: '技术研发' },
  { code: '02', label: '硬件与芯片' },
  { code: '03', label: '产品' },
  { code: '04', label: '设计' },
  { code: '05', label: '运营' },
  { code: '06', label: '市场与品牌' },
  { code: '07', label: '销售' },
  { code: '08', label: '人力与行政' },
  { code: '09', label: '财务与法务' },
  { code: '10', label: '管培生' },
  { code: '11', label: '供应链与制造' },
];

export interface JobTemplate {
  readonly nameCn: string;
  readonly nameEn: string;
  readonly func: string;
  readonly majors: readonly MajorCategory[];
  readonly minDegree: DegreeLabel | '不限';
  readonly salary: readonly [number, number];
  readonly popularity: number;
}

type Row = readonly [string, string, string, readonly MajorCategory[], DegreeLabel | '不限', number, number, number];

const ROWS: readonly Row[] = [
  ['Java开发工程师', 'Java Developer', '01', ['computing', 'electronics', 'mathematics'], '本科', 15000, 25000, 10],
  ['前端开发工程师', 'Front-end Developer', '01', ['computing', 'electronics', 'design'], '本科', 14000, 24000, 8],
  ['后端开发工程师（Go）', 'Back-end Developer (Go)', '01', ['computing', 'electronics'], '本科', 16000, 26000, 6],
  ['C++开发工程师', 'C++ Developer', '01', ['computing', 'electronics', 'automation'], '本科', 16000, 27000, 5],
  ['算法工程师', 'Algorithm Engineer', '01', ['computing', 'mathematics', 'electronics', 'automation'], '硕士', 22000, 38000, 9],
  ['机器学习工程师', 'Machine Learning Engineer', '01', ['computing', 'mathematics'], '硕士', 23000, 40000, 6],
  ['数据开发工程师', 'Data Engineer', '01', ['computing', 'mathematics'], '本科', 15000, 25000, 5],
  ['测试开发工程师', 'Software Development Engineer in Test', '01', ['computing', 'electronics'], '本科', 12000, 20000, 5],
  ['运维开发工程师', 'Site Reliability Engineer', '01', ['computing', 'electronics'], '本科', 13000, 22000, 3],
  ['网络安全工程师', 'Security Engineer', '01', ['computing'], '本科', 15000, 26000, 3],
  ['Android开发工程师', 'Android Developer', '01', ['computing', 'electronics'], '本科', 14000, 24000, 3],
  ['iOS开发工程师', 'iOS Developer', '01', ['computing', 'electronics'], '本科', 14000, 24000, 3],
  ['数据分析师', 'Data Analyst', '01', ['mathematics', 'computing', 'economics'], '本科', 11000, 18000, 7],
  ['嵌入式软件工程师', 'Embedded Software Engineer', '02', ['electronics', 'automation', 'computing'], '本科', 13000, 22000, 4],
  ['硬件工程师', 'Hardware Engineer', '02', ['electronics', 'automation'], '本科', 12000, 20000, 3],
  ['芯片设计工程师', 'IC Design Engineer', '02', ['electronics'], '硕士', 20000, 35000, 4],
  ['通信算法工程师', 'Communication Algorithm Engineer', '02', ['electronics', 'mathematics'], '硕士', 20000, 32000, 2],
  ['产品经理', 'Product Manager', '03', ['computing', 'business', 'humanities', 'social_science'], '本科', 13000, 22000, 8],
  ['数据产品经理', 'Data Product Manager', '03', ['computing', 'mathematics', 'business'], '本科', 14000, 23000, 3],
  ['UI设计师', 'UI Designer', '04', ['design'], '本科', 10000, 18000, 3],
  ['交互设计师', 'Interaction Designer', '04', ['design', 'social_science'], '本科', 11000, 18000, 2],
  ['用户运营', 'User Operations Specialist', '05', ['business', 'humanities', 'social_science'], '本科', 8000, 13000, 4],
  ['内容运营', 'Content Operations Specialist', '05', ['humanities', 'business'], '本科', 8000, 12000, 3],
  ['电商运营', 'E-commerce Operations Specialist', '05', ['business', 'economics'], '本科', 8000, 13000, 3],
  ['市场专员', 'Marketing Specialist', '06', ['business', 'humanities', 'economics'], '本科', 8000, 12000, 4],
  ['品牌策划', 'Brand Planner', '06', ['humanities', 'design', 'business'], '本科', 8000, 13000, 2],
  ['新媒体运营', 'New Media Specialist', '06', ['humanities', 'design'], '本科', 7000, 11000, 3],
  ['销售代表', 'Sales Representative', '07', ['business', 'economics', 'humanities', 'social_science'], '大专', 6000, 12000, 4],
  ['客户经理', 'Account Manager', '07', ['business', 'economics'], '本科', 8000, 14000, 3],
  ['大客户销售', 'Key Account Sales', '07', ['business', 'economics', 'computing'], '本科', 9000, 16000, 2],
  ['人力资源专员', 'HR Specialist', '08', ['business', 'social_science', 'law'], '本科', 7000, 11000, 3],
  ['行政专员', 'Administrative Specialist', '08', ['business', 'humanities', 'social_science'], '大专', 6000, 9000, 2],
  ['法务专员', 'Legal Specialist', '09', ['law'], '硕士', 9000, 15000, 2],
  ['财务分析师', 'Financial Analyst', '09', ['economics', 'business', 'mathematics'], '本科', 10000, 16000, 4],
  ['会计', 'Accountant', '09', ['business', 'economics'], '本科', 7000, 11000, 3],
  ['审计专员', 'Internal Auditor', '09', ['business', 'economics'], '本科', 8000, 12000, 2],
  ['投资分析师', 'Investment Analyst', '09', ['economics', 'mathematics'], '硕士', 14000, 25000, 3],
  ['管理培训生', 'Management Trainee', '10', ['business', 'economics', 'computing', 'mechanical', 'humanities'], '本科', 10000, 16000, 10],
  ['储备干部', 'Reserve Manager', '10', ['business', 'mechanical', 'social_science'], '本科', 8000, 12000, 3],
  ['采购专员', 'Procurement Specialist', '11', ['business', 'mechanical', 'economics'], '本科', 8000, 12000, 2],
  ['供应链计划专员', 'Supply Chain Planner', '11', ['business', 'mechanical', 'mathematics'], '本科', 8000, 13000, 2],
  ['质量工程师', 'Quality Engineer', '11', ['mechanical', 'chemistry', 'automation'], '本科', 9000, 14000, 2],
  ['机械工程师', 'Mechanical Engineer', '11', ['mechanical', 'automation'], '本科', 10000, 16000, 3],
  ['工艺工程师', 'Process Engineer', '11', ['chemistry', 'mechanical', 'life_science'], '本科', 9000, 15000, 2],
  ['研发工程师（材料）', 'R&D Engineer (Materials)', '11', ['chemistry', 'mechanical'], '硕士', 12000, 20000, 2],
  ['结构工程师', 'Structural Engineer', '11', ['civil', 'mechanical'], '本科', 9000, 15000, 1],
];

export const JOB_TEMPLATES: readonly JobTemplate[] = ROWS.map(
  ([nameCn, nameEn, func, majors, minDegree, salaryDown, salaryUp, popularity]) => ({
    nameCn,
    nameEn,
    func,
    majors,
    minDegree,
    salary: [salaryDown, salaryUp] as const,
    popularity,
  }),
);

/** Stock sentences for job descriptions; the generator joins a few of them per job. */
export const JOB_DUTIES_CN: readonly string[] = [
  '参与公司核心业务的需求分析、方案设计与落地实施；',
  '与团队紧密协作，持续优化产品体验与系统性能；',
  '跟进项目进度，按时保质完成分配的工作任务；',
  '沉淀方法论与文档，参与团队技术或业务分享；',
  '在导师指导下快速成长，承担独立负责的模块；',
];

export const JOB_REQUIREMENTS_CN: readonly string[] = [
  '热爱所应聘的领域，对行业有自己的思考；',
  '专业基础扎实，具备良好的学习能力与逻辑思维；',
  '沟通表达清晰，有团队合作精神和责任心；',
  '有相关实习或项目经历者优先；',
  '能够接受所在城市的工作安排；',
];

/** Reviewer reasons for a job whose application failed (status 20). */
export const JOB_REJECT_REASONS: readonly string[] = [
  '职位描述包含联系方式，请删除后重新提交',
  '薪资范围填写不规范',
  '职位名称与职位描述不符',
  '职位描述中存在违禁词：“包过”',
];

/** Organisation units created for a tenant that has only its root node. */
export const DEPARTMENT_NAMES: readonly string[] = [
  '技术中心', '产品中心', '市场营销部', '销售中心', '财务部', '人力资源部', '供应链管理部',
];
