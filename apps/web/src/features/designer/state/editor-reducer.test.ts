import { describe, expect, it } from 'vitest';
import { module, sampleModules, field } from '../testing/fixtures';
import {
  editorReducer,
  firstRejected,
  initialEditorState,
  isDirty,
  moveId,
  savePayload,
  type EditorState,
} from './editor-reducer';

const ids = (s: EditorState) => s.modules.filter((m) => m.deleteStatus !== 1).map((m) => m.modId);
const cols = (s: EditorState, modId: string) =>
  s.modules
    .find((m) => m.modId === modId)!
    .ecolumns.filter((c) => c.deleteStatus !== 1)
    .map((c) => [c.colId, c.listIndex]);

describe('designer editor reducer', () => {
  it('moveId moves like arrayMove and ignores unknown ids', () => {
    expect(moveId(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(moveId(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(moveId(['a', 'b'], 'x', 'a')).toEqual(['a', 'b']);
    expect(moveId(['a', 'b'], 'a', null)).toEqual(['a', 'b']);
  });

  it('DES-006 loads modules in listIndex order', () => {
    const [a, b, c] = sampleModules();
    const s = initialEditorState([
      { ...c!, listIndex: 0 },
      { ...a!, listIndex: 2 },
      { ...b!, listIndex: 1 },
    ]);
    expect(ids(s)).toEqual(['mod_awards', 'sub10', 'sub01']);
    expect(isDirty(s)).toBe(false);
  });

  it('DES-007 a module drag renumbers listIndex and is sent as moduleOrder', () => {
    const s = editorReducer(initialEditorState(sampleModules()), {
      type: 'reorderModules',
      activeId: 'mod_awards',
      overId: 'sub01',
    });
    expect(ids(s)).toEqual(['mod_awards', 'sub01', 'sub10']);
    expect(s.modules.map((m) => m.listIndex)).toEqual([0, 1, 2]);
    expect(isDirty(s)).toBe(true);
    expect(savePayload(s, 't-1', 4).moduleOrder).toEqual(['mod_awards', 'sub01', 'sub10']);
  });

  it('DES-016 a field drag renumbers listIndex within its module only', () => {
    const start = initialEditorState(sampleModules());
    const s = editorReducer(start, {
      type: 'reorderFields',
      modId: 'sub10',
      activeId: 'CCA4',
      overId: 'CCA1',
    });
    expect(cols(s, 'sub10')).toEqual([
      ['CCA4', 0],
      ['CCA1', 1],
      ['CCA2', 2],
    ]);
    // Untouched modules keep their identity (memoised cards do not re-render).
    expect(s.modules[0]).toBe(start.modules[0]);
    expect(savePayload(s, 't-1', 1).emodules.map((m) => m.modId)).toEqual(['sub10']);
  });

  it('DES-038 a deleted published field is sent with deleteStatus 1; a new one is dropped', () => {
    let s = initialEditorState(sampleModules());
    s = editorReducer(s, {
      type: 'addFields',
      modId: 'mod_awards',
      fields: [field('mod_awards', 'field_new', '新', { isPublished: 0 })],
    });
    expect(cols(s, 'mod_awards')).toEqual([
      ['field_a1', 0],
      ['field_new', 1],
    ]);
    s = editorReducer(s, { type: 'deleteField', modId: 'mod_awards', colId: 'field_new' });
    s = editorReducer(s, { type: 'deleteField', modId: 'mod_awards', colId: 'field_a1' });
    const sent = savePayload(s, 't-1', 1).emodules[0]!;
    expect(sent.ecolumns!.map((c) => [c.colId, c.deleteStatus])).toEqual([['field_a1', 1]]);
  });

  it('DES-038 DES-111 a deleted published module is sent with deleteStatus 1; a new one is dropped; fixed ones stay', () => {
    let s = initialEditorState(sampleModules());
    s = editorReducer(s, { type: 'addModule', module: module('mod_new', '新模块', [], { isPublished: 0 }) });
    expect(s.selected).toEqual({ modId: 'mod_new', colId: null });
    s = editorReducer(s, { type: 'deleteModule', modId: 'mod_new' });
    s = editorReducer(s, { type: 'deleteModule', modId: 'mod_awards' });
    const fixed = editorReducer(s, { type: 'deleteModule', modId: 'sub10' });
    expect(fixed).toBe(s);
    const payload = savePayload(s, 't-1', 1);
    expect(payload.emodules.map((m) => [m.modId, m.deleteStatus])).toEqual([['mod_awards', 1]]);
    expect(payload.moduleOrder).toEqual(['sub01', 'sub10']);
  });

  it('DES-051 client-only flags are not sent', () => {
    let s = initialEditorState(sampleModules());
    s = editorReducer(s, {
      type: 'addFields',
      modId: 'sub01',
      fields: [{ ...field('sub01', 'field_x', 'X'), new: true, active: true } as never],
    });
    const sent = savePayload(s, 't-1', 1).emodules[0]!.ecolumns!.find((c) => c.colId === 'field_x')!;
    expect('new' in sent).toBe(false);
    expect('active' in sent).toBe(false);
  });

  it('DES-123 adding a field clears the empty-module rejection', () => {
    let s = initialEditorState([
      module('mod_e', '空模块', [], { rejectReason: '当前模块为空，请删除模块或添加简历字段!' }),
    ]);
    s = editorReducer(s, { type: 'addFields', modId: 'mod_e', fields: [field('mod_e', 'field_1', 'A')] });
    expect(s.modules[0]!.rejectReason).toBe('');
  });

  it('DESVAL-035 DESVAL-036 DES-094 save failures become rejectReasons; the first is selected', () => {
    let s = initialEditorState(sampleModules());
    s = editorReducer(s, {
      type: 'applySaveFails',
      fails: [
        { emodulesModId: 'mod_awards', emodulesErrorMsg: '中文标题重复 ！', ecolumns: [] },
        {
          emodulesModId: 'sub10',
          emodulesErrorMsg: '',
          ecolumns: [{ ecolumnsColId: 'CCA2', ecolumnsErrorMsg: '请先填写中文标题' }],
        },
      ],
    });
    expect(s.modules.find((m) => m.modId === 'mod_awards')!.rejectReason).toBe('中文标题重复 ！');
    expect(s.modules.find((m) => m.modId === 'sub10')!.ecolumns[1]!.rejectReason).toBe('请先填写中文标题');
    expect(s.selected).toEqual({ modId: 'sub10', colId: 'CCA2' });
    expect(firstRejected(s.modules)).toEqual({ modId: 'sub10', colId: 'CCA2' });
  });

  it('saved clears the dirty state and forgets deleted items', () => {
    let s = initialEditorState(sampleModules());
    s = editorReducer(s, { type: 'updateModule', modId: 'sub01', patch: { cname: '个人信息' } });
    s = editorReducer(s, { type: 'deleteField', modId: 'sub01', colId: 'CBA2' });
    expect(isDirty(s)).toBe(true);
    s = editorReducer(s, { type: 'saved' });
    expect(isDirty(s)).toBe(false);
    expect(s.modules[0]!.cname).toBe('个人信息');
    expect(s.modules[0]!.ecolumns.map((c) => c.colId)).toEqual(['CBA1']);
  });
});

describe('display-rule maintenance through the reducer', () => {
  it('reloading the saved modules keeps the state; other modules or unsaved edits are replaced', () => {
    const saved = editorReducer(initialEditorState(sampleModules()), {
      type: 'select',
      selection: { modId: 'sub01', colId: null },
    });
    expect(editorReducer(saved, { type: 'load', modules: [...saved.modules] })).toBe(saved);
    const edited = editorReducer(saved, {
      type: 'updateModule',
      modId: 'sub01',
      patch: { memo: '说明' },
    });
    // Discarding the edit (the leave dialog's 不保存) loads the unedited modules again.
    const discarded = editorReducer(edited, { type: 'load', modules: saved.modules });
    expect(isDirty(discarded)).toBe(false);
    expect(discarded.modules[0]!.memo).toBe(saved.modules[0]!.memo);
    expect(editorReducer(saved, { type: 'load', modules: sampleModules() })).not.toBe(saved);
  });

  it('DES-119 DES-120 deleting a field drops the rules left without conditions', () => {
    const rule = {
      id: 'r1',
      conditions_operation: '0' as const,
      conditions: [{ field: ['sub01', 'CBA2'], target: [1, ['x']] as [number, string[]] }],
      target: ['field_a1'],
    };
    const modules = sampleModules().map((m) =>
      m.modId === 'mod_awards' ? { ...m, ecolumnsShowSets: [rule] } : m,
    );
    let s = initialEditorState(modules);
    const untouched = s.modules.find((m) => m.modId === 'sub10');
    s = editorReducer(s, { type: 'deleteField', modId: 'sub01', colId: 'CBA2' });
    expect(s.modules.find((m) => m.modId === 'mod_awards')!.ecolumnsShowSets).toEqual([]);
    expect(s.modules.find((m) => m.modId === 'sub10')).toBe(untouched);
    expect([...s.changed].sort()).toEqual(['mod_awards', 'sub01']);
  });

  it('DES-101 DES-104 DES-107 disabling a module clears its linkage; fixed modules stay on', () => {
    let s = initialEditorState(sampleModules());
    s = editorReducer(s, { type: 'setEnabled', modId: 'mod_awards', enabled: false });
    expect(s.modules.find((m) => m.modId === 'mod_awards')!.enableStatus).toBe(0);
    const locked = editorReducer(s, { type: 'setEnabled', modId: 'sub01', enabled: false });
    expect(locked).toBe(s);
  });
});
