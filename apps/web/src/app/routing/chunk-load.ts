import { CHUNK_LOAD_TIMEOUT_MS } from '@ehire/domain/constants';

/** A lazily loaded script or style chunk that failed or did not arrive in time (ERR-016/017). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    message: string,
    readonly kind: 'script' | 'style',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Loads a route chunk, failing with ChunkLoadError when it has not arrived after 120 s
 * (CONST-003) or when the import itself fails (a deployment replaced the hashed files). The
 * route's error boundary then offers a reload instead of an endless spinner.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`页面资源加载超时（${timeoutMs / 1000} 秒）`, 'script')),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : toChunkLoadError(error));
      },
    );
  });
}

/**
 * Vite's preload helper rejects the dynamic import with "Unable to preload CSS for ..." when a
 * chunk's stylesheet fails (ERR-017); any other failure is the script chunk itself (ERR-016).
 */
function toChunkLoadError(error: unknown): ChunkLoadError {
  const message = error instanceof Error ? error.message : String(error);
  const isStyle = /preload CSS|\.css\b/i.test(message);
  return new ChunkLoadError(isStyle ? '样式资源加载失败' : '页面资源加载失败', isStyle ? 'style' : 'script', {
    cause: error,
  });
}
