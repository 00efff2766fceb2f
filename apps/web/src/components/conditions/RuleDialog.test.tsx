import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DisplayRuleWire, FieldCatalog, OptionNode } from '@ehire/domain/conditions/index';
import { RuleDialog } from './RuleDialog';

// The caller passes the options without the module being edited (COND-002): only 基本信息 here.
const options: OptionNode[] = [
  {
    value: 'base',
    name: '基本信息',
    children: [
      { value: 'age', name: '年龄' },
      { value: 'city', name: '城市' },
    ],
  },
];

const fields: FieldCatalog = {
  'base.age': { label: '年龄', fieldType: 1, inputType: 2 },
  'base.city': { label: '城市', fieldType: 3, inputType: 1 },
};

const stored: DisplayRuleWire = {
  conditions_operation: '1',
  conditions: [{ id: 'c1', field: ['base', 'city'], target: [2, ['北京']], computationRule: '1' }],
  target: ['col_1'],
};

const okButton = () => screen.queryByRole('button', { name: /确\s*定/ });
const cancelButton = () => screen.getByRole('button', { name: /取\s*消/ });

describe('RuleDialog', () => {
  it('COND-001 is titled 显示规则', () => {
    render(<RuleDialog open options={options} fields={fields} />);
    expect(screen.getByText('显示规则')).toBeInTheDocument();
  });

  it('COND-002 offers the options it is given (the current module already excluded by the caller)', () => {
    render(<RuleDialog open options={options} fields={fields} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '字段' }));
    const modules = [...document.querySelectorAll('.ant-cascader-menu')][0]!;
    expect(modules.textContent).toBe('基本信息');
  });

  it('COND-003 echoes the stored rule', () => {
    render(<RuleDialog open options={options} fields={fields} value={stored} />);
    expect(screen.getByText('满足任一条件')).toBeInTheDocument();
    expect(screen.getByText('基本信息 / 城市')).toBeInTheDocument();
    expect(screen.getByText('等于')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('北京');
  });

  it('COND-004 on confirm a valid rule is emitted and the dialog closes', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <RuleDialog
        open
        options={options}
        fields={fields}
        value={stored}
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: '上海' } });
    fireEvent.blur(input);
    fireEvent.click(okButton()!);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        conditions_operation: '1',
        target: ['col_1'],
        conditions: [
          expect.objectContaining({ field: ['base', 'city'], target: [2, ['上海']], computationRule: '1' }),
        ],
      }),
    );
  });

  it('COND-005 a failing condition is not emitted and the dialog stays open', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <RuleDialog
        open
        options={options}
        fields={fields}
        value={stored}
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    fireEvent.click(okButton()!);
    await waitFor(() => expect(screen.getAllByText('请输入').length).toBeGreaterThan(0));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('COND-006 取消 closes without saving', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <RuleDialog
        open
        options={options}
        fields={fields}
        value={stored}
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '上海' } });
    fireEvent.click(cancelButton());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('COND-007 COND-008 COND-009 a read-only rule has no add / delete icons, no 确定 and disabled inputs', () => {
    render(<RuleDialog open editable={false} options={options} fields={fields} value={stored} />);
    expect(screen.queryByRole('button', { name: '添加条件' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除条件' })).not.toBeInTheDocument();
    expect(okButton()).not.toBeInTheDocument();
    expect(cancelButton()).toBeInTheDocument();
    for (const box of screen.getAllByRole('combobox')) expect(box).toBeDisabled();
    expect(screen.getByRole('textbox')).toBeDisabled();
  });

  it('COND-010 an empty conditions_operation shows 请选择 on confirm', async () => {
    const onConfirm = vi.fn();
    render(
      <RuleDialog
        open
        options={options}
        fields={fields}
        value={{ ...stored, conditions_operation: '' }}
        onConfirm={onConfirm}
      />,
    );
    await act(async () => {
      fireEvent.click(okButton()!);
    });
    await waitFor(() =>
      expect(document.querySelector('.ant-form-item-explain-error')).toHaveTextContent('请选择'),
    );
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('COND-011 conditions_operation is validated on blur', async () => {
    render(
      <RuleDialog open options={options} fields={fields} value={{ ...stored, conditions_operation: '' }} />,
    );
    const select = screen.getByRole('combobox', { name: '条件关系' });
    await act(async () => {
      fireEvent.focus(select);
      fireEvent.blur(select);
    });
    await waitFor(() =>
      expect(document.querySelector('.ant-form-item-explain-error')).toHaveTextContent('请选择'),
    );
  });
});
