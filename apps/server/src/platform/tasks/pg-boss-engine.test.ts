import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from './pg-boss-engine';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
const noPause = async () => {};

// Issue 21 (several processes): two processes starting together create the same pg-boss queues;
// PostgreSQL may abort one of them as a deadlock, and that process must not fail to start.
describe('queue creation across processes', () => {
  it('issue 21: a creation aborted as a deadlock is run again and its answer returned', async () => {
    let calls = 0;
    const result = await retryOnDeadlock(
      async () => {
        calls += 1;
        if (calls < 3) throw deadlock();
        return 'created';
      },
      5,
      noPause,
    );
    expect(result).toBe('created');
    expect(calls).toBe(3);
  });

  it('issue 21: any other error, or a deadlock every time, is thrown as it is', async () => {
    let calls = 0;
    const other = Object.assign(new Error('permission denied'), { code: '42501' });
    await expect(
      retryOnDeadlock(
        async () => {
          calls += 1;
          throw other;
        },
        5,
        noPause,
      ),
    ).rejects.toBe(other);
    expect(calls).toBe(1);
    calls = 0;
    await expect(
      retryOnDeadlock(
        async () => {
          calls += 1;
          throw deadlock();
        },
        4,
        noPause,
      ),
    ).rejects.toThrow('deadlock detected');
    expect(calls).toBe(4);
  });
});
