import { describe, expect, it } from 'vitest';
import { talentExportSummary } from './export-summary';

describe('talentExportSummary (the task centre’s words for an export)', () => {
  it('names the view, search, filter, labels, sort, template, personal-data columns and rows', () => {
    expect(
      talentExportSummary({
        selection: {
          tab: 'second',
          jobId: 'j1',
          ivid: '1001',
          inboxstatus: '00',
          keyword: '张伟',
          labels: ['名校'],
          personalLabels: ['重点'],
          filter: {
            kind: 'group',
            op: 'all',
            children: [
              {
                kind: 'condition',
                field: ['degree'],
                operator: 'inAny',
                value: ['硕士', '博士'],
                fieldType: 4,
              },
            ],
          },
        },
        jobName: 'Java开发工程师',
        stepName: '初筛',
        fields: { degree: { label: '学历', fieldType: 4 } },
        sort: { field: 'score', order: 'desc' },
        columns: ['name', 'mobile', 'school'],
        templateName: '联系方式',
        total: 12345,
      }),
    ).toBe(
      '按职位查看；职位：Java开发工程师；环节：初筛·待筛选；关键词「张伟」；筛选：学历 等于任一 硕士、博士；标签：名校；我的标签：重点；按评分降序；模板「联系方式」3列（含个人信息：姓名、手机号）；共12,345条',
    );
  });

  it('ticked applications are counted; columns without personal data say so by omission', () => {
    expect(
      talentExportSummary({
        selectedCount: 3,
        sort: { field: 'appliedAt', order: 'asc' },
        columns: ['school', 'degree'],
        total: 3,
      }),
    ).toBe('所选3条投递；按投递时间升序；2列；共3条');
  });
});
