import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { FLOW_CODE } from '@ehire/domain/flows/errors';
import { AppError } from '../../platform/envelope';
import { ValidationFailure, zodValidatorCompiler } from '../../platform/validation';

// Validation of the flow family: the contract's own zh-CN message when it has one (请输入流程名称,
// 步骤名称“面试”重复 ...), else the platform wording naming the field, always as
// 参数错误：<message> with the family's code WF0102 (ERR-010) instead of -2000.

const CJK = /[\u3400-\u9fff]/;

export const flowContractValidator: FastifySchemaCompiler<z.ZodType> = (route) => {
  const platform = zodValidatorCompiler(route);
  return (data: unknown) => {
    const result = platform(data) as { value?: unknown; error?: Error };
    if (result.error instanceof ValidationFailure) {
      const first = result.error.issues[0];
      const msg = first && CJK.test(first.message) ? `参数错误：${first.message}` : result.error.message;
      return { error: new AppError(FLOW_CODE.invalid, msg, 400, { kind: 'validation' }) };
    }
    return result;
  };
};
