import { describe, expect, it } from 'vitest';
import { sectionCountHint } from './module-rules';

describe('sectionCountHint (issue 20 §2)', () => {
  it('DESCONST-005 a module the check requires is labelled required, never only 建议填写', () => {
    expect(sectionCountHint({ minCount: 1, recordCount: 1 })).toBe('必填，至少1段');
    expect(sectionCountHint({ minCount: 1, recordCount: 2 })).toBe('必填，至少1段，建议2段');
    expect(sectionCountHint({ minCount: 0, recordCount: 2 })).toBe('选填，建议填写2段');
    expect(sectionCountHint({ minCount: 0, recordCount: 0 })).toBe('选填');
    expect(sectionCountHint({ minCount: 0, recordCount: null })).toBe('选填');
  });
});
