import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, downloadLink, NO_DOWNLOAD_LINK, saveBlob } from './download';
import { createTestPlatform } from './testing/platform';

let clicks: HTMLAnchorElement[];
// jsdom has no object URLs; tests install their own and remove them afterwards.
const originalObjectUrl = {
  createObjectURL: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
  revokeObjectURL: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
};

beforeEach(() => {
  clicks = [];
  // jsdom cannot navigate; record the click instead.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  for (const [name, descriptor] of Object.entries(originalObjectUrl)) {
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
  }
});

describe('download helper (VAL-009, CALL-026, CALL-025)', () => {
  it.each([undefined, null, ''])(
    'VAL-009 without a link (%s) it fails with 暂无下载链接 and starts nothing',
    async (url) => {
      await expect(downloadLink(url)).rejects.toThrow(NO_DOWNLOAD_LINK);
      expect(NO_DOWNLOAD_LINK).toBe('暂无下载链接');
      expect(document.querySelectorAll('a')).toHaveLength(0);
      expect(clicks).toHaveLength(0);
    },
  );

  it('CALL-026 CONST-010 the temporary link is clicked and removed 1000 ms later', async () => {
    vi.useFakeTimers();
    await downloadLink('https://files.example.com/report.xlsx', '报表.xlsx');
    expect(clicks).toHaveLength(1);
    expect(clicks[0].href).toBe('https://files.example.com/report.xlsx');
    expect(clicks[0].download).toBe('报表.xlsx');
    vi.advanceTimersByTime(999);
    expect(document.querySelectorAll('a')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('CALL-025 a blob is saved through an object URL that is revoked with the link', async () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:http://localhost/1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    await saveBlob(new Blob(['x']), '导出.xlsx');
    expect(clicks[0].href).toBe('blob:http://localhost/1');
    vi.advanceTimersByTime(1000);
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/1');
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('CALL-025 CALL-005 downloadFile fetches the file through the client and saves it', async () => {
    const { server, client } = createTestPlatform();
    server.on('/api/biz/task/download', {
      status: 200,
      body: 'xlsx-bytes',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/2'), revokeObjectURL: vi.fn() });
    await downloadFile(client, { method: 'GET', path: '/api/biz/task/download' }, '结果.xlsx', {
      taskId: 't1',
    });
    expect(server.to('/api/biz/task/download')[0].query.get('taskId')).toBe('t1');
    expect(clicks[0].download).toBe('结果.xlsx');
  });
});
