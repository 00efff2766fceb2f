import { useMemo, useState } from 'react';
import {
  CERT_TYPE_LABEL,
  CHECK_TYPE,
  DESIGN_LIMITS,
  INPUT_TYPE,
  type CertType,
} from '@ehire/domain/codes/resume-design';
import type { DesignField, DictItem } from '@ehire/domain/resume-design/model';
import {
  certTypesOf,
  checkAttachment,
  dateFormatOf,
  uploadFormatsOf,
} from '@ehire/domain/resume-design/check-types';
import {
  isAttachmentAnswer,
  isCertificateAnswer,
  isCertificateField,
  type AnswerValue,
  type AttachmentAnswer,
} from '@ehire/domain/resume-design/form-answers';
import { optionsOf, type DictionaryLookup } from '@ehire/domain/resume-design/form-options';
import { textLimitOf } from '@ehire/domain/resume-design/form-validate';
import { Button, inputClass } from '../ui/ui';
import styles from './ResumeForm.module.css';

/** Stores a picked file and answers what the form keeps (the application flow uploads it). */
export type UploadFile = (file: File, field: DesignField) => Promise<AttachmentAnswer>;

export interface FieldInputProps {
  field: DesignField;
  id: string;
  value: AnswerValue | undefined;
  invalid: boolean;
  dictionaries?: DictionaryLookup;
  upload?: UploadFile;
  onChange: (value: AnswerValue) => void;
  onBlur: () => void;
  /** The id of the field's label (a group of checkboxes or selects is named by it). */
  labelId: string;
}

/**
 * One input of the candidate form, by the field's input type (DES-052), drawn with the browser's
 * own controls (issue 13 §4): dates are date and month inputs, dropdowns are selects, a
 * multi-select is a group of checkboxes, cascading dropdowns are one select per level.
 */
export function FieldInput({
  field,
  id,
  value,
  invalid,
  dictionaries,
  upload,
  onChange,
  onBlur,
  labelId,
}: FieldInputProps) {
  const options = useMemo(() => optionsOf(field, dictionaries) ?? [], [field, dictionaries]);
  const className = inputClass(invalid);
  const text = typeof value === 'string' ? value : '';
  const limit = textLimitOf(field);
  // The field's message (ResumeForm) describes the input in error.
  const invalidProps = invalid ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {};

  switch (field.inputType) {
    case INPUT_TYPE.text:
      if (isCertificateField(field)) {
        const types = certTypesOf(field);
        const cert = isCertificateAnswer(value)
          ? value
          : { certType: types.length === 1 ? (types[0] ?? null) : null, number: text };
        return (
          <div className={styles.compact}>
            <select
              aria-label={`${field.cname}证件类型`}
              className={className}
              style={{ width: 160, flex: 'none' }}
              value={cert.certType === null ? '' : String(cert.certType)}
              onChange={(e) =>
                onChange({
                  certType: e.target.value === '' ? null : (Number(e.target.value) as CertType),
                  number: cert.number,
                })
              }
              onBlur={onBlur}
            >
              <option value="">证件类型</option>
              {types.map((t) => (
                <option key={t} value={String(t)}>
                  {CERT_TYPE_LABEL[t]}
                </option>
              ))}
            </select>
            <input
              id={id}
              type="text"
              className={className}
              {...invalidProps}
              placeholder="请输入证件号码"
              value={cert.number}
              onChange={(e) => onChange({ certType: cert.certType, number: e.target.value })}
              onBlur={onBlur}
            />
          </div>
        );
      }
      return (
        <input
          id={id}
          type="text"
          className={className}
          {...invalidProps}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      );
    case INPUT_TYPE.number:
      return (
        <input
          id={id}
          type="text"
          className={className}
          {...invalidProps}
          inputMode={Number(field.checkType) === CHECK_TYPE.integer ? 'numeric' : 'decimal'}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      );
    case INPUT_TYPE.association:
      // Typed freely, with the dictionary's names offered as the candidate types.
      return (
        <>
          <input
            id={id}
            type="text"
            role="combobox"
            list={`${id}-list`}
            autoComplete="off"
            className={className}
            {...invalidProps}
            value={text}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
          <datalist id={`${id}-list`}>
            {options.map((o) => (
              <option key={String(o.value)} value={o.name} />
            ))}
          </datalist>
        </>
      );
    case INPUT_TYPE.textarea: {
      // The counter counts characters as the validator does; typing past it is not blocked,
      // the field's message says what is too long.
      const count = limit === null ? null : `${[...text].length} / ${limit}`;
      return (
        <div className={styles.textarea} data-count={count ?? undefined}>
          <textarea
            id={id}
            rows={3}
            className={className}
            {...invalidProps}
            value={text}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
          {count ? (
            <div className={styles.count} aria-hidden="true">
              {count}
            </div>
          ) : null}
        </div>
      );
    }
    case INPUT_TYPE.date: {
      // The browser's date and month inputs answer YYYY-MM-DD and YYYY-MM, the design's formats.
      const yearMonth = dateFormatOf(field.checkType) === 'year-month';
      return (
        <input
          id={id}
          type={yearMonth ? 'month' : 'date'}
          className={className}
          {...invalidProps}
          placeholder={yearMonth ? '请选择年月' : '请选择日期'}
          value={text}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
          onBlur={onBlur}
        />
      );
    }
    case INPUT_TYPE.dropdown:
      return (
        <select
          id={id}
          className={className}
          {...invalidProps}
          value={text}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
          onBlur={onBlur}
        >
          <option value="">{options.length ? '请选择' : '暂无结果'}</option>
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.name}
            </option>
          ))}
        </select>
      );
    case INPUT_TYPE.multiDropdown: {
      const chosen = Array.isArray(value) ? value : [];
      const max = field.drop1MultiMax ?? null;
      return (
        <div id={id} role="group" aria-labelledby={labelId} className={styles.choices} onBlur={onBlur}>
          {options.length === 0 ? <span className={styles.hint}>暂无结果</span> : null}
          {options.map((o) => {
            const v = String(o.value);
            const on = chosen.includes(v);
            return (
              <label key={v} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={on}
                  // At drop1MultiMax the others wait until one is unticked (DES-048).
                  disabled={!on && max !== null && chosen.length >= max}
                  onChange={() => onChange(on ? chosen.filter((c) => c !== v) : [...chosen, v])}
                />
                {o.name}
              </label>
            );
          })}
        </div>
      );
    }
    case INPUT_TYPE.twoLevel:
    case INPUT_TYPE.threeLevel:
      return (
        <CascadeInput
          id={id}
          labelId={labelId}
          className={className}
          depth={field.inputType === INPUT_TYPE.twoLevel ? 2 : 3}
          options={options}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          onBlur={onBlur}
        />
      );
    case INPUT_TYPE.attachment:
      return (
        <AttachmentInput
          field={field}
          id={id}
          value={value}
          invalid={invalid}
          upload={upload}
          onChange={onChange}
          onBlur={onBlur}
        />
      );
    default:
      return null;
  }
}

const LEVEL_NAME = ['一', '二', '三'] as const;

/** Cascading dropdowns: one select per level, each offering the children of the one before. */
function CascadeInput({
  id,
  labelId,
  className,
  depth,
  options,
  value,
  onChange,
  onBlur,
}: {
  id: string;
  labelId: string;
  className: string;
  depth: number;
  options: readonly DictItem[];
  value: readonly string[];
  onChange: (value: AnswerValue) => void;
  onBlur: () => void;
}) {
  const levels: Array<readonly DictItem[]> = [];
  let items: readonly DictItem[] | undefined = options;
  for (let level = 0; level < depth && items && items.length > 0; level++) {
    levels.push(items);
    const picked: DictItem | undefined = items.find((item) => String(item.value) === value[level]);
    items = picked?.items;
  }
  // A partial path is kept as it is: the domain check says when it is incomplete.
  const pick = (level: number, picked: string) => {
    const next = [...value.slice(0, level), ...(picked ? [picked] : [])];
    onChange(next.length === 0 ? null : next);
  };
  return (
    <div className={styles.compact} role="group" aria-labelledby={labelId} onBlur={onBlur}>
      {levels.map((items, level) => (
        <select
          key={level}
          id={level === 0 ? id : undefined}
          aria-label={level === 0 ? undefined : `第${LEVEL_NAME[level]}级`}
          className={className}
          value={value[level] ?? ''}
          onChange={(e) => pick(level, e.target.value)}
        >
          <option value="">请选择</option>
          {items.map((item) => (
            <option key={String(item.value)} value={String(item.value)}>
              {item.name}
            </option>
          ))}
        </select>
      ))}
    </div>
  );
}

let localFileSeq = 0;

/**
 * A file input: the format list of the check type and the 10 MB system maximum are checked here
 * by extension and size before anything is uploaded (the server checks the content again).
 */
function AttachmentInput({
  field,
  id,
  value,
  invalid,
  upload,
  onChange,
  onBlur,
}: Omit<FieldInputProps, 'dictionaries' | 'labelId'>) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formats = uploadFormatsOf(field.checkType);
  const file = isAttachmentAnswer(value) ? value : null;
  const pickFile = (input: HTMLInputElement) => {
    const picked = input.files?.[0];
    // The same file may be picked again after a refusal or a removal.
    input.value = '';
    if (!picked) return;
    const refused = checkAttachment(field, { name: picked.name, size: picked.size });
    setProblem(refused);
    onBlur();
    if (refused) return;
    setBusy(true);
    const stored = upload
      ? upload(picked, field)
      : // The preview uploads nothing: the answer keeps a local id.
        Promise.resolve({ fileId: `local-${++localFileSeq}`, name: picked.name, size: picked.size });
    stored
      .then(
        (answer) => onChange(answer),
        (error: unknown) => setProblem(error instanceof Error && error.message ? error.message : '上传失败'),
      )
      .finally(() => setBusy(false));
  };
  return (
    <div>
      <input
        id={id}
        type="file"
        className={`${styles.fileInput} ${invalid || problem !== null ? styles.fileInvalid : ''}`}
        accept={formats.map((f) => `.${f}`).join(',')}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-invalid={invalid || problem !== null || undefined}
        title={file ? '重新上传' : '上传文件'}
        onChange={(e) => pickFile(e.currentTarget)}
      />
      <div className={styles.hint}>
        支持{formats.join('、')}格式，不超过{DESIGN_LIMITS.systemMaxUploadMb}MB
      </div>
      {problem ? (
        <div role="alert" className={styles.fileProblem}>
          {problem}
        </div>
      ) : null}
      {file ? (
        <div className={styles.file}>
          <span data-testid={`${id}-file`}>{file.name}</span>
          <Button variant="link" size="small" onClick={() => onChange(null)}>
            删除
          </Button>
        </div>
      ) : null}
    </div>
  );
}
