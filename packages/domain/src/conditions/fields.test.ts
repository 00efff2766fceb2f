import { describe, expect, it } from 'vitest';
import { jobOptionTree, smartRuleCatalog } from '../smart-rules/fields';
import { flattenOptionTree, type OptionNode } from './fields';

describe('option trees', () => {
  it('COND-060 a node has value and name with either items or children; both nestings read alike', () => {
    const withItems: OptionNode[] = [
      { value: 'gd', name: '广东', items: [{ value: 'sz', name: '深圳' }] },
      { value: 'zj', name: '浙江', children: [{ value: 'hz', name: '杭州' }] },
    ];
    const labels = flattenOptionTree(withItems);
    expect(labels.get('gd$sz')).toBe('深圳');
    expect(labels.get('zj$hz')).toBe('杭州');
    expect(labels.get('gd')).toBe('广东');

    // The trees the product builds: value, name and children on every level.
    const jobs = jobOptionTree([{ id: 'j1', name: 'Java开发工程师', funcType: '01' }]);
    const { options } = smartRuleCatalog([{ id: 'j1', name: 'Java开发工程师', funcType: '01' }]);
    const walk = (nodes: readonly OptionNode[]): void => {
      for (const node of nodes) {
        expect(node.value, JSON.stringify(node)).not.toBe('');
        expect(typeof node.name, JSON.stringify(node)).toBe('string');
        if (node.children) walk(node.children);
      }
    };
    walk(jobs);
    walk(options);
    expect(jobs[0]!.children![0]).toEqual({ value: 'j_j1', name: 'Java开发工程师' });
  });
});
