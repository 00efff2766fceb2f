import { describe, expect, it } from 'vitest';
import { renderDeliveryTemplate, safeFileBaseName, unknownPlaceholders } from './delivery-template';

describe('DATA-020 delivery subject / file name templates', () => {
  const values = { sequence: 12, name: '李雷', jobName: 'Java开发工程师' };

  it('replaces {序号} {姓名} {职位名称}, every occurrence', () => {
    expect(renderDeliveryTemplate('【简历】{职位名称}-{姓名}-{序号}-{姓名}', values)).toBe(
      '【简历】Java开发工程师-李雷-12-李雷',
    );
  });

  it('leaves text without placeholders alone and reports unknown ones', () => {
    expect(renderDeliveryTemplate('新简历', values)).toBe('新简历');
    expect(unknownPlaceholders('{姓名}{手机}{ 序号 }{手机}')).toEqual(['{手机}', '{ 序号 }']);
    expect(unknownPlaceholders('{序号}_{姓名}_{职位名称}')).toEqual([]);
  });

  it('makes a safe file name', () => {
    expect(safeFileBaseName('1_李雷/王:*?"<>|_C++')).toBe('1_李雷_王________C++');
    expect(safeFileBaseName('  ..  ')).toBe('简历');
    expect(Array.from(safeFileBaseName('长'.repeat(150)))).toHaveLength(100);
  });
});
