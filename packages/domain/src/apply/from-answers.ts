// From a filled resume form to the system fields of an application (issue 6 §2): the candidate
// fills the tenant's online design; the fixed fields of the default design (presets.ts) carry
// what the talent list, dedup and filters need. Pure: the careers site maps before posting to
// show these messages; the server maps the answers it validated again (issue 13 §2) and stores
// only what this mapping gives, checked with ApplyFields.
import { CERT_TYPE } from '../codes/resume-design';
import type { ApplyFields } from '../contracts/talent';
import {
  isCertificateAnswer,
  type AnswerValue,
  type ResumeAnswers,
  type SectionAnswers,
} from '../resume-design/form-answers';
import type { DesignField, DesignModule } from '../resume-design/model';

/** The fixed fields the mapping reads (colIds of the default design). */
export const APPLY_FIELD = {
  name: 'CBA1',
  gender: 'CBA2',
  birthDate: 'CBA3',
  idNumber: 'CBA4',
  mobile: 'CBA5',
  email: 'CBA6',
  degree: 'CCA1',
  school: 'CCA2',
  major: 'CCA4',
  graduation: 'CCA5',
} as const;

/** 生源地: the first of these present in the design (籍贯 of the preset catalogue). */
export const REGION_FIELDS = ['P_NATIVE_PLACE'] as const;

const FIELD_LABEL: Record<keyof typeof APPLY_FIELD, string> = {
  name: '姓名',
  gender: '性别',
  birthDate: '出生日期',
  idNumber: '证件号码',
  mobile: '手机号码',
  email: '邮箱',
  degree: '最高学历',
  school: '学校',
  major: '专业',
  graduation: '毕业时间',
};

/** Fields an application cannot do without (ApplyFields requires them). */
const REQUIRED: ReadonlyArray<keyof typeof APPLY_FIELD> = [
  'name',
  'gender',
  'mobile',
  'degree',
  'school',
  'major',
  'graduation',
];

export const APPLY_MAP_MESSAGE = {
  designLacks: (label: string) => `在线简历缺少「${label}」字段，暂无法投递，请联系招聘方`,
  missing: (label: string) => `请填写${label}`,
  badGender: '性别只能选择男或女',
  badDegree: (value: string) => `最高学历「${value}」不在可投递范围（大专、本科、硕士、博士）`,
  badGraduation: '毕业时间格式不正确',
} as const;

export type ApplyMapping = { ok: true; fields: ApplyFields } | { ok: false; errors: string[] };

/** Degree dictionary values (DD_DEGREE) an application accepts; 博士后 counts as 博士. */
const DEGREE_OF: Readonly<Record<string, ApplyFields['degree']>> = {
  大专: '大专',
  本科: '本科',
  硕士: '硕士',
  博士: '博士',
  博士后: '博士',
};
const DEGREE_RANK: Readonly<Record<string, number>> = { 大专: 1, 本科: 2, 硕士: 3, 博士: 4, 博士后: 5 };

/** Gender dictionary values (DD_GENDER: 男 / 女), and the codes 1 / 2 of older lists. */
const GENDER_OF: Readonly<Record<string, 1 | 2>> = { 男: 1, 女: 2, '1': 1, '2': 2 };

interface Located {
  module: DesignModule;
  field: DesignField;
}

function locate(modules: readonly DesignModule[], colId: string): Located | undefined {
  for (const module of modules) {
    const field = module.ecolumns.find((f) => f.colId === colId && f.deleteStatus !== 1);
    if (field) return { module, field };
  }
  return undefined;
}

function text(v: AnswerValue | undefined): string {
  if (typeof v === 'string') return v.trim();
  if (Array.isArray(v)) return (v[0] ?? '').trim();
  return '';
}

function sectionsOf(answers: ResumeAnswers, at: Located | undefined): SectionAnswers[] {
  return at ? (answers[at.module.modId] ?? []) : [];
}

/**
 * The education section the system fields come from: the one with the highest degree (the
 * latest graduation among equals), so 最高学历, 学校, 专业 and 毕业年份 describe the same study.
 */
function educationSection(sections: readonly SectionAnswers[]): SectionAnswers | undefined {
  let best: SectionAnswers | undefined;
  let bestKey: [number, string] = [-1, ''];
  for (const section of sections) {
    const key: [number, string] = [
      DEGREE_RANK[text(section[APPLY_FIELD.degree])] ?? 0,
      text(section[APPLY_FIELD.graduation]),
    ];
    if (!best || key[0] > bestKey[0] || (key[0] === bestKey[0] && key[1] > bestKey[1])) {
      best = section;
      bestKey = key;
    }
  }
  return best;
}

/** What the design lacks for an application (empty when every needed fixed field is there). */
export function designProblems(design: { emodules: readonly DesignModule[] }): string[] {
  return REQUIRED.filter((key) => !locate(design.emodules, APPLY_FIELD[key])).map((key) =>
    APPLY_MAP_MESSAGE.designLacks(FIELD_LABEL[key]),
  );
}

/**
 * Maps the answers of a design built from the default design's fixed fields to the system fields
 * of an application. Every problem is reported at once, in zh-CN, naming the field.
 */
export function applyFieldsFromAnswers(
  design: { emodules: readonly DesignModule[] },
  answers: ResumeAnswers,
): ApplyMapping {
  const modules = design.emodules;
  const errors: string[] = [];
  const at = Object.fromEntries(
    Object.entries(APPLY_FIELD).map(([key, colId]) => [key, locate(modules, colId)]),
  ) as Record<keyof typeof APPLY_FIELD, Located | undefined>;

  const lacks = designProblems(design);
  if (lacks.length > 0) return { ok: false, errors: lacks };

  // Basic information is one-to-one: its only section.
  const basicValue = (key: keyof typeof APPLY_FIELD): AnswerValue | undefined => {
    const located = at[key];
    return located ? answers[located.module.modId]?.[0]?.[located.field.colId] : undefined;
  };
  const education = educationSection(sectionsOf(answers, at.degree)) ?? {};
  const educationValue = (key: keyof typeof APPLY_FIELD): string => {
    const located = at[key];
    if (!located) return '';
    // Education fields live in the education module's sections; elsewhere, its first section.
    if (located.module.modId === at.degree?.module.modId) return text(education[located.field.colId]);
    return text(answers[located.module.modId]?.[0]?.[located.field.colId]);
  };

  const name = text(basicValue('name'));
  if (!name) errors.push(APPLY_MAP_MESSAGE.missing(FIELD_LABEL.name));

  const genderText = text(basicValue('gender'));
  const gender = GENDER_OF[genderText];
  if (!genderText) errors.push(APPLY_MAP_MESSAGE.missing(FIELD_LABEL.gender));
  else if (!gender) errors.push(APPLY_MAP_MESSAGE.badGender);

  const mobile = text(basicValue('mobile'));
  if (!mobile) errors.push(APPLY_MAP_MESSAGE.missing(FIELD_LABEL.mobile));

  const email = text(basicValue('email'));
  const birth = text(basicValue('birthDate'));
  const birthDate = /^\d{4}-\d{2}-\d{2}$/.test(birth) ? birth : '';

  const cert = basicValue('idNumber');
  const idNumber =
    isCertificateAnswer(cert) && cert.certType === CERT_TYPE.prcId ? cert.number.trim().toUpperCase() : '';

  const degreeText = educationValue('degree');
  const degree = DEGREE_OF[degreeText];
  if (!degreeText) errors.push(APPLY_MAP_MESSAGE.missing(FIELD_LABEL.degree));
  else if (!degree) errors.push(APPLY_MAP_MESSAGE.badDegree(degreeText));

  const school = educationValue('school');
  if (!school) errors.push(APPLY_MAP_MESSAGE.missing(FIELD_LABEL.school));
  const major = educationValue('major');
  if (!major) errors.push(APPLY_MAP_MESSAGE.missing(FIELD_LABEL.major));

  const graduation = educationValue('graduation');
  const year = /^(\d{4})(-\d{2}){0,2}$/.exec(graduation)?.[1];
  if (!graduation) errors.push(APPLY_MAP_MESSAGE.missing(FIELD_LABEL.graduation));
  else if (!year) errors.push(APPLY_MAP_MESSAGE.badGraduation);

  let region = '';
  for (const colId of REGION_FIELDS) {
    const located = locate(modules, colId);
    if (!located) continue;
    // A region answer is the path of names from the province down: the province is the 生源地.
    region = text(answers[located.module.modId]?.[0]?.[colId]);
    if (region) break;
  }

  if (errors.length > 0 || !gender || !degree || !year) return { ok: false, errors };
  return {
    ok: true,
    fields: {
      name,
      mobile,
      email,
      idNumber,
      gender,
      birthDate,
      school,
      major,
      degree,
      graduationYear: Number(year),
      region,
    },
  };
}
