import { describe, expect, it } from 'vitest';
import { validateResumeAnswers } from '../../resume-design/form-validate';
import { defaultDesign } from '../../resume-design/presets';
import { applyFieldsFromAnswers } from '../from-answers';
import { answersOf, applyRequestOf, applyTestDesign } from './answers';

// The test helper is the inverse of applyFieldsFromAnswers (issue 13 §2): what tests, the e2e
// harness and the benches send must be answers the server accepts and maps back to the person.

describe('answersOf (issue 13 §2 test support)', () => {
  it('maps back to the same person through applyFieldsFromAnswers, and passes the test design', () => {
    const answers = answersOf({
      name: '孙七',
      mobile: '13600000001',
      gender: 2,
      degree: '硕士',
      graduationYear: 2025,
    });
    expect(validateResumeAnswers({ emodules: applyTestDesign() }, answers).issues).toEqual([]);
    expect(applyFieldsFromAnswers({ emodules: applyTestDesign() }, answers)).toEqual({
      ok: true,
      fields: {
        name: '孙七',
        mobile: '13600000001',
        email: '',
        idNumber: '',
        gender: 2,
        birthDate: '',
        school: '浙江大学',
        major: '计算机科学与技术',
        degree: '硕士',
        graduationYear: 2025,
        region: '',
      },
    });
  });

  it('with email, ID number and birth date, passes the default design every tenant starts from', () => {
    const answers = answersOf({
      name: '李四',
      mobile: '13900139000',
      email: 'lisi@example.com',
      idNumber: '11010519491231002X',
      birthDate: '2001-03-04',
    });
    expect(validateResumeAnswers({ emodules: defaultDesign() }, answers).issues).toEqual([]);
    const mapped = applyFieldsFromAnswers({ emodules: defaultDesign() }, answers);
    expect(mapped.ok && mapped.fields).toMatchObject({
      email: 'lisi@example.com',
      idNumber: '11010519491231002X',
      birthDate: '2001-03-04',
    });
  });

  it('applyRequestOf sends answers and what the submit carries, never the system fields', () => {
    const body = applyRequestOf({
      name: '周',
      mobile: '13600000002',
      ref: 'AB12CD34',
      answers: { extra: [{ x: '1' }] },
    });
    expect(Object.keys(body).sort()).toEqual(['answers', 'attachments', 'ref']);
    expect(Object.keys(body.answers ?? {})).toEqual(['sub01', 'sub10', 'extra']);
  });
});
