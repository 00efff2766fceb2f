import { describe, expect, it, vi } from 'vitest';
import { startEarlyLoads } from './early-loads';

function loaders() {
  const layout = vi.fn(() => Promise.resolve());
  const antd = vi.fn(() => Promise.resolve());
  const designer = vi.fn(() => Promise.reject(new Error('chunk failed')));
  const workbench = vi.fn(() => Promise.resolve());
  return {
    layout,
    antd,
    designer,
    workbench,
    set: {
      layout,
      antd,
      pages: { '/new/systemManagement/resumeSettings': designer, '/new/workHome': workbench },
      plain: new Set(['/new/workHome']),
    },
  };
}

const SIGNED_IN = 'theme=light; ehire_userinfo=%7B%22ctmid%22%3A%221%22%7D';

describe('early loads of the console page (issue 22: page open)', () => {
  it('issue 22: a signed-in console page starts the shell, antd and its own page, ignoring a failure', async () => {
    const l = loaders();
    expect(startEarlyLoads(SIGNED_IN, '/new/systemManagement/resumeSettings', l.set)).toBe(3);
    expect(l.layout).toHaveBeenCalledTimes(1);
    expect(l.antd).toHaveBeenCalledTimes(1);
    expect(l.designer).toHaveBeenCalledTimes(1);
    await Promise.resolve(); // the rejected page load is handled (no unhandled rejection)
  });

  it('issue 22: a plain page (the workbench) starts the shell and itself, no antd; an unknown page only the shell', () => {
    const l = loaders();
    expect(startEarlyLoads(SIGNED_IN, '/new/workHome', l.set)).toBe(2);
    expect(l.workbench).toHaveBeenCalledTimes(1);
    expect(l.antd).not.toHaveBeenCalled();
    const u = loaders();
    expect(startEarlyLoads(SIGNED_IN, '/new/unknown', u.set)).toBe(1);
    expect(u.layout).toHaveBeenCalledTimes(1);
    expect(u.antd).not.toHaveBeenCalled();
  });

  it('issue 22: without a session, or outside the console, nothing is loaded (the login page stays light)', () => {
    for (const [cookie, path] of [
      ['theme=light', '/new/systemManagement/resumeSettings'],
      ['', '/new/workHome'],
      [SIGNED_IN, '/login'],
      [SIGNED_IN, '/ops/review'],
      [SIGNED_IN, '/careers/demo'],
      ['ehire_userinfo_old=1', '/new/workHome'],
    ] as const) {
      const l = loaders();
      expect(startEarlyLoads(cookie, path, l.set), `${cookie} ${path}`).toBe(0);
      expect(l.layout).not.toHaveBeenCalled();
    }
  });
});
