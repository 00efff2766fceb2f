import { describe, expect, it } from 'vitest';
import { CandidateContact, CandidateSignInRequest } from '../contracts/candidate-auth';
import { contactProblem, signInProblem } from './contact';

// The careers site checks a sign-in with these (no zod); the server parses the contracts. For
// every input the two give the same first message, so the form says what the server would.
const addresses = [
  '',
  '   ',
  '13800138000',
  ' 13800138000 ',
  '1380013800',
  '23800138000',
  'a@b.co',
  'A@B.CO',
  'a@b',
  'x y@z.com',
  `${'a'.repeat(95)}@b.com`,
  `${'a'.repeat(101)}`,
];
const codes = ['', '123456', ' 123456 ', '12345', '1234567', 'abcdef'];

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('candidate sign-in rules without zod (issue 11, issue 13 §4)', () => {
  it('APPLY contactProblem gives CandidateContact’s first message for every channel and address', () => {
    for (const channel of ['mobile', 'email'] as const) {
      for (const address of addresses) {
        expect(contactProblem({ channel, address }), `${channel} ${address}`).toBe(
          firstMessage(CandidateContact.safeParse({ channel, address })),
        );
      }
    }
  });

  it('APPLY signInProblem gives CandidateSignInRequest’s first message for every channel, address and code', () => {
    for (const channel of ['mobile', 'email'] as const) {
      for (const address of addresses) {
        for (const code of codes) {
          expect(signInProblem({ channel, address, code }), `${channel} ${address} ${code}`).toBe(
            firstMessage(CandidateSignInRequest.safeParse({ channel, address, code })),
          );
        }
      }
    }
  });

  it('names the problems a candidate sees', () => {
    expect(contactProblem({ channel: 'mobile', address: '' })).toBe('请输入手机号');
    expect(contactProblem({ channel: 'mobile', address: '123' })).toBe('手机号格式不正确');
    expect(contactProblem({ channel: 'email', address: 'a@b' })).toBe('邮箱格式不正确');
    expect(signInProblem({ channel: 'mobile', address: '13800138000', code: '12' })).toBe('验证码为6位数字');
  });
});
