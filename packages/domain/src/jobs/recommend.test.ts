import { describe, expect, it } from 'vitest';
import { nextHotState, nextRecommendState, type RecommendState } from './recommend';

const job = (recommend: RecommendState | null, published = true) => ({
  name: '产品经理',
  published,
  recommend,
});

describe('STATE-002 recommendation operations 0 add / 1 start / 2 pause / 6 delete', () => {
  it('add (0) a published job without a recommendation → 0 未开始', () => {
    expect(nextRecommendState(job(null), 0)).toEqual({ ok: true, to: 0 });
  });
  it('start (1) from added or paused → 1 推荐中', () => {
    expect(nextRecommendState(job(0), 1)).toEqual({ ok: true, to: 1 });
    expect(nextRecommendState(job(2), 1)).toEqual({ ok: true, to: 1 });
  });
  it('pause (2) only a running recommendation', () => {
    expect(nextRecommendState(job(1), 2)).toEqual({ ok: true, to: 2 });
    expect(nextRecommendState(job(0), 2)).toEqual({
      ok: false,
      msg: '职位“产品经理”推荐状态为未开始，不能暂停推荐',
    });
  });
  it('delete (6) any recommendation, not a missing one', () => {
    for (const state of [0, 1, 2] as const)
      expect(nextRecommendState(job(state), 6)).toEqual({ ok: true, to: null });
    expect(nextRecommendState(job(null), 6)).toEqual({
      ok: false,
      msg: '职位“产品经理”推荐状态为未推荐，不能删除推荐',
    });
  });
  it('refuses adding twice and adding or starting an unpublished job', () => {
    expect(nextRecommendState(job(1), 0)).toEqual({
      ok: false,
      msg: '职位“产品经理”推荐状态为推荐中，不能添加推荐',
    });
    expect(nextRecommendState(job(null, false), 0)).toEqual({
      ok: false,
      msg: '职位“产品经理”未发布，不能推荐',
    });
    expect(nextRecommendState(job(2, false), 1)).toEqual({
      ok: false,
      msg: '职位“产品经理”未发布，不能推荐',
    });
  });
});

describe('STATE-003 hot recommendation 1 set / 6 cancel', () => {
  it('sets a published job hot and cancels it', () => {
    expect(nextHotState({ name: 'A', published: true, hot: false }, 1)).toEqual({ ok: true, hot: true });
    expect(nextHotState({ name: 'A', published: true, hot: true }, 6)).toEqual({ ok: true, hot: false });
  });
  it('refuses set twice, set unpublished, and cancel when not hot', () => {
    expect(nextHotState({ name: 'A', published: true, hot: true }, 1)).toEqual({
      ok: false,
      msg: '职位“A”已是热招职位',
    });
    expect(nextHotState({ name: 'A', published: false, hot: false }, 1)).toEqual({
      ok: false,
      msg: '职位“A”未发布，不能设为热招',
    });
    expect(nextHotState({ name: 'A', published: true, hot: false }, 6)).toEqual({
      ok: false,
      msg: '职位“A”不是热招职位，无需取消',
    });
  });
});
