import { describe, expect, it } from 'vitest';
import { filterFieldSet } from './filter-fields';

describe('filterFieldSet', () => {
  it('COND-051 COND-028 system fields are [key]; resume-design fields are [answers, modId, colId] under 简历字段 → module', () => {
    const set = filterFieldSet([
      { key: 'graduationYear', label: '毕业年份', fieldType: 1, source: 'system' },
      {
        key: 'degree',
        label: '学历',
        fieldType: 4,
        source: 'system',
        options: [{ value: '本科', name: '本科' }],
      },
      {
        key: 'answers.M_EXTRA.F_CITY',
        label: '附加信息/期望城市',
        fieldLabel: '期望城市',
        fieldType: 4,
        source: 'resume',
        module: { key: 'M_EXTRA', label: '附加信息' },
        options: [{ value: 'bj', name: '北京' }],
      },
      {
        key: 'answers.M_INTERN.I_COMPANY',
        label: '实习经历/公司',
        fieldLabel: '公司',
        fieldType: 3,
        source: 'resume',
        module: { key: 'M_INTERN', label: '实习经历' },
        repeatable: true,
      },
      {
        key: 'answers.M_EXTRA.F_AREA',
        label: '附加信息/意向地区',
        fieldLabel: '意向地区',
        fieldType: 11,
        source: 'resume',
        module: { key: 'M_EXTRA', label: '附加信息' },
        options: [{ value: 'gd', name: '广东', items: [{ value: 'sz', name: '深圳' }] }],
      },
      { key: 'answers.gpa', label: '绩点', fieldType: 3, source: 'resume' },
      { key: 'weird', label: '未知', fieldType: 999, source: 'system' },
    ]);
    expect(set.options).toEqual([
      { value: 'graduationYear', name: '毕业年份' },
      { value: 'degree', name: '学历' },
      {
        value: 'answers',
        name: '简历字段',
        children: [
          {
            value: 'M_EXTRA',
            name: '附加信息',
            children: [
              { value: 'F_CITY', name: '期望城市' },
              { value: 'F_AREA', name: '意向地区' },
            ],
          },
          { value: 'M_INTERN', name: '实习经历', children: [{ value: 'I_COMPANY', name: '公司' }] },
        ],
      },
    ]);
    expect(set.catalog).toEqual({
      graduationYear: { label: '毕业年份', fieldType: 1 },
      degree: { label: '学历', fieldType: 4, options: [{ value: '本科', name: '本科' }] },
      'answers.M_EXTRA.F_CITY': {
        label: '附加信息/期望城市',
        fieldType: 4,
        options: [{ value: 'bj', name: '北京' }],
      },
      'answers.M_INTERN.I_COMPANY': { label: '实习经历/公司', fieldType: 3, repeatable: true },
      'answers.M_EXTRA.F_AREA': {
        label: '附加信息/意向地区',
        fieldType: 11,
        options: [{ value: 'gd', name: '广东', items: [{ value: 'sz', name: '深圳' }] }],
      },
    });
  });

  it('without resume-design fields there is no 简历字段 branch', () => {
    const set = filterFieldSet([{ key: 'name', label: '姓名', fieldType: 3, source: 'system' }]);
    expect(set.options).toEqual([{ value: 'name', name: '姓名' }]);
  });
});
