// The generic input widget of D1 §5 (COND-036..045, 022, 023, 032): one text, number or score
// value, a two-number range, or a list of values committed by Enter. Typed values reach the
// caller debounced by 200 ms; messages are the exact zh-CN texts of COND.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Input, Space, Tag } from 'antd';
import { CONDITION_MESSAGE } from '@ehire/domain/conditions/index';
import {
  CONDITION_VALUE_WIDTH,
  DEBOUNCE_DEFAULT_MS,
  SCORE_MAX,
  SCORE_MIN,
  SCORE_STEP,
} from '@ehire/domain/constants';

export type GenericValueType = 'text' | 'number' | 'score';

/** 文本“X”已存在 (COND-042, curly quotes kept). */
const duplicateMessage = (text: string) => `文本“${text}”已存在`;
/** GAP-007: the spec gives the "press Enter to create" hint no text. We word it like the
 * duplicate hint (same curly quotes) so the two hints read as a pair, and the condition editor
 * reuses both rather than inventing a second wording. */
const createHint = (text: string) => `按回车键创建“${text}”`;

// Decimal notation only, as the engine reads numbers: '' is not 0 and hex is not a number.
const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** The message for one typed value, or undefined when it is acceptable. */
export function checkSingleValue(
  text: string,
  options: { valueType: GenericValueType; required?: boolean; pattern?: string },
): string | undefined {
  const s = text.trim();
  if (s === '') return options.required ? CONDITION_MESSAGE.input : undefined;
  if (options.valueType !== 'text') {
    if (!NUMERIC.test(s)) return CONDITION_MESSAGE.number;
    const n = Number(s);
    // COND-038: inclusive at both ends, 0 and 100 are valid scores.
    if (options.valueType === 'score' && (n < SCORE_MIN || n > SCORE_MAX)) return CONDITION_MESSAGE.score;
  }
  if (options.pattern && !new RegExp(options.pattern).test(s)) return CONDITION_MESSAGE.format;
  return undefined;
}

/** Messages of a range's two ends (COND-040/041): each end is checked alone first. */
function checkRange(
  [left, right]: readonly [string, string],
  options: { valueType: GenericValueType; required?: boolean },
): [string | undefined, string | undefined] {
  const leftIssue = checkSingleValue(left, options);
  const rightIssue = checkSingleValue(right, options);
  if (leftIssue || rightIssue || left.trim() === '' || right.trim() === '') return [leftIssue, rightIssue];
  if (Number(left) >= Number(right))
    return [CONDITION_MESSAGE.leftBelowRight, CONDITION_MESSAGE.rightAboveLeft];
  return [undefined, undefined];
}

/**
 * Calls `fn` with the latest arguments once input has paused for 200 ms (COND-032). `flush`
 * delivers a pending value at once: leaving the input (e.g. to click 确定) must not lose it.
 */
function useDebounced<A extends unknown[]>(fn: (...args: A) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<A | undefined>(undefined);
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const flush = () => {
    clearTimeout(timer.current);
    const args = pending.current;
    pending.current = undefined;
    if (args) latest.current(...args);
  };
  const call = (...args: A) => {
    clearTimeout(timer.current);
    pending.current = args;
    timer.current = setTimeout(flush, DEBOUNCE_DEFAULT_MS);
  };
  return { call, flush };
}

function FieldMessage({ message, tone = 'error' }: { message?: string; tone?: 'error' | 'hint' }) {
  if (!message) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={tone === 'error' ? 'ant-form-item-explain-error' : undefined}
      style={{ color: tone === 'error' ? '#ff4d4f' : 'rgba(0, 0, 0, 0.45)', fontSize: 12 }}
    >
      {message}
    </div>
  );
}

interface CommonProps {
  valueType?: GenericValueType;
  required?: boolean;
  /** A regular expression source; a value failing it shows 输入格式不正确 (COND-043). */
  pattern?: string;
  disabled?: boolean;
  placeholder?: string;
  width?: number;
}

export type GenericValueInputProps = CommonProps &
  (
    | { mode?: 'single'; value?: string; onChange?: (value: string) => void }
    | { mode: 'range'; value?: [string, string]; onChange?: (value: [string, string]) => void }
    | { mode: 'multi'; value?: string[]; onChange?: (value: string[]) => void }
  );

export function GenericValueInput(props: GenericValueInputProps) {
  if (props.mode === 'range') return <RangeInput {...props} />;
  if (props.mode === 'multi') return <MultiInput {...props} />;
  return <SingleInput {...props} />;
}

function numericInputProps(valueType: GenericValueType) {
  // COND-039: scores step by 0.1 between 0 and 100; other numbers are typed as text so that
  // non-numeric content can be reported (请输入数字) rather than silently dropped.
  return valueType === 'score'
    ? { type: 'number', step: SCORE_STEP, min: SCORE_MIN, max: SCORE_MAX, inputMode: 'decimal' as const }
    : valueType === 'number'
      ? { inputMode: 'decimal' as const }
      : {};
}

function SingleInput({
  value = '',
  onChange,
  valueType = 'text',
  required = true,
  pattern,
  disabled,
  placeholder = '请输入',
  width = CONDITION_VALUE_WIDTH,
}: CommonProps & { value?: string; onChange?: (value: string) => void }) {
  const [text, setText] = useState(value);
  const [touched, setTouched] = useState(false);
  const { call: emit, flush } = useDebounced((v: string) => onChange?.(v));
  const message = touched ? checkSingleValue(text, { valueType, required, pattern }) : undefined;
  return (
    <div style={{ width }}>
      <Input
        {...numericInputProps(valueType)}
        value={text}
        disabled={disabled}
        placeholder={placeholder}
        status={message ? 'error' : undefined}
        aria-invalid={message ? true : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setTouched(true);
          emit(e.target.value);
        }}
        onBlur={() => {
          setTouched(true);
          flush();
        }}
      />
      <FieldMessage message={message} />
    </div>
  );
}

function RangeInput({
  value = ['', ''],
  onChange,
  valueType = 'number',
  required = true,
  disabled,
  width = CONDITION_VALUE_WIDTH,
}: CommonProps & { value?: [string, string]; onChange?: (value: [string, string]) => void }) {
  const [ends, setEnds] = useState<[string, string]>(value);
  const [touched, setTouched] = useState(false);
  const { call: emit, flush } = useDebounced((v: [string, string]) => onChange?.(v));
  const [leftMessage, rightMessage] = touched
    ? checkRange(ends, { valueType, required })
    : [undefined, undefined];
  const update = (index: 0 | 1, text: string) => {
    const next: [string, string] = index === 0 ? [text, ends[1]] : [ends[0], text];
    setEnds(next);
    setTouched(true);
    emit(next);
  };
  const half = (width - 24) / 2;
  return (
    <Space align="start" size={4} style={{ width }}>
      <div style={{ width: half }}>
        <Input
          {...numericInputProps(valueType)}
          aria-label="左端"
          placeholder="请输入"
          value={ends[0]}
          disabled={disabled}
          status={leftMessage ? 'error' : undefined}
          onChange={(e) => update(0, e.target.value)}
          onBlur={() => {
            setTouched(true);
            flush();
          }}
        />
        <FieldMessage message={leftMessage} />
      </div>
      <span style={{ lineHeight: '32px' }}>-</span>
      <div style={{ width: half }}>
        <Input
          {...numericInputProps(valueType)}
          aria-label="右端"
          placeholder="请输入"
          value={ends[1]}
          disabled={disabled}
          status={rightMessage ? 'error' : undefined}
          onChange={(e) => update(1, e.target.value)}
          onBlur={() => {
            setTouched(true);
            flush();
          }}
        />
        <FieldMessage message={rightMessage} />
      </div>
    </Space>
  );
}

function MultiInput({
  value = [],
  onChange,
  valueType = 'text',
  required = true,
  pattern,
  disabled,
  placeholder = '请输入，按回车键确认',
  width = CONDITION_VALUE_WIDTH,
}: CommonProps & { value?: string[]; onChange?: (value: string[]) => void }) {
  const [items, setItems] = useState<string[]>(value);
  const [draft, setDraft] = useState('');
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  const [enterIssue, setEnterIssue] = useState<string | undefined>(undefined);
  const { call: emit, flush } = useDebounced((v: string[]) => onChange?.(v));

  const typed = draft.trim();
  const duplicate = typed !== '' && items.includes(typed);
  const hint = typed !== '' && !duplicate && !enterIssue ? createHint(typed) : undefined;
  const error = duplicate
    ? duplicateMessage(typed)
    : (enterIssue ??
      (touched && required && items.length === 0 && typed === '' ? CONDITION_MESSAGE.input : undefined));

  const commit = (next: string[]) => {
    setItems(next);
    setTouched(true);
    emit(next);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    // COND-044: Enter commits the typed value; a duplicate is not added again (COND-022).
    if (typed === '' || duplicate) return;
    const issue = checkSingleValue(typed, { valueType, required: false, pattern });
    if (issue) {
      setEnterIssue(issue);
      return;
    }
    commit([...items, typed]);
    setDraft('');
  };

  // COND-045: when not being edited, only the first item shows, followed by +N for the rest.
  const collapsed = !focused && items.length > 1;
  const shown = collapsed ? items.slice(0, 1) : items;
  return (
    <div style={{ width }} data-testid="multi-value-input">
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setTouched(true);
          flush();
        }}
      >
        {shown.map((item) => (
          <Tag
            key={item}
            closable={!disabled && !collapsed}
            onClose={() => commit(items.filter((i) => i !== item))}
          >
            {item}
          </Tag>
        ))}
        {collapsed && <Tag>{`+${items.length - 1}`}</Tag>}
        <Input
          {...numericInputProps(valueType)}
          variant="borderless"
          style={{ flex: 1, minWidth: 120 }}
          value={draft}
          disabled={disabled}
          placeholder={items.length === 0 ? placeholder : undefined}
          status={error ? 'error' : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setEnterIssue(undefined);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <FieldMessage message={error} />
      <FieldMessage message={error ? undefined : hint} tone="hint" />
    </div>
  );
}
