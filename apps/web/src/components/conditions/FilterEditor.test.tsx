import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import {
  compileRule,
  summarizeRule,
  type FieldCatalog,
  type OptionNode,
} from '@ehire/domain/conditions/index';
import { FilterEditor, filterToGroups, type FilterRule } from './FilterEditor';

const options: OptionNode[] = [
  {
    value: 'base',
    name: '基本信息',
    children: [
      { value: 'age', name: '年龄' },
      { value: 'city', name: '城市' },
      { value: 'applied', name: '投递日期' },
      { value: 'degree', name: '学历' },
    ],
  },
  { value: 'edu', name: '教育经历', children: [{ value: 'school', name: '学校名称' }] },
];

const fields: FieldCatalog = {
  'base.age': { label: '年龄', fieldType: 1 },
  'base.city': { label: '城市', fieldType: 3 },
  'base.applied': { label: '投递日期', fieldType: 2 },
  'base.degree': {
    label: '学历',
    fieldType: 4,
    options: [
      { value: '1', name: '本科' },
      { value: '2', name: '硕士' },
    ],
  },
  'edu.school': { label: '学校名称', fieldType: 3, repeatable: true },
};

const cond = (field: string, operator: string, value: unknown, extra: object = {}) =>
  ({
    kind: 'condition',
    field: field.split('.'),
    operator,
    value,
    fieldType: fields[field]!.fieldType,
    ...extra,
  }) as FilterRule['children'][number];

const filterOf = (...children: FilterRule['children']): FilterRule => ({
  kind: 'group',
  op: 'all',
  children,
});

function renderEditor(value?: FilterRule, onConfirm = vi.fn()) {
  render(<FilterEditor options={options} fields={fields} value={value} onConfirm={onConfirm} />);
  return onConfirm;
}

const normalise = (t: string | null) => (t ?? '').replace(/\s+/g, '');
function button(name: string, container: ParentNode = document.body): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].filter((b) => normalise(b.textContent) === name);
  if (found.length !== 1) throw new Error(`expected one button ${name}, found ${found.length}`);
  return found[0]!;
}

function openSelect(label: string, index = 0) {
  fireEvent.mouseDown(screen.getAllByRole('combobox', { name: label })[index]!);
}

function pickOption(text: string) {
  const option = [...document.querySelectorAll('.ant-select-item-option')]
    .filter((o) => !o.closest('.ant-select-dropdown-hidden'))
    .find((o) => o.textContent === text);
  if (!option) throw new Error(`no option ${text}`);
  fireEvent.click(option);
}

/** 确定, then the answer to 是否应用到全局 when the question is asked. */
function confirmFilter(answer: '应用' | '不应用' = '应用') {
  fireEvent.click(button('确定'));
  // A closed popover stays in the DOM, hidden or (jsdom runs no animation) leaving.
  const pop = [...document.querySelectorAll<HTMLElement>('.ant-popover')].find(
    (p) =>
      !p.classList.contains('ant-popover-hidden') &&
      !/-leave\b/.test(p.className) &&
      p.textContent?.includes('是否应用到全局'),
  );
  if (!pop) return false;
  fireEvent.click(button(answer, pop));
  return true;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('FilterEditor', { timeout: 20_000 }, () => {
  it('COND-035 a valid filter asks 是否应用到全局 and emits it with the answer (应用 / 不应用)', () => {
    const value = filterOf(cond('base.age', 'gte', 18));
    const onConfirm = renderEditor(value);
    expect(confirmFilter('应用')).toBe(true);
    expect(onConfirm).toHaveBeenLastCalledWith(value, { global: true });
    expect(confirmFilter('不应用')).toBe(true);
    expect(onConfirm).toHaveBeenLastCalledWith(value, { global: false });
  });

  it('COND-016 a row with a field but no operator shows 请选择逻辑词 and nothing is emitted', () => {
    const onConfirm = renderEditor();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '字段' }));
    fireEvent.click(screen.getByText('基本信息'));
    fireEvent.click(screen.getByText('年龄'));
    expect(confirmFilter()).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent(/^请选择逻辑词$/);
    expect(screen.queryByText('是否应用到全局')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('COND-017 a blank value shows 请输入 on 确定', () => {
    const onConfirm = renderEditor(filterOf(cond('base.city', 'eq', '')));
    expect(confirmFilter()).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent(/^请输入$/);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('COND-018 the empty check offers 是 = 1 and 否 = 0 and emits the number', () => {
    const onConfirm = renderEditor(filterOf(cond('base.city', 'isEmpty', '')));
    openSelect('值');
    const labels = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(labels).toEqual(['是', '否']);
    pickOption('否');
    confirmFilter();
    expect(onConfirm.mock.lastCall?.[0].children[0]).toMatchObject({ operator: 'isEmpty', value: 0 });
    openSelect('值');
    pickOption('是');
    confirmFilter();
    expect(onConfirm.mock.lastCall?.[0].children[0]).toMatchObject({ value: 1 });
  });

  it('COND-019 COND-020 a number range takes two values and the emitted filter matches both ends', () => {
    vi.useFakeTimers();
    const onConfirm = renderEditor(filterOf(cond('base.age', 'between', [])));
    fireEvent.change(screen.getByLabelText('左端'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('右端'), { target: { value: '25' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    confirmFilter();
    const filter = onConfirm.mock.lastCall?.[0] as FilterRule;
    expect(filter.children[0]).toMatchObject({ operator: 'between', value: [20, 25] });
    const matches = compileRule(filter);
    expect([19, 20, 25, 26].map((age) => matches({ base: { age } }))).toEqual([false, true, true, false]);
  });

  it('COND-021 COND-044 COND-022 COND-023 list values are committed by Enter, with the create and duplicate hints', () => {
    vi.useFakeTimers();
    const onConfirm = renderEditor(filterOf(cond('base.city', 'inAny', [])));
    const input = screen.getByPlaceholderText('请输入，按回车键确认');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '北京' } });
    expect(screen.getByRole('status')).toHaveTextContent('按回车键创建“北京”');
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: '上海' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: '深圳' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: '北京' } });
    expect(screen.getByRole('alert')).toHaveTextContent('文本“北京”已存在');
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: '' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    confirmFilter();
    expect(onConfirm.mock.lastCall?.[0].children[0].value).toEqual(['北京', '上海', '深圳']);
  });

  it('COND-045 a stored list shows its first value and +N until edited', () => {
    renderEditor(filterOf(cond('base.city', 'inAny', ['北京', '上海', '广州'])));
    const box = screen.getByTestId('multi-value-input');
    expect(box).toHaveTextContent('北京');
    expect(box).toHaveTextContent('+2');
    expect(box).not.toHaveTextContent('上海');
  });

  it('COND-024 a date range without dates shows 请选择日期', () => {
    renderEditor(filterOf(cond('base.applied', 'between', [])));
    expect(confirmFilter()).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent('请选择日期');
  });

  it('COND-025 a start after the end shows 开始日期要小于结束日期 and blocks 确定', () => {
    const onConfirm = renderEditor(
      filterOf(
        cond('base.applied', 'between', [dayjs('2024-05-10').valueOf(), dayjs('2024-05-01').valueOf()]),
      ),
    );
    expect(confirmFilter()).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent('开始日期要小于结束日期');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('COND-026 COND-027 the date range uses 至 and emits the stored timestamps', () => {
    const start = dayjs('2024-05-01').valueOf();
    const end = dayjs('2024-05-31').valueOf();
    const onConfirm = renderEditor(filterOf(cond('base.applied', 'between', [start, end])));
    expect(document.querySelector('.ant-picker-range')).toHaveTextContent('至');
    expect(screen.getByPlaceholderText('开始日期')).toHaveValue('2024-05-01');
    confirmFilter();
    expect(onConfirm.mock.lastCall?.[0].children[0].value).toEqual([start, end]);
  });

  it('COND-028 COND-029 COND-030 a repeatable field offers 每段均满足 (default "1") and 任意一段满足 ("2")', () => {
    const onConfirm = renderEditor();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '字段' }));
    fireEvent.click(screen.getByText('教育经历'));
    fireEvent.click(screen.getByText('学校名称'));
    expect(screen.getByText('每段均满足')).toBeInTheDocument();
    openSelect('逻辑词');
    pickOption('为空');
    openSelect('值');
    pickOption('是');
    confirmFilter();
    expect(onConfirm.mock.lastCall?.[0].children[0]).toMatchObject({ sectionRule: '1' });
    openSelect('计算规则');
    pickOption('任意一段满足');
    confirmFilter();
    expect(onConfirm.mock.lastCall?.[0].children[0]).toMatchObject({ sectionRule: '2' });
  });

  it('COND-031 a group holds at most 9 conditions and the filter at most 9 groups', () => {
    const nine = Array.from({ length: 9 }, (_, i) => cond('base.age', 'eq', i));
    renderEditor(filterOf(...nine));
    const adds = screen.getAllByRole('button', { name: '添加条件' });
    expect(adds).toHaveLength(9);
    fireEvent.click(adds[0]!);
    expect(screen.getAllByTestId('condition-row')).toHaveLength(9);
    for (let i = 0; i < 8; i++) fireEvent.click(button('添加条件组'));
    expect(screen.getAllByTestId('filter-group')).toHaveLength(9);
    expect(button('添加条件组')).toBeDisabled();
  });

  it('COND-032 a typed value counts only after the 200 ms debounce', () => {
    vi.useFakeTimers();
    const onConfirm = renderEditor(filterOf(cond('base.city', 'eq', '')));
    fireEvent.change(screen.getByPlaceholderText('请输入'), { target: { value: '杭州' } });
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(confirmFilter()).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent('请输入');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(confirmFilter()).toBe(true);
    expect(onConfirm.mock.lastCall?.[0].children[0]).toMatchObject({ operator: 'eq', value: '杭州' });
  });

  it('COND-033 an empty field tree shows 暂无结果', () => {
    render(<FilterEditor options={[]} fields={{}} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '字段' }));
    expect(screen.getByText('暂无结果')).toBeInTheDocument();
  });

  it('COND-034 switching the operator resets the value ([] for lists, "" for single values)', () => {
    const onConfirm = renderEditor(filterOf(cond('base.degree', 'eq', '1')));
    openSelect('逻辑词');
    pickOption('等于任一');
    expect(confirmFilter()).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent('请选择');
    openSelect('值');
    pickOption('硕士');
    confirmFilter();
    expect(onConfirm.mock.lastCall?.[0].children[0]).toMatchObject({ operator: 'inAny', value: ['2'] });
    openSelect('逻辑词');
    pickOption('不等于');
    expect(confirmFilter()).toBe(false);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('uses the 192 px field cascader and the 442 px value input', () => {
    renderEditor(filterOf(cond('base.city', 'eq', '上海')));
    const row = screen.getByTestId('condition-row');
    expect(row.querySelector('.ant-cascader')).toHaveStyle({ width: '192px' });
    expect(within(row).getByRole('textbox').closest('div[style]')).toHaveStyle({ width: '442px' });
  });

  it('groups combine by their own relation and the groups by the filter relation', () => {
    const value: FilterRule = {
      kind: 'group',
      op: 'any',
      children: [
        { kind: 'group', op: 'all', children: [cond('base.age', 'gte', 30) as never] },
        {
          kind: 'group',
          op: 'all',
          children: [cond('base.city', 'eq', '上海') as never, cond('base.degree', 'eq', '2') as never],
        },
      ],
    };
    const onConfirm = renderEditor(value);
    expect(screen.getAllByTestId('filter-group')).toHaveLength(2);
    confirmFilter();
    const emitted = onConfirm.mock.lastCall?.[0] as FilterRule;
    expect(summarizeRule(emitted, fields)).toBe('年龄 大于等于 30 或 （城市 等于 “上海” 且 学历 等于 硕士）');
    const matches = compileRule(emitted);
    expect(matches({ base: { age: 31 } })).toBe(true);
    expect(matches({ base: { age: 20, city: '上海', degree: '2' } })).toBe(true);
    expect(matches({ base: { age: 20, city: '上海', degree: '1' } })).toBe(false);
  });

  it('conditions directly under the root become one group with the same meaning', () => {
    const state = filterToGroups({
      kind: 'group',
      op: 'any',
      children: [cond('base.age', 'gte', 30), cond('base.city', 'eq', '上海')],
    });
    expect(state.op).toBe('any');
    expect(state.groups).toHaveLength(1);
    expect(state.groups[0]).toMatchObject({ op: 'any' });
    expect(state.groups[0]!.children).toHaveLength(2);
  });

  it('an untouched editor confirms the empty filter; 重置 clears the conditions', () => {
    const onReset = vi.fn();
    const onConfirm = vi.fn();
    render(
      <FilterEditor
        options={options}
        fields={fields}
        value={filterOf(cond('base.city', 'eq', '上海'))}
        onConfirm={onConfirm}
        onReset={onReset}
      />,
    );
    fireEvent.click(button('重置'));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(confirmFilter('不应用')).toBe(true);
    expect(onConfirm).toHaveBeenLastCalledWith({ kind: 'group', op: 'all', children: [] }, { global: false });
  });

  it('read-only shows the filter without buttons or icons', () => {
    render(
      <FilterEditor
        options={options}
        fields={fields}
        readOnly
        value={filterOf(cond('base.city', 'eq', '上海'))}
      />,
    );
    expect(screen.queryByRole('button', { name: '添加条件' })).not.toBeInTheDocument();
    expect(screen.queryByText('确定')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox')).toBeDisabled();
  });
});
