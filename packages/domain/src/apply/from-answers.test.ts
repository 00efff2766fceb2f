import { describe, expect, it } from 'vitest';
import { ApplyFields } from '../contracts/talent';
import type { ResumeAnswers } from '../resume-design/form-answers';
import type { DesignModule } from '../resume-design/model';
import { defaultDesign } from '../resume-design/presets';
import { APPLY_MAP_MESSAGE, applyFieldsFromAnswers, designProblems } from './from-answers';

function answers(overrides: { basic?: Record<string, unknown>; education?: Record<string, unknown>[] } = {}) {
  return {
    sub01: [
      {
        CBA1: '张三',
        CBA2: '女',
        CBA3: '2002-05-01',
        CBA4: { certType: 6, number: '11010519491231002x' },
        CBA5: '13800138000',
        CBA6: 'zhangsan@example.com',
        ...overrides.basic,
      },
    ],
    sub10: overrides.education ?? [
      { CCA1: '本科', CCA2: '复旦大学', CCA4: '计算机科学与技术', CCA3: '2020-09', CCA5: '2024-06' },
    ],
  } as ResumeAnswers;
}

const design = () => ({ emodules: defaultDesign() });

describe('applyFieldsFromAnswers (issue 6 §2)', () => {
  it('APPLY maps the fixed fields of the default design to the system fields of an application', () => {
    const result = applyFieldsFromAnswers(design(), answers());
    expect(result).toEqual({
      ok: true,
      fields: {
        name: '张三',
        mobile: '13800138000',
        email: 'zhangsan@example.com',
        idNumber: '11010519491231002X',
        gender: 2,
        birthDate: '2002-05-01',
        school: '复旦大学',
        major: '计算机科学与技术',
        degree: '本科',
        graduationYear: 2024,
        region: '',
      },
    });
    // What it produces passes the apply contract the server checks.
    if (result.ok) expect(ApplyFields.safeParse({ ...result.fields }).success).toBe(true);
  });

  it('APPLY keeps the ID number only for a PRC ID card (other certificates stay in the answers)', () => {
    const passport = applyFieldsFromAnswers(
      design(),
      answers({ basic: { CBA4: { certType: 1, number: 'E12345678' } } }),
    );
    expect(passport.ok && passport.fields.idNumber).toBe('');
    const none = applyFieldsFromAnswers(design(), answers({ basic: { CBA4: null, CBA2: '男' } }));
    expect(none.ok && none.fields).toMatchObject({ idNumber: '', gender: 1 });
  });

  it('APPLY takes degree, school, major and graduation year from the highest-degree education', () => {
    const result = applyFieldsFromAnswers(
      design(),
      answers({
        education: [
          { CCA1: '本科', CCA2: '浙江大学', CCA4: '软件工程', CCA5: '2022-06' },
          { CCA1: '博士后', CCA2: '清华大学', CCA4: '人工智能', CCA5: '2027-07' },
          { CCA1: '硕士', CCA2: '北京大学', CCA4: '计算机', CCA5: '2024-06' },
        ],
      }),
    );
    expect(result.ok && result.fields).toMatchObject({
      degree: '博士',
      school: '清华大学',
      major: '人工智能',
      graduationYear: 2027,
    });
  });

  it('APPLY reads 生源地 from 籍贯 when the design has it (the province of the path)', () => {
    const modules = defaultDesign();
    const basic = modules[0] as DesignModule;
    const name = basic.ecolumns[0];
    modules[0] = {
      ...basic,
      ecolumns: [...basic.ecolumns, { ...name, colId: 'P_NATIVE_PLACE', cname: '籍贯' }],
    };
    const result = applyFieldsFromAnswers(
      { emodules: modules },
      answers({ basic: { P_NATIVE_PLACE: ['浙江', '杭州'] } }),
    );
    expect(result.ok && result.fields.region).toBe('浙江');
  });

  it('APPLY names every blank needed field and the unsupported degree in zh-CN', () => {
    const result = applyFieldsFromAnswers(
      design(),
      answers({
        basic: { CBA1: null, CBA5: '  ', CBA2: '未知' },
        education: [{ CCA1: '高中', CCA2: '', CCA4: '数学', CCA5: '明年' }],
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        '请填写姓名',
        '性别只能选择男或女',
        '请填写手机号码',
        '最高学历「高中」不在可投递范围（大专、本科、硕士、博士）',
        '请填写学校',
        APPLY_MAP_MESSAGE.badGraduation,
      ],
    });
  });

  it('APPLY with no education section asks for the education fields', () => {
    const result = applyFieldsFromAnswers(design(), answers({ education: [] }));
    expect(result.ok ? [] : result.errors).toEqual([
      '请填写最高学历',
      '请填写学校',
      '请填写专业',
      '请填写毕业时间',
    ]);
  });

  it('APPLY refuses a design that lacks a needed fixed field, naming it', () => {
    const modules = defaultDesign().map((m) => ({
      ...m,
      ecolumns: m.ecolumns.filter((f) => f.colId !== 'CBA5' && f.colId !== 'CCA5'),
    }));
    expect(designProblems(design())).toEqual([]);
    expect(designProblems({ emodules: modules })).toEqual([
      '在线简历缺少「手机号码」字段，暂无法投递，请联系招聘方',
      '在线简历缺少「毕业时间」字段，暂无法投递，请联系招聘方',
    ]);
    expect(applyFieldsFromAnswers({ emodules: modules }, answers())).toEqual({
      ok: false,
      errors: [
        '在线简历缺少「手机号码」字段，暂无法投递，请联系招聘方',
        '在线简历缺少「毕业时间」字段，暂无法投递，请联系招聘方',
      ],
    });
  });
});
