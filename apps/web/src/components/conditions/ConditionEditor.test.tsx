import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import dayjs from 'dayjs';
import {
  compileRule,
  type ConditionDraft,
  type FieldCatalog,
  type Group,
  type GroupDraft,
  type OptionNode,
} from '@ehire/domain/conditions/index';
import { ConditionEditor, dateRangeToTimestamps } from './ConditionEditor';

const options: OptionNode[] = [
  {
    value: 'base',
    name: '基本信息',
    children: [
      { value: 'age', name: '年龄' },
      { value: 'city', name: '城市' },
      { value: 'birthday', name: '出生日期' },
    ],
  },
  { value: 'edu', name: '教育经历', children: [{ value: 'school', name: '学校名称' }] },
];

const fields: FieldCatalog = {
  'base.age': { label: '年龄', fieldType: 1 },
  'base.city': { label: '城市', fieldType: 3 },
  'base.birthday': { label: '出生日期', fieldType: 2 },
  'edu.school': { label: '学校名称', fieldType: 3, repeatable: true },
};

const row = (partial: Partial<ConditionDraft>, id = 'r1'): ConditionDraft => ({
  kind: 'condition',
  id,
  field: [],
  operator: '',
  value: '',
  ...partial,
});

const group = (...children: ConditionDraft[]): GroupDraft => ({ kind: 'group', op: 'all', children });

/** The editor with its value held in state, reporting every change. */
function Harness(props: { initial: GroupDraft; onChange?: (g: GroupDraft) => void; showErrors?: boolean }) {
  const [value, setValue] = useState(props.initial);
  return (
    <ConditionEditor
      options={options}
      fields={fields}
      value={value}
      showErrors={props.showErrors}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

function openSelect(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
}

function pickOption(text: string) {
  const option = [...document.querySelectorAll('.ant-select-item-option')].find(
    (o) => o.textContent === text,
  );
  if (!option) throw new Error(`no option ${text}`);
  fireEvent.click(option);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ConditionEditor', { timeout: 30_000 }, () => {
  it('COND-012 a condition without a field shows 请选择', () => {
    render(<Harness initial={group(row({}))} showErrors />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^请选择$/);
  });

  it('COND-016 a condition without an operator shows 请选择逻辑词 (also as the placeholder)', () => {
    render(<Harness initial={group(row({ field: ['base', 'age'], fieldType: 1 }))} showErrors />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^请选择逻辑词$/);
    expect(screen.getAllByText('请选择逻辑词').length).toBeGreaterThanOrEqual(2);
  });

  it('COND-017 a blank target value shows 请输入', () => {
    render(
      <Harness
        initial={group(row({ field: ['base', 'age'], fieldType: 1, operator: 'eq', value: '' }))}
        showErrors
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^请输入$/);
  });

  it('COND-018 the empty check offers exactly 是 = 1 and 否 = 0', () => {
    const onChange = vi.fn();
    render(
      <Harness
        initial={group(row({ field: ['base', 'city'], fieldType: 3, operator: 'isEmpty' }))}
        onChange={onChange}
      />,
    );
    openSelect('值');
    const labels = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(labels).toEqual(['是', '否']);
    pickOption('否');
    expect(onChange.mock.lastCall?.[0].children[0].value).toBe(0);
    openSelect('值');
    pickOption('是');
    expect(onChange.mock.lastCall?.[0].children[0].value).toBe(1);
  });

  it('DATA-031 a chooser leaves out the hidden nodes of an option tree', () => {
    const node = (value: string, hidden: boolean, children: OptionNode[] = []): OptionNode => ({
      value,
      label: value,
      id: value,
      parent: null,
      level: 1,
      status: 1,
      hidden,
      children,
    });
    const regions: FieldCatalog = {
      'base.city': {
        label: '城市',
        fieldType: 11,
        options: [node('浙江', false, [node('杭州', false)]), node('台湾', true, [node('台北', true)])],
      },
    };
    render(
      <ConditionEditor
        options={options}
        fields={regions}
        value={group(row({ field: ['base', 'city'], fieldType: 11, operator: 'inAny', value: [] }))}
        onChange={() => {}}
      />,
    );
    openSelect('值');
    const labels = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(labels).toEqual(['浙江', '浙江 / 杭州']);
  });

  it('COND-019 COND-020 between takes two numbers, stored as an inclusive [low, high] pair', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(
      <Harness
        initial={group(row({ field: ['base', 'age'], fieldType: 1, operator: 'between', value: [] }))}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByLabelText('左端'), { target: { value: '18' } });
    fireEvent.change(screen.getByLabelText('右端'), { target: { value: '30' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    const stored = onChange.mock.lastCall?.[0] as GroupDraft;
    expect(stored.children[0]).toMatchObject({ value: [18, 30] });
    // Both ends match: the engine's between is inclusive.
    const matches = compileRule(stored as Group);
    expect([17, 18, 30, 31].map((age) => matches({ base: { age } }))).toEqual([false, true, true, false]);
  });

  it('COND-021 multi-value operators accept several Enter-committed values', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(
      <Harness
        initial={group(row({ field: ['base', 'city'], fieldType: 3, operator: 'inAny', value: [] }))}
        onChange={onChange}
      />,
    );
    const input = screen.getByPlaceholderText('请输入，按回车键确认');
    for (const city of ['北京', '上海', '深圳', '杭州']) {
      fireEvent.change(input, { target: { value: city } });
      fireEvent.keyDown(input, { key: 'Enter' });
    }
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onChange.mock.lastCall?.[0].children[0].value).toEqual(['北京', '上海', '深圳', '杭州']);
  });

  it('COND-024 a date range without dates shows 请选择日期', () => {
    render(
      <Harness
        initial={group(row({ field: ['base', 'birthday'], fieldType: 2, operator: 'between', value: [] }))}
        showErrors
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('请选择日期');
  });

  it('COND-025 a date range whose start is after its end shows 开始日期要小于结束日期', () => {
    const start = dayjs('2024-03-10').valueOf();
    const end = dayjs('2024-03-01').valueOf();
    render(
      <Harness
        initial={group(
          row({ field: ['base', 'birthday'], fieldType: 2, operator: 'between', value: [start, end] }),
        )}
        showErrors
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('开始日期要小于结束日期');
  });

  it('COND-026 COND-027 the date range separates start and end with 至 and echoes stored timestamps', () => {
    const start = dayjs('2024-03-01').valueOf();
    const end = dayjs('2024-03-31').valueOf();
    render(
      <Harness
        initial={group(
          row({ field: ['base', 'birthday'], fieldType: 2, operator: 'between', value: [start, end] }),
        )}
      />,
    );
    const picker = document.querySelector('.ant-picker-range') as HTMLElement;
    expect(picker).toHaveTextContent('至');
    expect(screen.getByPlaceholderText('开始日期')).toHaveValue('2024-03-01');
    expect(screen.getByPlaceholderText('结束日期')).toHaveValue('2024-03-31');
    expect(dateRangeToTimestamps([dayjs('2024-03-01 15:20'), dayjs('2024-03-31')])).toEqual([start, end]);
    expect(dateRangeToTimestamps(null)).toEqual([]);
  });

  it('COND-028 COND-029 a repeatable module offers 每段均满足 (1, the default) and 任意一段满足 (2)', () => {
    const onChange = vi.fn();
    render(
      <Harness
        initial={group(row({ field: ['edu', 'school'], fieldType: 3, operator: 'eq', sectionRule: '1' }))}
        onChange={onChange}
      />,
    );
    expect(screen.getByText('每段均满足')).toBeInTheDocument();
    openSelect('计算规则');
    pickOption('任意一段满足');
    expect(onChange.mock.lastCall?.[0].children[0].sectionRule).toBe('2');
    openSelect('计算规则');
    pickOption('每段均满足');
    expect(onChange.mock.lastCall?.[0].children[0].sectionRule).toBe('1');
  });

  it('COND-028 a field of a one-to-one module has no section rule', () => {
    render(<Harness initial={group(row({ field: ['base', 'city'], fieldType: 3, operator: 'eq' }))} />);
    expect(screen.queryByRole('combobox', { name: '计算规则' })).not.toBeInTheDocument();
  });

  it('COND-031 a group of 9 conditions cannot take a 10th; below 9 the add icon adds one', () => {
    const onChange = vi.fn();
    const nine = Array.from({ length: 9 }, (_, i) => row({}, `r${i}`));
    const { unmount } = render(<Harness initial={group(...nine)} onChange={onChange} />);
    const adds = screen.getAllByRole('button', { name: '添加条件' });
    expect(adds[0]).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(adds[0]!);
    expect(onChange).not.toHaveBeenCalled();
    unmount();
    render(<Harness initial={group(...nine.slice(1))} onChange={onChange} />);
    fireEvent.click(screen.getAllByRole('button', { name: '添加条件' })[0]!);
    expect(onChange.mock.lastCall?.[0].children).toHaveLength(9);
    expect(screen.getAllByRole('button', { name: '添加条件' })[0]).toHaveAttribute('aria-disabled', 'true');
  });

  it('deletes a condition with the delete icon', () => {
    const onChange = vi.fn();
    render(<Harness initial={group(row({}, 'a'), row({}, 'b'))} onChange={onChange} />);
    fireEvent.click(screen.getAllByRole('button', { name: '删除条件' })[1]!);
    expect(onChange.mock.lastCall?.[0].children.map((c: ConditionDraft) => c.id)).toEqual(['a']);
  });

  it('COND-033 an empty field list shows 暂无结果', () => {
    render(<ConditionEditor options={[]} fields={{}} value={group(row({}))} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '字段' }));
    expect(screen.getByText('暂无结果')).toBeInTheDocument();
  });

  it('COND-033 the operator list of a row without a field shows 暂无结果', () => {
    render(<Harness initial={group(row({}))} />);
    openSelect('逻辑词');
    expect(screen.getByText('暂无结果')).toBeInTheDocument();
  });

  it('COND-034 switching operator resets the value to [] for list operators and "" for single ones', () => {
    const onChange = vi.fn();
    render(
      <Harness
        initial={group(row({ field: ['base', 'city'], fieldType: 3, operator: 'inAny', value: ['北京'] }))}
        onChange={onChange}
      />,
    );
    openSelect('逻辑词');
    pickOption('等于');
    expect(onChange.mock.lastCall?.[0].children[0]).toMatchObject({ operator: 'eq', value: '' });
    openSelect('逻辑词');
    pickOption('包含任一');
    expect(onChange.mock.lastCall?.[0].children[0]).toMatchObject({ operator: 'containsAny', value: [] });
  });

  it('uses the 192 px field cascader and the 442 px value input', () => {
    render(<Harness initial={group(row({ field: ['base', 'city'], fieldType: 3, operator: 'eq' }))} />);
    const rowEl = screen.getByTestId('condition-row');
    expect(rowEl.querySelector('.ant-cascader')).toHaveStyle({ width: '192px' });
    expect(within(rowEl).getByRole('textbox').parentElement?.closest('div[style]')).toHaveStyle({
      width: '442px',
    });
  });

  it('COND-007 COND-009 read-only hides the add and delete icons and disables every input', () => {
    render(
      <ConditionEditor
        readOnly
        options={options}
        fields={fields}
        value={group(
          row({ field: ['edu', 'school'], fieldType: 3, operator: 'eq', value: '清华', sectionRule: '1' }),
        )}
      />,
    );
    expect(screen.queryByRole('button', { name: '添加条件' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除条件' })).not.toBeInTheDocument();
    for (const box of screen.getAllByRole('combobox')) expect(box).toBeDisabled();
    expect(screen.getByRole('textbox')).toBeDisabled();
  });
});
