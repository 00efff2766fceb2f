import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

// A local S3-compatible server (s3rver) for one test file: random port, its own temp folder,
// one bucket. S3_URL points the app at it.

export interface LocalS3 {
  /** An S3_URL for the bucket (plain HTTP, path-style, s3rver's fixed credentials). */
  url: string;
  /** Where s3rver keeps its objects (tests look here for leftovers). */
  directory: string;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'ehire-test'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'ehire-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    url: `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?forcePathStyle=1`,
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
