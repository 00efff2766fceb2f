import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { ValidationFailure, zodValidatorCompiler } from './validation';

// The job-management contracts carry a zh-CN message on every rule (请输入职位名称,
// 职位名称最多50个字符, 最低薪资不能高于最高薪资 ...), written once for the antd form and the
// server. The platform validator words built-in checks generically (“CJobName 不能为空”); this
// route-level compiler shows the contract's own message when it has one and falls back to the
// platform wording otherwise. The 参数错误： prefix stays, like every validation refusal.

const CJK = /[\u3400-\u9fff]/;

export const contractMessageValidator: FastifySchemaCompiler<z.ZodType> = (route) => {
  const platform = zodValidatorCompiler(route);
  return (data: unknown) => {
    const result = platform(data) as { value?: unknown; error?: Error };
    if (result.error instanceof ValidationFailure) {
      const first = result.error.issues[0];
      if (first && CJK.test(first.message)) {
        return { error: new ValidationFailure(`参数错误：${first.message}`, result.error.issues) };
      }
    }
    return result;
  };
};
