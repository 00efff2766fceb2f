import { useMemo, useState } from 'react';
import { AutoComplete, Button, Cascader, DatePicker, Input, Select, Space, Upload } from 'antd';
import dayjs from 'dayjs';
import { CERT_TYPE_LABEL, CHECK_TYPE, DESIGN_LIMITS, INPUT_TYPE } from '@ehire/domain/codes/resume-design';
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
import styles from './ResumeForm.module.css';

/** Stores a picked file and answers what the form keeps (the application flow uploads it). */
export type UploadFile = (file: File, field: DesignField) => Promise<AttachmentAnswer>;

interface CascaderOption {
  value: string;
  label: string;
  children?: CascaderOption[];
}

function toCascader(items: readonly DictItem[], depth: number): CascaderOption[] {
  return items.map((item) => ({
    value: String(item.value),
    label: item.name,
    ...(depth > 1 && item.items?.length ? { children: toCascader(item.items, depth - 1) } : {}),
  }));
}

export interface FieldInputProps {
  field: DesignField;
  id: string;
  value: AnswerValue | undefined;
  invalid: boolean;
  dictionaries?: DictionaryLookup;
  upload?: UploadFile;
  onChange: (value: AnswerValue) => void;
  onBlur: () => void;
}

/** One input of the candidate form, by the field's input type (DES-052). */
export function FieldInput({
  field,
  id,
  value,
  invalid,
  dictionaries,
  upload,
  onChange,
  onBlur,
}: FieldInputProps) {
  const options = useMemo(() => optionsOf(field, dictionaries) ?? [], [field, dictionaries]);
  const status = invalid ? 'error' : undefined;
  const text = typeof value === 'string' ? value : '';
  const limit = textLimitOf(field);

  switch (field.inputType) {
    case INPUT_TYPE.text:
      if (isCertificateField(field)) {
        const types = certTypesOf(field);
        const cert = isCertificateAnswer(value)
          ? value
          : { certType: types.length === 1 ? (types[0] ?? null) : null, number: text };
        return (
          <Space.Compact style={{ width: '100%' }}>
            <Select
              aria-label={`${field.cname}证件类型`}
              style={{ width: 160 }}
              placeholder="证件类型"
              status={status}
              value={cert.certType ?? undefined}
              options={types.map((t) => ({ value: t, label: CERT_TYPE_LABEL[t] }))}
              onChange={(certType) => onChange({ certType, number: cert.number })}
              onBlur={onBlur}
            />
            <Input
              id={id}
              status={status}
              placeholder="请输入证件号码"
              value={cert.number}
              onChange={(e) => onChange({ certType: cert.certType, number: e.target.value })}
              onBlur={onBlur}
            />
          </Space.Compact>
        );
      }
      return (
        <Input
          id={id}
          status={status}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      );
    case INPUT_TYPE.number:
      return (
        <Input
          id={id}
          status={status}
          inputMode={Number(field.checkType) === CHECK_TYPE.integer ? 'numeric' : 'decimal'}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      );
    case INPUT_TYPE.association:
      return (
        <AutoComplete
          id={id}
          status={status}
          value={text}
          options={options.map((o) => ({ value: o.name }))}
          filterOption={(input, option) => String(option?.value ?? '').includes(input)}
          onChange={(v: string) => onChange(v)}
          onBlur={onBlur}
        />
      );
    case INPUT_TYPE.textarea:
      return (
        <Input.TextArea
          id={id}
          status={status}
          autoSize={{ minRows: 3, maxRows: 8 }}
          // The counter counts characters as the validator does; typing past it is not blocked,
          // the field's message says what is too long.
          count={{ show: limit !== null, max: limit ?? undefined, strategy: (t) => [...t].length }}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      );
    case INPUT_TYPE.date: {
      const yearMonth = dateFormatOf(field.checkType) === 'year-month';
      const format = yearMonth ? 'YYYY-MM' : 'YYYY-MM-DD';
      const parsed = text ? dayjs(text, format) : null;
      return (
        <DatePicker
          id={id}
          status={status}
          picker={yearMonth ? 'month' : 'date'}
          placeholder={yearMonth ? '请选择年月' : '请选择日期'}
          format={format}
          style={{ width: '100%' }}
          value={parsed?.isValid() ? parsed : null}
          onChange={(d) => onChange(d ? d.format(format) : null)}
          onBlur={onBlur}
        />
      );
    }
    case INPUT_TYPE.dropdown:
      return (
        <Select
          id={id}
          status={status}
          allowClear
          placeholder="请选择"
          notFoundContent="暂无结果"
          value={text || undefined}
          options={options.map((o) => ({ value: String(o.value), label: o.name }))}
          onChange={(v?: string) => onChange(v ?? null)}
          onBlur={onBlur}
        />
      );
    case INPUT_TYPE.multiDropdown:
      return (
        <Select
          id={id}
          mode="multiple"
          maxCount={field.drop1MultiMax ?? undefined}
          status={status}
          allowClear
          placeholder="请选择"
          notFoundContent="暂无结果"
          value={Array.isArray(value) ? value : []}
          options={options.map((o) => ({ value: String(o.value), label: o.name }))}
          onChange={(v: string[]) => onChange(v)}
          onBlur={onBlur}
        />
      );
    case INPUT_TYPE.twoLevel:
    case INPUT_TYPE.threeLevel: {
      const depth = field.inputType === INPUT_TYPE.twoLevel ? 2 : 3;
      return (
        <Cascader
          id={id}
          status={status}
          placeholder="请选择"
          notFoundContent="暂无结果"
          style={{ width: '100%' }}
          value={Array.isArray(value) ? value : undefined}
          options={toCascader(options, depth)}
          onChange={(v) => onChange(Array.isArray(v) ? v.map(String) : null)}
          onBlur={onBlur}
        />
      );
    }
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
}: Omit<FieldInputProps, 'dictionaries'>) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formats = uploadFormatsOf(field.checkType);
  const file = isAttachmentAnswer(value) ? value : null;
  return (
    <div>
      <Upload
        accept={formats.map((f) => `.${f}`).join(',')}
        showUploadList={false}
        beforeUpload={(picked) => {
          const refused = checkAttachment(field, { name: picked.name, size: picked.size });
          setProblem(refused);
          onBlur();
          if (refused) return Upload.LIST_IGNORE;
          setBusy(true);
          const stored = upload
            ? upload(picked, field)
            : // The preview uploads nothing: the answer keeps a local id.
              Promise.resolve({ fileId: `local-${++localFileSeq}`, name: picked.name, size: picked.size });
          stored
            .then(
              (answer) => onChange(answer),
              (error: unknown) =>
                setProblem(error instanceof Error && error.message ? error.message : '上传失败'),
            )
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button id={id} danger={invalid || problem !== null} loading={busy}>
          {file ? '重新上传' : '上传文件'}
        </Button>
      </Upload>
      <div className={styles.hint}>
        支持{formats.join('、')}格式，不超过{DESIGN_LIMITS.systemMaxUploadMb}MB
      </div>
      {problem ? (
        <div role="alert" className={styles.fileProblem}>
          {problem}
        </div>
      ) : null}
      {file ? (
        <Space className={styles.file}>
          <span data-testid={`${id}-file`}>{file.name}</span>
          <Button type="link" size="small" onClick={() => onChange(null)}>
            删除
          </Button>
        </Space>
      ) : null}
    </div>
  );
}
