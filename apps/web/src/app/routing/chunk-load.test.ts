import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './chunk-load';

afterEach(() => {
  vi.useRealTimers();
});

describe('route chunk loading', () => {
  it('ERR-016 CONST-003 a script chunk still missing after 120 s fails with ChunkLoadError', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => {}));
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.catch(() => undefined).finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).name).toBe('ChunkLoadError');
    expect((error as ChunkLoadError).kind).toBe('script');
    expect((error as Error).message).toBe('页面资源加载超时（120 秒）');
  });

  it('ERR-016 a failed script import becomes a ChunkLoadError', async () => {
    const error = await loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).kind).toBe('script');
    expect((error as Error).message).toBe('页面资源加载失败');
  });

  it('ERR-017 a failed style chunk is raised as a chunk-load failure of kind style', async () => {
    const error = await loadChunk(() =>
      Promise.reject(new Error('Unable to preload CSS for /assets/JobListPage-abc.css')),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).kind).toBe('style');
    expect((error as Error).message).toBe('样式资源加载失败');
  });

  it('resolves with the module when the chunk arrives in time', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 'page' }))).resolves.toEqual({ default: 'page' });
  });
});
