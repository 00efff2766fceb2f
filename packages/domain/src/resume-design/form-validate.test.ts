import { describe, expect, it } from 'vitest';
import type { ResumeAnswers } from './form-answers';
import { FIXTURE_DESIGN, FIXTURE_DICTIONARIES } from './form-fixture';
import type { DictionaryLookup } from './form-options';
import { checkResumeAnswers } from './answer-schema';
import { describeIssue, validateResumeAnswers, type AnswerIssue } from './form-validate';

const dictionaries: DictionaryLookup = {
  system: (name) => FIXTURE_DICTIONARIES.system[name],
  member: (id) => FIXTURE_DICTIONARIES.member[id],
};

function validAnswers(): ResumeAnswers {
  return {
    basic: [
      {
        name: ' 张三 ',
        gender: '1',
        idNumber: { certType: 6, number: '11010519491231002X' },
        birthday: '1949-12-31',
        mobile: '13800138000',
        email: 'zhangsan@example.com',
        landline: '',
        qq: '10001',
        postcode: '518057',
        height: '175',
        weight: '62.5',
        city: ['44', '4403'],
        hometown: ['44', '4403', '440305'],
        strengths: ['code'],
        overseas: '0',
        intro: '热爱编程',
        photo: null,
      },
    ],
    sub10: [{ CCA1: '4', CCA2: '深圳大学', CCA4: '计算机科学与技术', start: '2019-09', end: '2023-06' }],
    intern: [],
    lang: [{ cert: ['en', 'cet6'] }],
    files: [{ cv: { fileId: 'f1', name: '简历.docx', size: 20_000 }, works: null }],
  };
}

function run(answers: ResumeAnswers) {
  return validateResumeAnswers(FIXTURE_DESIGN, answers, { dictionaries });
}

function messageAt(
  issues: AnswerIssue[],
  modId: string,
  colId: string | null,
  section = 0,
): string | undefined {
  return issues.find(
    (i) => i.modId === modId && i.colId === colId && (colId === null || i.section === section),
  )?.message;
}

function withBasic(patch: Record<string, unknown>): ResumeAnswers {
  const a = validAnswers();
  a.basic = [{ ...a.basic![0], ...patch } as never];
  return a;
}

describe('validateResumeAnswers: a whole filled form against a design', () => {
  it('accepts a complete form and keeps only the visible, normalised answers', () => {
    const result = run(validAnswers());
    expect(result.issues).toEqual([]);
    expect(result.answers.basic![0]!.name).toBe('张三');
    expect(result.answers.basic![0]!.landline).toBeNull();
    // overseasCountry is hidden (海外经历 = 否): not kept.
    expect('overseasCountry' in result.answers.basic![0]!).toBe(false);
    // The disabled module and the hidden research module are not kept.
    expect(Object.keys(result.answers).sort()).toEqual(['basic', 'files', 'intern', 'lang', 'sub10']);
  });

  it('DES-042 required fields name the field: 请输入 / 请选择 / 请上传', () => {
    const a = withBasic({ name: '  ', gender: null, hometown: [] });
    a.files = [{ cv: null }];
    const { issues } = run(a);
    expect(messageAt(issues, 'basic', 'name')).toBe('请输入姓名');
    expect(messageAt(issues, 'basic', 'gender')).toBe('请选择性别');
    expect(messageAt(issues, 'basic', 'hometown')).toBe('请选择籍贯');
    expect(messageAt(issues, 'files', 'cv')).toBe('请上传简历附件');
  });

  it('DES-044 the character limit of the field (inputLen) caps text answers, counted by character', () => {
    expect(messageAt(run(withBasic({ name: '张'.repeat(20) })).issues, 'basic', 'name')).toBeUndefined();
    expect(messageAt(run(withBasic({ name: '张'.repeat(21) })).issues, 'basic', 'name')).toBe(
      '最多输入20个字符',
    );
    expect(messageAt(run(withBasic({ intro: 'a'.repeat(201) })).issues, 'basic', 'intro')).toBe(
      '最多输入200个字符',
    );
  });

  it('DES-053 check types apply to what was typed', () => {
    const { issues } = run(
      withBasic({ mobile: '1380013800', email: 'x@', landline: '12345', qq: '012', postcode: '1234567' }),
    );
    expect(messageAt(issues, 'basic', 'mobile')).toBe('请输入正确的手机号码');
    expect(messageAt(issues, 'basic', 'email')).toBe('请输入正确的邮箱');
    expect(messageAt(issues, 'basic', 'landline')).toBe('请输入正确的固定电话，如010-12345678');
    expect(messageAt(issues, 'basic', 'qq')).toBe('请输入正确的QQ号码');
    // postcode has inputLen 6: the length message comes first.
    expect(messageAt(issues, 'basic', 'postcode')).toBe('最多输入6个字符');
    expect(messageAt(run(withBasic({ postcode: '9x0000' })).issues, 'basic', 'postcode')).toBe(
      '请输入正确的邮政编码',
    );
  });

  it('DES-053 number fields: integer (2), float (4) and the digit limit', () => {
    expect(messageAt(run(withBasic({ height: '175.5' })).issues, 'basic', 'height')).toBe('请输入整数');
    expect(messageAt(run(withBasic({ height: '1750' })).issues, 'basic', 'height')).toBe('最多输入3位数字');
    expect(messageAt(run(withBasic({ weight: 'abc' })).issues, 'basic', 'weight')).toBe('请输入数字');
    expect(messageAt(run(withBasic({ weight: '62.55' })).issues, 'basic', 'weight')).toBeUndefined();
  });

  it('DES-043 DES-055 certificates: the type must be one the field lists, the number must fit it', () => {
    expect(
      messageAt(
        run(withBasic({ idNumber: { certType: 6, number: '110105194912310021' } })).issues,
        'basic',
        'idNumber',
      ),
    ).toBe('请输入正确的居民身份证号码');
    expect(
      messageAt(
        run(withBasic({ idNumber: { certType: 5, number: 'A123456(3)' } })).issues,
        'basic',
        'idNumber',
      ),
    ).toBeUndefined();
    expect(
      messageAt(
        run(withBasic({ idNumber: { certType: 4, number: 'A123456789' } })).issues,
        'basic',
        'idNumber',
      ),
    ).toBe('请选择证件类型');
    expect(
      messageAt(
        run(withBasic({ idNumber: { certType: null, number: 'E12345678' } })).issues,
        'basic',
        'idNumber',
      ),
    ).toBe('请选择证件类型');
  });

  it('DES-053 dates: year-month-day and year-month by check type', () => {
    expect(messageAt(run(withBasic({ birthday: '2001-02-29' })).issues, 'basic', 'birthday')).toBe(
      '请选择正确的日期',
    );
    const a = validAnswers();
    a.sub10 = [{ ...a.sub10![0], start: '2019-9' }];
    expect(messageAt(run(a).issues, 'sub10', 'start')).toBe('请选择正确的年月');
  });

  it('DES-058 choices must come from the list; cascades must be complete paths', () => {
    expect(messageAt(run(withBasic({ gender: '9' })).issues, 'basic', 'gender')).toBe('请选择有效的选项');
    expect(messageAt(run(withBasic({ hometown: ['44', '4403'] })).issues, 'basic', 'hometown')).toBe(
      '请选择完整的选项',
    );
    expect(
      messageAt(run(withBasic({ hometown: ['44', '1101', '110108'] })).issues, 'basic', 'hometown'),
    ).toBe('请选择有效的选项');
    expect(messageAt(run(withBasic({ city: ['44'] })).issues, 'basic', 'city')).toBe('请选择完整的选项');
  });

  it('DES-056 system (2) and member (3) dictionaries are looked up by table name and id', () => {
    const a = validAnswers();
    a.sub10 = [{ ...a.sub10![0], CCA1: '7' }];
    a.lang = [{ cert: ['en', 'n1'] }];
    const { issues } = run(a);
    expect(messageAt(issues, 'sub10', 'CCA1')).toBe('请选择有效的选项');
    expect(messageAt(issues, 'lang', 'cert')).toBe('请选择有效的选项');
  });

  it('DES-047 DES-048 multi-select limits: drop1MultiMin and drop1MultiMax', () => {
    expect(
      messageAt(run(withBasic({ strengths: ['code', 'write', 'speak'] })).issues, 'basic', 'strengths'),
    ).toBe('最多选择2项');
    expect(
      messageAt(run(withBasic({ strengths: ['code', 'code'] })).issues, 'basic', 'strengths'),
    ).toBeUndefined();
    expect(messageAt(run(withBasic({ strengths: [] })).issues, 'basic', 'strengths')).toBeUndefined();
  });

  it('DES-037 DESCONST-005 GAP-060 multi-section counts: minCount and maxCount, recordCount only recommends', () => {
    const few = validAnswers();
    few.sub10 = [];
    expect(messageAt(run(few).issues, 'sub10', null)).toBe('教育经历至少填写1段');
    const many = validAnswers();
    many.intern = [{ company: 'A' }, { company: 'B' }, { company: 'C' }];
    expect(messageAt(run(many).issues, 'intern', null)).toBe('实习经历最多填写2段');
    const missing = validAnswers();
    delete (missing as Record<string, unknown>).intern;
    expect(run(missing).issues).toEqual([]);
  });

  it('every section of a multi-section module is validated with its index', () => {
    const a = validAnswers();
    a.sub10 = [a.sub10![0]!, { CCA1: '5', CCA2: '北京大学', CCA4: '', start: '2023-09', end: '2026-06' }];
    const { issues } = run(a);
    expect(issues).toEqual([{ modId: 'sub10', section: 1, colId: 'CCA4', message: '请输入专业' }]);
    expect(describeIssue(FIXTURE_DESIGN, issues[0]!)).toBe('教育经历第2段「专业」：请输入专业');
  });

  it('DES-035 a disabled module is neither validated nor kept', () => {
    const a = validAnswers();
    a.hobby = [{ what: '' }];
    const result = run(a);
    expect(result.issues).toEqual([]);
    expect(result.answers.hobby).toBeUndefined();
  });

  it('DESVAL-060 DESVAL-061 attachments: the format list and the 10 MB maximum', () => {
    const a = validAnswers();
    a.files = [
      {
        cv: { fileId: 'f1', name: 'cv.zip', size: 100 },
        works: { fileId: 'f2', name: 'w.zip', size: 11 * 1024 * 1024 },
      },
    ];
    const { issues } = run(a);
    expect(messageAt(issues, 'files', 'cv')).toBe(
      '仅支持上传pdf、txt、doc、docx、ppt、pptx、xls、xlsx格式的文件',
    );
    expect(messageAt(issues, 'files', 'works')).toBe('文件大小不能超过10MB');
  });

  it('issue 12 a PDF résumé fits a document field', () => {
    const a = validAnswers();
    a.files = [{ cv: { fileId: 'f1', name: '简历.PDF', size: 100 } }];
    expect(messageAt(run(a).issues, 'files', 'cv')).toBeUndefined();
  });

  it('a value of the wrong shape gets a message instead of an exception', () => {
    const { issues } = run(withBasic({ gender: ['1'], hometown: '44', photo: 'x.png' }));
    expect(messageAt(issues, 'basic', 'gender')).toBe('填写内容格式不正确');
    expect(messageAt(issues, 'basic', 'hometown')).toBe('填写内容格式不正确');
    expect(messageAt(issues, 'basic', 'photo')).toBe('填写内容格式不正确');
  });
});

describe('display rules in validation (COND-061..065)', () => {
  it('COND-064 a field shown by a rule is validated only while the rule holds', () => {
    expect(messageAt(run(withBasic({ overseas: '0' })).issues, 'basic', 'overseasCountry')).toBeUndefined();
    expect(messageAt(run(withBasic({ overseas: '1' })).issues, 'basic', 'overseasCountry')).toBe(
      '请输入海外国家',
    );
    const shown = run(withBasic({ overseas: '1', overseasCountry: '英国' }));
    expect(shown.issues).toEqual([]);
    expect(shown.answers.basic![0]!.overseasCountry).toBe('英国');
  });

  it('COND-029 COND-067 a module rule with 任意一段满足 shows the module when any section matches', () => {
    const a = validAnswers();
    a.sub10 = [a.sub10![0]!, { CCA1: '6', CCA2: '北京大学', CCA4: '物理', start: '2023-09', end: '2028-06' }];
    const result = run(a);
    expect(messageAt(result.issues, 'research', 'papers')).toBe('请输入论文发表');
    a.research = [{ papers: '三篇' }];
    expect(run(a).issues).toEqual([]);
    // No 博士 section: the module is hidden, its answers are dropped.
    const b = validAnswers();
    b.research = [{ papers: '三篇' }];
    expect(run(b).answers.research).toBeUndefined();
  });
});

describe('checkResumeAnswers: the server check on submit', () => {
  it('answers one line per problem naming module, section and field, and the answers to store', () => {
    const a = validAnswers();
    a.sub10 = [a.sub10![0]!, { CCA1: '5', CCA2: '北京大学', CCA4: '', start: '2023-09', end: '2026-06' }];
    const result = checkResumeAnswers(FIXTURE_DESIGN, a, { dictionaries });
    expect(result.issues).toEqual(['教育经历第2段「专业」：请输入专业']);
    const okResult = checkResumeAnswers(FIXTURE_DESIGN, validAnswers(), { dictionaries });
    expect(okResult.issues).toEqual([]);
    expect(okResult.answers.basic![0]!.name).toBe('张三');
  });
  it('answers of the wrong shape are refused with one message and nothing to store', () => {
    expect(checkResumeAnswers(FIXTURE_DESIGN, { basic: 'x' })).toEqual({
      issues: ['简历内容格式不正确'],
      answers: {},
    });
    expect(checkResumeAnswers(FIXTURE_DESIGN, { basic: [{ name: 5 }] }).issues).toEqual([
      '简历内容格式不正确',
    ]);
  });
});
