import { describe, expect, it } from 'vitest';
import { filterFieldSet } from './filter-fields';

describe('filterFieldSet', () => {
  it('system fields are [key]; resume-design fields are [answers, key] under 简历字段', () => {
    const set = filterFieldSet([
      { key: 'graduationYear', label: '毕业年份', fieldType: 1, source: 'system' },
      {
        key: 'degree',
        label: '学历',
        fieldType: 4,
        source: 'system',
        options: [{ value: '本科', name: '本科' }],
      },
      { key: 'answers.field_hobby', label: '爱好', fieldType: 3, source: 'resume' },
      { key: 'field_club', label: '社团', fieldType: 3, source: 'resume' },
      { key: 'weird', label: '未知', fieldType: 999, source: 'system' },
    ]);
    expect(set.options).toEqual([
      { value: 'graduationYear', name: '毕业年份' },
      { value: 'degree', name: '学历' },
      {
        value: 'answers',
        name: '简历字段',
        children: [
          { value: 'field_hobby', name: '爱好' },
          { value: 'field_club', name: '社团' },
        ],
      },
    ]);
    expect(Object.keys(set.catalog)).toEqual([
      'graduationYear',
      'degree',
      'answers.field_hobby',
      'answers.field_club',
    ]);
    expect(set.catalog.degree?.options).toEqual([{ value: '本科', name: '本科' }]);
  });
});
