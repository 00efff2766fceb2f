import { describe, expect, it } from 'vitest';
import { looseAnswerRows } from './ResumeView';

describe('the resume without its design', () => {
  it('lists every answered field of every section, never a section as one value', () => {
    const rows = looseAnswerRows({
      sub01: [{ CBA1: '林晓雨', CBA4: { certType: 6, number: '110105200205061014' } }],
      sub10: [{ CCA2: '浙江大学' }, { CCA2: '新加坡国立大学' }],
      resumeFile: { fileId: 'f1', name: '简历.pdf', size: 10 },
      hobby: '篮球',
    });
    expect(rows).toEqual([
      { key: 'sub01.CBA1', value: '林晓雨' },
      { key: 'sub01.CBA4', value: { certType: 6, number: '110105200205061014' } },
      { key: 'sub10.CCA2（第1段）', value: '浙江大学' },
      { key: 'sub10.CCA2（第2段）', value: '新加坡国立大学' },
      { key: 'resumeFile', value: { fileId: 'f1', name: '简历.pdf', size: 10 } },
      { key: 'hobby', value: '篮球' },
    ]);
  });
});
