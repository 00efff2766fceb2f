import { RESUME_DESIGN_API } from '@ehire/domain/api/resume-design';
import { describe, expect, it } from 'vitest';
import { envelope, ok } from '../../../platform/testing/fakes';
import { createTestPlatform } from '../../../platform/testing/platform';
import { prefetchDesignerOpening, takePrefetchedOpening } from './opening-prefetch';

// Issue 22 (designer page open): the route starts the opening calls while the page's code loads;
// the page takes each answer once, only for the same tenant and the same navigation.

const TASK = { taskId: 't-1', status: 'EDITING', revision: 3 };
const ONLINE = { version: 2, publishedAt: null, emodules: [], remainingCounts: {} };
const DRAFT = { taskId: 't-1', revision: 3, emodules: [] };

function platformWith(latestTask: ReturnType<typeof ok>) {
  const setup = createTestPlatform();
  setup.server.on(RESUME_DESIGN_API.latestTask.path, latestTask);
  setup.server.on(RESUME_DESIGN_API.online.path, ok(ONLINE));
  setup.server.on(RESUME_DESIGN_API.draft.path, ok(DRAFT));
  return setup;
}

describe('designer opening prefetch (issue 22)', () => {
  it('the opening answers are read once and taken once, by the same tenant only; the draft is left to the page', async () => {
    const { server, client } = platformWith(ok(TASK));
    prefetchDesignerOpening(client, 'c1', 1_000);
    expect(takePrefetchedOpening('c2', 1_000)).toBeNull();
    const opening = takePrefetchedOpening('c1', 1_000);
    expect(takePrefetchedOpening('c1', 1_000)).toBeNull();
    await expect(opening).resolves.toEqual({ task: TASK, online: ONLINE });
    expect(server.to(RESUME_DESIGN_API.latestTask.path)).toHaveLength(1);
    expect(server.to(RESUME_DESIGN_API.online.path)).toHaveLength(1);
    expect(server.to(RESUME_DESIGN_API.draft.path)).toHaveLength(0);
  });

  it('an answer more than 10 s old is not taken (a later visit reads afresh)', () => {
    const { client } = platformWith(ok(TASK));
    prefetchDesignerOpening(client, 'c1', 1_000);
    expect(takePrefetchedOpening('c1', 11_001)).toBeNull();
  });

  it('a failed prefetch shows nothing (the page asks again, with the usual message)', async () => {
    const { client, ui } = platformWith(envelope(500, '服务异常'));
    prefetchDesignerOpening(client, 'c1', 1_000);
    await expect(takePrefetchedOpening('c1', 1_000)).rejects.toThrow();
    expect(ui.errors()).toEqual([]);
  });
});
