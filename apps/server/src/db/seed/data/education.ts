import type { DegreeLabel } from '../../schema/hiring';

// Majors (names from the national undergraduate catalogue) grouped by category; job templates
// name the categories they recruit from, so a Java developer's applicants are mostly computing
// majors and a financial analyst's mostly finance and accounting ones.

export type MajorCategory =
  | 'computing'
  | 'electronics'
  | 'automation'
  | 'mechanical'
  | 'mathematics'
  | 'economics'
  | 'business'
  | 'law'
  | 'humanities'
  | 'design'
  | 'chemistry'
  | 'life_science'
  | 'civil'
  | 'social_science';

export const MAJORS_BY_CATEGORY: Readonly<Record<MajorCategory, readonly string[]>> = {
  computing: [
    '计算机科学与技术', '软件工程', '网络工程', '信息安全', '物联网工程', '数据科学与大数据技术',
    '人工智能',
  ],
  electronics: [
    '电子信息工程', '通信工程', '微电子科学与工程', '光电信息科学与工程', '电子科学与技术',
    '集成电路设计与集成系统',
  ],
  automation: ['自动化', '电气工程及其自动化', '测控技术与仪器'],
  mechanical: ['机械工程', '机械设计制造及其自动化', '车辆工程', '材料成型及控制工程', '工业设计'],
  mathematics: ['数学与应用数学', '统计学', '信息与计算科学', '物理学'],
  economics: ['经济学', '金融学', '国际经济与贸易', '金融工程', '财政学'],
  business: ['工商管理', '市场营销', '会计学', '财务管理', '人力资源管理', '物流管理', '审计学'],
  law: ['法学', '知识产权'],
  humanities: ['汉语言文学', '英语', '日语', '新闻学', '广告学', '网络与新媒体'],
  design: ['视觉传达设计', '数字媒体艺术', '环境设计'],
  chemistry: ['化学', '应用化学', '材料科学与工程', '化学工程与工艺', '高分子材料与工程'],
  life_science: ['生物技术', '生物医学工程', '药学', '临床医学'],
  civil: ['土木工程', '建筑学'],
  social_science: ['心理学', '社会学', '行政管理'],
};

export const MAJOR_CATEGORIES = Object.keys(MAJORS_BY_CATEGORY) as MajorCategory[];

/** Degree mix of campus applicants (weights). 大专 only comes from ordinary schools. */
export const DEGREE_WEIGHTS: ReadonlyArray<readonly [DegreeLabel, number]> = [
  ['本科', 55],
  ['硕士', 37],
  ['博士', 3],
  ['大专', 5],
];

/** Typical age at graduation per degree, for plausible birth dates. */
export const GRADUATION_AGE: Readonly<Record<DegreeLabel, number>> = {
  大专: 21,
  本科: 22,
  硕士: 25,
  博士: 29,
};

/** Channels resumes arrive through, with their usual share. */
export const SOURCE_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['官网', 35],
  ['招聘网站', 25],
  ['校园宣讲会', 14],
  ['双选会', 10],
  ['内推', 16],
];

export const ENGLISH_LEVELS: readonly string[] = ['CET-4', 'CET-6', 'CET-6', 'TEM-8', 'IELTS 7.0', 'TOEFL 100', '无'];

export const INTERNSHIP_COMPANIES: readonly string[] = [
  '腾讯', '阿里巴巴', '字节跳动', '百度', '美团', '京东', '华为', '网易', '小米', '拼多多',
  '招商银行', '中国平安', '普华永道', '德勤', '宝洁', '联合利华', '比亚迪', '宁德时代', '中兴通讯',
  '海康威视', '大疆创新', '中国银行', '中信证券', '顺丰速运',
];

export const AWARDS: readonly string[] = [
  '国家奖学金', '校级一等奖学金', '全国大学生数学建模竞赛二等奖', 'ACM-ICPC 区域赛铜牌',
  '“挑战杯”课外学术科技作品竞赛三等奖', '优秀学生干部', '全国大学生电子设计竞赛省一等奖',
  '三好学生', '优秀毕业生', '互联网+大学生创新创业大赛银奖',
];

/** Labels recruiters put on applications; some are given by rule in the generator (名校, 内推). */
export const APPLICATION_LABELS: readonly string[] = [
  '名校', '内推', '重点关注', '有实习经历', '英语六级', '竞赛获奖', '学生干部', '党员', '待沟通',
  '海外背景', '薪资期望高', '可提前实习',
];
