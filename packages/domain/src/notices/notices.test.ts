import { describe, expect, it } from 'vitest';
import { NoticeTemplateInput } from '../contracts/notice';
import { fillPlaceholders, placeholdersIn, placeholderToken, unknownPlaceholders } from './placeholders';
import { smsLength, smsSegments } from './sms-segments';
import { unknownPlaceholderMessage } from './template-rules';

describe('SMS segments (issue 14: 70 a segment, 67 per segment when longer)', () => {
  it('NOTICE-SMS counts up to 70 characters as one segment', () => {
    expect(smsSegments('')).toBe(0);
    expect(smsSegments('你'.repeat(70))).toBe(1);
    expect(smsSegments('a'.repeat(70))).toBe(1);
  });
  it('NOTICE-SMS splits longer texts into segments of 67', () => {
    expect(smsSegments('你'.repeat(71))).toBe(2);
    expect(smsSegments('你'.repeat(134))).toBe(2);
    expect(smsSegments('你'.repeat(135))).toBe(3);
  });
  it('NOTICE-SMS counts an emoji outside the basic plane as 2 (UTF-16 code units)', () => {
    expect(smsLength('😀')).toBe(2);
    expect(smsLength('好😀a')).toBe(4);
    // 69 characters + 1 emoji = 71 code units: two segments.
    expect(smsSegments(`${'好'.repeat(69)}😀`)).toBe(2);
    expect(smsSegments(`${'好'.repeat(68)}😀`)).toBe(1);
  });
  it('NOTICE-SMS counts mixed Chinese, Latin, digits and punctuation one each', () => {
    const text = '【示例科技】张三您好，请于12月1日14:00参加面试。Reply T 退订';
    expect(smsLength(text)).toBe([...text].length);
    expect(smsSegments(text)).toBe(1);
  });
});

describe('placeholders', () => {
  it('NOTICE-PH fills known placeholders and keeps unknown ones visible', () => {
    const text = '{{候选人姓名}}您好，{{ 职位名称 }}：{{不存在}}';
    expect(fillPlaceholders(text, { candidateName: '李四', jobName: '测试' })).toBe(
      '李四您好，测试：{{不存在}}',
    );
    expect(placeholdersIn(text)).toEqual(['候选人姓名', '职位名称', '不存在']);
    expect(unknownPlaceholders(text)).toEqual(['不存在']);
  });
  it('NOTICE-PH escapes values for HTML bodies', () => {
    const escape = (v: string) => v.replace(/</g, '&lt;');
    expect(fillPlaceholders('<p>{{候选人姓名}}</p>', { candidateName: '<b>x' }, escape)).toBe(
      '<p>&lt;b>x</p>',
    );
  });
  it('the picker token is the label in double braces', () => {
    expect(placeholderToken('interviewPlace')).toBe('{{面试地点}}');
  });
});

describe('template validation', () => {
  it('NOTICE-TPL refuses unknown placeholders naming them', () => {
    expect(unknownPlaceholderMessage({ subject: '{{公司}}', body: '{{候选人姓名}}{{面试官}}' })).toBe(
      '模板含未知占位符：{{公司}}、{{面试官}}',
    );
    const result = NoticeTemplateInput.safeParse({
      name: '面试邀请',
      channel: 'sms',
      purpose: 'interview',
      body: '{{候选人姓名}}您好 {{面试官}}',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('模板含未知占位符：{{面试官}}');
  });
  it('NOTICE-TPL requires a subject for email and a body', () => {
    const result = NoticeTemplateInput.safeParse({
      name: 'a',
      channel: 'email',
      purpose: 'pass',
      body: '<p></p>',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['请填写邮件主题', '请填写通知内容']);
  });
});
