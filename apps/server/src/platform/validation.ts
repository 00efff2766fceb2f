import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { AppError } from './envelope';
import { RESPONSE_CODE } from '@ehire/domain/codes/error-codes';

// Turns zod issues into one readable zh-CN message naming the field, e.g.
// "参数错误：password 不能为空". Only the first issue is reported: it is shown as a toast.

const TYPE_NAME: Record<string, string> = {
  string: '字符串',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  date: '日期',
  null: '空值',
  undefined: '空',
  nan: '数字',
  symbol: '符号',
  function: '函数',
  map: '映射',
  set: '集合',
};

const FORMAT_NAME: Record<string, string> = {
  email: '邮箱',
  url: '网址',
  uuid: 'UUID',
  regex: '',
  datetime: '日期时间',
  date: '日期',
  time: '时间',
  ipv4: 'IP 地址',
  ipv6: 'IP 地址',
};

/** How the part of the request is named when the problem is the part itself. */
const CONTEXT_NAME: Record<string, string> = {
  body: '请求内容',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

const CJK = /[\u3400-\u9fff]/;

/** The subject of the sentence: `password ` (a space before the Chinese) or 请求内容. */
function subjectOf(path: readonly PropertyKey[], context: string): string {
  if (path.length === 0) return CONTEXT_NAME[context] ?? '参数';
  return `${path.map((part) => String(part)).join('.')} `;
}

function describeValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The zh-CN text of one issue, without the 参数错误： prefix. */
function describeIssue(issue: z.core.$ZodIssue, context = 'body'): string {
  const field = subjectOf(issue.path, context);
  switch (issue.code) {
    case 'invalid_type': {
      const input = (issue as { input?: unknown }).input;
      // A missing field, or a request without any body at all.
      if (input === undefined || (input === null && issue.path.length === 0)) {
        return `${field}不能为空`;
      }
      const expected = TYPE_NAME[issue.expected] ?? issue.expected;
      return `${field}类型错误，应为${expected}`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 ? `${field}不能为空` : `${field}长度不能少于 ${min} 个字符`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `${field}至少需要 ${min} 项`;
      }
      return issue.inclusive === false ? `${field}必须大于 ${min}` : `${field}不能小于 ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${field}长度不能超过 ${max} 个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${field}最多 ${max} 项`;
      return issue.inclusive === false ? `${field}必须小于 ${max}` : `${field}不能大于 ${max}`;
    }
    case 'invalid_value':
      return `${field}取值无效，可选值：${issue.values.map(describeValue).join('、')}`;
    case 'invalid_format': {
      const kind = FORMAT_NAME[issue.format];
      return kind ? `${field}不是有效的${kind}` : `${field}格式不正确`;
    }
    case 'unrecognized_keys':
      return `${issue.path.length ? `${field}中` : ''}不支持的参数：${issue.keys.join('、')}`;
    case 'not_multiple_of':
      return `${field}必须是 ${String(issue.divisor)} 的倍数`;
    case 'invalid_union':
      return `${field}类型或取值不正确`;
    case 'custom':
      return CJK.test(issue.message) ? issue.message : `${field}格式不正确`;
    default:
      return `${field}格式不正确`;
  }
}

export function validationMessage(issues: readonly z.core.$ZodIssue[], context = 'body'): string {
  const first = issues[0];
  return first ? `参数错误：${describeIssue(first, context)}` : '参数错误';
}

/** A request part failed its zod contract; the error handler answers 400 -2000 with msg. */
export class ValidationFailure extends AppError {
  override name = 'ValidationFailure';
  constructor(
    msg: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(RESPONSE_CODE.toast, msg, 400, { kind: 'validation' });
  }
}

/**
 * Fastify validator compiler for zod schemas. reportInput lets the message tell a missing
 * field ("不能为空") from one of the wrong type.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const context = httpPart ?? 'body';
  if (typeof (schema as { safeParse?: unknown }).safeParse !== 'function') {
    throw new Error('路由 schema 必须是 zod 模式（packages/domain/src/contracts）');
  }
  return (data: unknown) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return {
      error: new ValidationFailure(validationMessage(result.error.issues, context), result.error.issues),
    };
  };
};
