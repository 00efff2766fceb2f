import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { GenericValueInput } from './GenericValueInput';

function typeInto(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

function pressEnter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('GenericValueInput', () => {
  it('COND-036 a required input left empty shows 请输入', () => {
    render(<GenericValueInput value="a" />);
    typeInto(screen.getByRole('textbox'), '');
    expect(screen.getByRole('alert')).toHaveTextContent(/^请输入$/);
  });

  it('COND-037 a numeric input with non-numeric content shows 请输入数字', () => {
    render(<GenericValueInput valueType="number" />);
    const input = screen.getByRole('textbox');
    typeInto(input, '12a');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入数字');
    typeInto(input, '12.5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['-0.1', true],
    ['100.1', true],
    ['0', false],
    ['100', false],
    ['59.5', false],
  ])('COND-038 the score %s shows 评分值在0-100间: %s', (score, shown) => {
    render(<GenericValueInput valueType="score" />);
    typeInto(screen.getByRole('spinbutton'), score);
    if (shown) expect(screen.getByRole('alert')).toHaveTextContent('评分值在0-100间');
    else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('COND-039 a score input steps by 0.1 between 0 and 100', () => {
    render(<GenericValueInput valueType="score" />);
    const input = screen.getByRole('spinbutton');
    expect(input).toHaveAttribute('step', '0.1');
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveAttribute('max', '100');
  });

  it('COND-040 COND-041 a range whose left end is not below the right shows a message on each end', () => {
    render(<GenericValueInput mode="range" />);
    const left = screen.getByLabelText('左端');
    const right = screen.getByLabelText('右端');
    typeInto(left, '10');
    typeInto(right, '10');
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['左端数字需小于右端', '右端数字需大于左端']);
    // The left message belongs to the left input, the right one to the right input.
    expect(left.closest('div')?.parentElement).toHaveTextContent('左端数字需小于右端');
    expect(right.closest('div')?.parentElement).toHaveTextContent('右端数字需大于左端');
    typeInto(right, '11');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('COND-043 a value failing the configured pattern shows 输入格式不正确', () => {
    render(<GenericValueInput pattern="^[A-Z]{3}$" />);
    const input = screen.getByRole('textbox');
    typeInto(input, 'ab');
    expect(screen.getByRole('alert')).toHaveTextContent('输入格式不正确');
    typeInto(input, 'ABC');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('COND-044 COND-021 multi mode commits each value by pressing Enter', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<GenericValueInput mode="multi" onChange={onChange} />);
    const input = screen.getByRole('textbox');
    typeInto(input, '北京');
    expect(onChange).not.toHaveBeenCalled();
    pressEnter(input);
    typeInto(input, '上海');
    pressEnter(input);
    typeInto(input, '广州');
    pressEnter(input);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onChange).toHaveBeenLastCalledWith(['北京', '上海', '广州']);
    expect(input).toHaveValue('');
  });

  it('COND-023 typing a new value in multi mode hints 按回车键创建“X”', () => {
    render(<GenericValueInput mode="multi" value={['北京']} />);
    typeInto(screen.getByRole('textbox'), '上海');
    expect(screen.getByRole('status')).toHaveTextContent('按回车键创建“上海”');
  });

  it('COND-022 COND-042 a value already in the list shows 文本“X”已存在 and is not added again', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<GenericValueInput mode="multi" value={['北京']} onChange={onChange} />);
    const input = screen.getByRole('textbox');
    fireEvent.focus(input);
    typeInto(input, '北京');
    expect(screen.getByRole('alert')).toHaveTextContent('文本“北京”已存在');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    pressEnter(input);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getAllByText('北京', { exact: true })).toHaveLength(1);
  });

  it('COND-045 the collapsed multi view shows the first item followed by +N', () => {
    render(<GenericValueInput mode="multi" value={['北京', '上海', '广州']} />);
    const box = screen.getByTestId('multi-value-input');
    expect(box).toHaveTextContent('北京');
    expect(box).toHaveTextContent('+2');
    expect(box).not.toHaveTextContent('上海');
    fireEvent.focus(screen.getByRole('textbox'));
    expect(box).toHaveTextContent('上海');
    expect(box).not.toHaveTextContent('+2');
  });

  it('COND-032 typed values reach the caller only after 200 ms without typing', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<GenericValueInput onChange={onChange} />);
    const input = screen.getByRole('textbox');
    typeInto(input, '张');
    act(() => {
      vi.advanceTimersByTime(150);
    });
    typeInto(input, '张三');
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('张三');
  });

  it('COND-032 leaving the input delivers a pending value at once, so a quick 确定 does not lose it', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<GenericValueInput onChange={onChange} />);
    const input = screen.getByRole('textbox');
    typeInto(input, '李四');
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith('李四');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
