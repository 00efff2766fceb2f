import { describe, expect, it } from 'vitest';
import { SaveJobInput } from '../contracts/jobs';
import { chinaToday, isCalendarDate, jobPublishIssues, validDateIssue } from './validation';

const valid = {
  CJobName: 'Java开发工程师',
  OrgID: 'org',
  FuncType1: '01',
  JobArea: '杭州',
  JobNum: 5,
  JobSalaryDown: 15000,
  JobSalaryUp: 25000,
  SalaryType: 1,
  DegreeFrom: '本科',
  CJobInfo: '负责后端服务开发',
  ValidDate: '2030-12-31',
};

function firstMessage(input: unknown): string | undefined {
  const result = SaveJobInput.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('job form rules with zh-CN messages', () => {
  it('accepts the sample and fills defaults', () => {
    const parsed = SaveJobInput.parse(valid);
    expect(parsed).toMatchObject({
      EJobName: '',
      JobLabel: [],
      JobWelf: [],
      Term: 1,
      submit: false,
      IsHideSalaryChecked: false,
    });
  });
  it('names each refused field', () => {
    expect(firstMessage({ ...valid, CJobName: '  ' })).toBe('请输入职位名称');
    expect(firstMessage({ ...valid, CJobName: undefined })).toBe('请输入职位名称');
    // VAL-006: a Chinese character counts 2, so 26 of them exceed 50.
    expect(firstMessage({ ...valid, CJobName: '职'.repeat(26) })).toBe('职位名称最多50个字符');
    expect(firstMessage({ ...valid, CJobName: '职'.repeat(25) })).toBeUndefined();
    expect(firstMessage({ ...valid, JobSalaryDown: 30000 })).toBe('最低薪资不能高于最高薪资');
    expect(firstMessage({ ...valid, OrgID: '' })).toBe('请选择所属组织');
    expect(firstMessage({ ...valid, CJobInfo: '', submit: true })).toBe('请输入职位描述');
    expect(firstMessage({ ...valid, DegreeFrom: '小学' })).toBe('请选择学历要求');
    expect(firstMessage({ ...valid, ValidDate: '2030-02-30' })).toBe('有效期格式应为yyyy-mm-dd');
    expect(firstMessage({ ...valid, JobLabel: ['双休', '双休'] })).toBe('职位标签不能重复');
    expect(firstMessage({ ...valid, JobNum: 1.5 })).toBe('招聘人数须为整数');
  });
  it('issue 20 §2 a draft needs only its name and organisation; submission names the first missing field', () => {
    expect(firstMessage({ CJobName: '草稿', OrgID: 'org' })).toBeUndefined();
    expect(firstMessage({ OrgID: 'org' })).toBe('请输入职位名称');
    expect(firstMessage({ CJobName: '草稿', OrgID: 'org', submit: true })).toBe('请选择职能类别');
    expect(firstMessage({ ...valid, ValidDate: '', submit: true })).toBe('请选择有效期');
    expect(firstMessage({ ...valid, submit: true })).toBeUndefined();
    expect(jobPublishIssues({ CJobInfo: ' ', JobNum: null, ValidDate: '2030-01-01' }).map((i) => i.field)).toEqual([
      'FuncType1',
      'JobArea',
      'JobNum',
      'JobSalaryDown',
      'JobSalaryUp',
      'DegreeFrom',
      'CJobInfo',
    ]);
  });
  it('有效期不能早于今天, compared as Beijing dates', () => {
    // 2026-03-01 17:00 UTC is already 2026-03-02 in Beijing.
    const now = Date.UTC(2026, 2, 1, 17, 0);
    expect(chinaToday(now)).toBe('2026-03-02');
    expect(validDateIssue('2026-03-01', now)).toEqual({ field: 'ValidDate', message: '有效期不能早于今天' });
    expect(validDateIssue('2026-03-02', now)).toBeNull();
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
  });
});
