import { RESUME_DESIGN_API } from '@ehire/domain/api/resume-design';
import { describe, expect, it, vi } from 'vitest';
import { envelope, ok } from '../../../platform/testing/fakes';
import { createTestPlatform } from '../../../platform/testing/platform';
import { prefetchDesignerOpening, takePrefetchedDraft, takePrefetchedOpening } from './opening-prefetch';

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
  it('the opening answers are read once and taken once, by the same tenant only; no draft without knowing the user may edit', async () => {
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

  it('issue 22 the draft the page will read is asked once the latest task and the permission list have answered, taken once for that task', async () => {
    const { server, client } = platformWith(ok(TASK));
    prefetchDesignerOpening(client, 'c1', 1_000, Promise.resolve(true));
    await takePrefetchedOpening('c1', 1_000);
    await vi.waitFor(() => expect(server.to(RESUME_DESIGN_API.draft.path)).toHaveLength(1));
    expect(server.to(RESUME_DESIGN_API.draft.path)[0]!.query.get('taskId')).toBe('t-1');
    expect(takePrefetchedDraft('c2', 't-1', 1_000)).toBeNull();
    expect(takePrefetchedDraft('c1', 't-other', 1_000)).toBeNull();
    expect(takePrefetchedDraft('c1', 't-1', 11_001)).toBeNull();
    await expect(takePrefetchedDraft('c1', 't-1', 1_000)).resolves.toEqual(DRAFT);
    expect(takePrefetchedDraft('c1', 't-1', 1_000)).toBeNull();
  });

  it('issue 22 AMB-047 no draft is read for a user who may not edit, nor for a published design already acknowledged', async () => {
    const readOnly = platformWith(ok(TASK));
    prefetchDesignerOpening(readOnly.client, 'c1', 1_000, Promise.resolve(false));
    await takePrefetchedOpening('c1', 1_000);
    const acknowledged = platformWith(ok({ taskId: 't-1', status: 'PUBLISHED', isRead: true, revision: 3 }));
    prefetchDesignerOpening(acknowledged.client, 'c1', 1_000, Promise.resolve(true));
    await takePrefetchedOpening('c1', 1_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readOnly.server.to(RESUME_DESIGN_API.draft.path)).toHaveLength(0);
    expect(acknowledged.server.to(RESUME_DESIGN_API.draft.path)).toHaveLength(0);
    expect(takePrefetchedDraft('c1', 't-1', 1_000)).toBeNull();
  });

  it('issue 22 a failed draft read shows nothing and resolves null (the page reads it again, with its messages)', async () => {
    const { server, client, ui } = platformWith(ok(TASK));
    server.on(RESUME_DESIGN_API.draft.path, envelope(500, '服务异常'));
    prefetchDesignerOpening(client, 'c1', 1_000, Promise.resolve(true));
    await takePrefetchedOpening('c1', 1_000);
    await vi.waitFor(() => expect(server.to(RESUME_DESIGN_API.draft.path)).toHaveLength(1));
    await expect(takePrefetchedDraft('c1', 't-1', 1_000)).resolves.toBeNull();
    expect(ui.errors()).toEqual([]);
  });
});
