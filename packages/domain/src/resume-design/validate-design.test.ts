import { describe, expect, it } from 'vitest';
import { DesignModuleSchema } from '../contracts/resume-design';
import { PRESET_CHECK_TYPES } from '../codes/resume-design';
import { newField, newModule, type DesignModule } from './model';
import { allPresetFields, commonFieldsOf, defaultDesign } from './presets';
import { applySaveFails, firstRejected, prepareDesignForSave, validateDesign } from './validate-design';

const design = (): DesignModule[] => prepareDesignForSave(defaultDesign());

describe('default design and catalogue', () => {
  it('DES-062 the default design passes the save check and has sub10 with CCA1, CCA2, CCA4', () => {
    const d = design();
    expect(validateDesign(d)).toEqual([]);
    expect(d.map((m) => m.cname)).toEqual([
      '基本信息',
      '教育经历',
      '实习经历',
      '项目经历',
      '获奖情况',
      '语言能力',
      '专业技能',
      '附件',
    ]);
    const edu = d.find((m) => m.modId === 'sub10');
    expect(edu?.modForm).toBe(0);
    expect(edu?.ecolumns.slice(0, 3).map((c) => [c.colId, c.cname])).toEqual([
      ['CCA1', '最高学历'],
      ['CCA2', '学校'],
      ['CCA4', '专业'],
    ]);
    for (const m of d) expect(DesignModuleSchema.safeParse(m).success).toBe(true);
  });
  it('DES-067 DES-068 DES-054 DES-069 GAP-050 preset catalogue', () => {
    const all = allPresetFields();
    const names = all.map((p) => p.cname);
    for (const n of ['健康状况', '身高（cm）', '体重（kg）', '年龄', '国籍', '学位证书'])
      expect(names).toContain(n);
    for (const p of all) {
      expect(PRESET_CHECK_TYPES).toContain(p.checkType);
      expect(Object.keys(p).sort()).toEqual([
        'certType',
        'checkType',
        'cname',
        'colId',
        'dictData',
        'dictLevel',
        'dictType',
        'ename',
        'inputLen',
        'inputType',
        'inputTypeName',
        'isMustUsed',
        'minFileSize',
        'systemDdTableName',
      ]);
      if (p.inputType === 2) expect(p.inputLen).toBe(9);
      if (p.inputType === 6) expect(p.inputLen).toBe(4000);
      if (p.checkType === 7) expect(p.inputLen).toBe(6);
      if (p.checkType === 11) expect(p.inputLen).toBe(20);
    }
    expect(commonFieldsOf('sub01', 1).find((p) => p.colId === 'P_HEALTH')?.dictData.length).toBeGreaterThan(
      0,
    );
    expect(commonFieldsOf('mod_custom', 2).map((p) => p.cname)).toContain('开始时间');
  });
});

describe('save check', () => {
  it('DESVAL-021 DESVAL-023 an enabled empty module is flagged, a disabled one is not', () => {
    const d = [
      ...design(),
      { ...newModule({ modId: 'mod_a', modType: 2, cname: '社会实践' }), listIndex: 8 },
    ];
    expect(validateDesign(d)).toEqual([
      { emodulesModId: 'mod_a', emodulesErrorMsg: '当前模块为空，请删除模块或添加简历字段!', ecolumns: [] },
    ]);
    const off = d.map((m) => (m.modId === 'mod_a' ? { ...m, enableStatus: 0 as const } : m));
    expect(validateDesign(off)).toEqual([]);
  });
  it('DESVAL-035 DESVAL-036 per-module and per-field messages', () => {
    const d = design().map((m) =>
      m.modId === 'sub20'
        ? { ...m, cname: '教育经历', ecolumns: m.ecolumns.map((c, i) => (i === 0 ? { ...c, cname: '' } : c)) }
        : m,
    );
    const fails = validateDesign(d);
    expect(fails).toEqual([
      { emodulesModId: 'sub10', emodulesErrorMsg: '中文标题重复 ！', ecolumns: [] },
      {
        emodulesModId: 'sub20',
        emodulesErrorMsg: '中文标题重复 ！',
        ecolumns: [{ ecolumnsColId: 'CIA1', ecolumnsErrorMsg: '请先填写中文标题' }],
      },
    ]);
    const applied = applySaveFails(d, fails);
    expect(applied.find((m) => m.modId === 'sub20')?.ecolumns[0]?.rejectReason).toBe('请先填写中文标题');
    expect(firstRejected(applied)).toEqual({ modId: 'sub10', colId: null });
  });
  it('DESVAL-024 quota overflow fails the check with the titled warning', () => {
    const extra = Array.from({ length: 11 }, (_, i) => ({
      ...newField({ colId: `field_n${i}`, modId: 'sub01', inputType: 2, cname: `数字${i}`, colForm: 1 }),
      listIndex: 20 + i,
    }));
    const d = design().map((m) => (m.modId === 'sub01' ? { ...m, ecolumns: [...m.ecolumns, ...extra] } : m));
    expect(validateDesign(prepareDesignForSave(d))[0]?.emodulesErrorMsg).toBe(
      '请删减字段（一对一模块）：数字类字段数量超出1个,请删减！',
    );
  });
  it('DESVAL-031 DESVAL-032 blank custom lengths are filled before the check', () => {
    const f = {
      ...newField({ colId: 'field_t', modId: 'sub20', inputType: 6, cname: '备注', colForm: 1 }),
      inputLen: null,
      listIndex: 9,
    };
    const d = prepareDesignForSave(
      design().map((m) => (m.modId === 'sub20' ? { ...m, ecolumns: [...m.ecolumns, f] } : m)),
    );
    expect(d.find((m) => m.modId === 'sub20')?.ecolumns.find((c) => c.colId === 'field_t')?.inputLen).toBe(
      400,
    );
  });
  it('DESVAL-065 a dropdown without dictionary is reported on the field', () => {
    const f = {
      ...newField({ colId: 'field_d', modId: 'sub20', inputType: 7, cname: '类型', colForm: 1 }),
      listIndex: 9,
    };
    const d = prepareDesignForSave(
      design().map((m) => (m.modId === 'sub20' ? { ...m, ecolumns: [...m.ecolumns, f] } : m)),
    );
    expect(validateDesign(d)).toEqual([
      {
        emodulesModId: 'sub20',
        emodulesErrorMsg: '',
        ecolumns: [{ ecolumnsColId: 'field_d', ecolumnsErrorMsg: '请先添加自定义字典' }],
      },
    ]);
  });
  it('COND-013 COND-014 display rules need conditions and targets; rules on deleted fields are pruned', () => {
    const rule = {
      id: 'r1',
      conditions_operation: '0' as const,
      conditions: [{ field: ['sub01', 'CBA2'], target: [7, ['男']] as [number, string[]] }],
      target: ['CBA8'],
    };
    const withRule = design().map((m) => (m.modId === 'sub01' ? { ...m, ecolumnsShowSets: [rule] } : m));
    expect(validateDesign(prepareDesignForSave(withRule))).toEqual([]);
    const gone = withRule.map((m) =>
      m.modId === 'sub01' ? { ...m, ecolumns: m.ecolumns.filter((c) => c.colId !== 'CBA8') } : m,
    );
    expect(prepareDesignForSave(gone).find((m) => m.modId === 'sub01')?.ecolumnsShowSets).toEqual([]);
  });
});
