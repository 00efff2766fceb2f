import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationMessage } from './validation';

function messageFor(schema: z.ZodType, value: unknown, context = 'body'): string {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return validationMessage(result.error.issues, context);
}

describe('zod issues as zh-CN messages naming the field', () => {
  const Login = z.object({
    member: z.string().min(1).max(64),
    password: z.string().min(1),
    age: z.number().int().min(18).max(60).optional(),
    kind: z.enum(['a', 'b']).optional(),
    email: z.email().optional(),
    tags: z.array(z.string()).min(1).max(2).optional(),
    name: z.string().min(2).optional(),
  });

  it('names a missing field', () => {
    expect(messageFor(Login, { member: 'x' })).toBe('参数错误：password 不能为空');
  });

  it('treats an empty required string as missing', () => {
    expect(messageFor(Login, { member: 'x', password: '' })).toBe('参数错误：password 不能为空');
  });

  it('names a wrong type', () => {
    expect(messageFor(Login, { member: 'x', password: 5 })).toBe('参数错误：password 类型错误，应为字符串');
  });

  it('reports too long and too short strings', () => {
    expect(messageFor(Login, { member: 'x'.repeat(65), password: 'p' })).toBe(
      '参数错误：member 长度不能超过 64 个字符',
    );
    expect(messageFor(Login, { member: 'x', password: 'p', name: 'a' })).toBe(
      '参数错误：name 长度不能少于 2 个字符',
    );
  });

  it('reports number bounds and array sizes', () => {
    expect(messageFor(Login, { member: 'x', password: 'p', age: 3 })).toBe('参数错误：age 不能小于 18');
    expect(messageFor(Login, { member: 'x', password: 'p', age: 70 })).toBe('参数错误：age 不能大于 60');
    expect(messageFor(Login, { member: 'x', password: 'p', tags: [] })).toBe('参数错误：tags 至少需要 1 项');
    expect(messageFor(Login, { member: 'x', password: 'p', tags: ['a', 'b', 'c'] })).toBe(
      '参数错误：tags 最多 2 项',
    );
  });

  it('lists the allowed values of an enum', () => {
    expect(messageFor(Login, { member: 'x', password: 'p', kind: 'c' })).toBe(
      '参数错误：kind 取值无效，可选值：a、b',
    );
  });

  it('reports an invalid format', () => {
    expect(messageFor(Login, { member: 'x', password: 'p', email: 'nope' })).toBe(
      '参数错误：email 不是有效的邮箱',
    );
  });

  it('names nested paths and the body itself', () => {
    const Nested = z.object({ items: z.array(z.object({ id: z.string() })) });
    expect(messageFor(Nested, { items: [{ id: 1 }] })).toBe('参数错误：items.0.id 类型错误，应为字符串');
    expect(messageFor(Nested, null)).toBe('参数错误：请求内容不能为空');
    expect(messageFor(Nested, [1])).toBe('参数错误：请求内容类型错误，应为对象');
    expect(messageFor(z.object({ a: z.string() }), {}, 'querystring')).toBe('参数错误：a 不能为空');
  });

  it('lists unsupported keys of a strict object', () => {
    expect(messageFor(z.object({}).strict(), { x: 1 })).toBe('参数错误：不支持的参数：x');
  });

  it('keeps a custom zh-CN message', () => {
    const Custom = z.string().refine((v) => v === 'ok', { message: '必须是 ok' });
    expect(messageFor(Custom, 'no')).toBe('参数错误：必须是 ok');
  });
});
