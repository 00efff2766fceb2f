import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { jobTestContext, publishedJob } from '../jobs/test-support';

/** What the pools and schools suites start from: the app, the demo admin and viewer, one published job. */
export interface PublishedJobApp {
  t: TestApp;
  admin: string;
  viewer: string;
  jobId: string;
}

/**
 * Registers the suite's set-up and tear-down on the database under test; the answer is filled
 * before the first test runs.
 */
export function withPublishedJob(): PublishedJobApp {
  const ctx = {} as PublishedJobApp;
  beforeAll(async () => {
    ctx.t = await createTestApp();
    const c = await jobTestContext(ctx.t);
    ctx.admin = c.admin;
    ctx.viewer = c.viewer;
    ctx.jobId = await publishedJob(c);
  }, 120_000);
  afterAll(async () => {
    await ctx.t?.close();
  });
  return ctx;
}
