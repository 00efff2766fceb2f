import { DICTIONARIES_API } from '@ehire/domain/api/dictionaries';
import { RESUME_DESIGN_API } from '@ehire/domain/api/resume-design';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { FIXTURE_DESIGN, FIXTURE_DICTIONARIES } from '@ehire/domain/resume-design/form-fixture';
import { envelope, ok } from '../../platform/testing/fakes';
import { createTestPlatform, renderApp, signedInCookies, SLOW } from '../../app/testing/render-app';
import { DICTIONARY_FAILURE_LOG, resumePreviewUrl } from './preview-api';

// The design calls are served by the fake server with the contract's shapes (the fixture design);
// the page parses them with the contract's schemas.

const online = {
  version: 3,
  publishedAt: 1_700_000_000_000,
  emodules: FIXTURE_DESIGN.emodules,
  remainingCounts: { single: 100, multi: 100 },
};

function previewServer() {
  const test = createTestPlatform(signedInCookies({ ctmid: '1001' }));
  test.server.on(`GET ${RESUME_DESIGN_API.online.path}`, ok(online));
  test.server.on(
    `GET ${DICTIONARIES_API.member.path}`,
    ok({
      customerDictId: 'md_lang',
      dictName: '语言',
      dictLevel: 2,
      dictItems: FIXTURE_DICTIONARIES.member.md_lang,
      updatedAt: 1,
    }),
  );
  return test;
}

beforeAll(async () => {
  await import('./ResumePreviewPage');
}, 60_000);

describe('ResumePreviewPage', { timeout: 30_000 }, () => {
  it('DES-028 DES-029 previewType=online renders the online design as a student fills it', async () => {
    const test = previewServer();
    renderApp(resumePreviewUrl('1001', 'online'), test);
    expect(await screen.findByTestId('resume-module-basic', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('线上页面')).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toBeInTheDocument();
    // The member dictionary of 语言证书 was loaded by its id.
    expect(test.server.to(DICTIONARIES_API.member.path)[0]?.query.get('CustomerDictId')).toBe('md_lang');
    fireEvent.click(
      within(screen.getByTestId('resume-module-lang')).getByRole('button', { name: '添加语言能力' }),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '语言证书' }));
    expect(await screen.findByText('英语', {}, SLOW)).toBeInTheDocument();
  });

  it.each([
    ['a non-200 answer', envelope(-1, '字典不存在')],
    ['a transport failure', { status: 500, body: 'down' }],
  ])(
    'CALL-053 AMB-013 a member dictionary failing with %s is only logged; the preview still renders',
    async (_name, reply) => {
      const test = previewServer();
      test.server.on(`GET ${DICTIONARIES_API.member.path}`, reply);
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        renderApp(resumePreviewUrl('1001', 'online'), test);
        expect(await screen.findByTestId('resume-module-lang', {}, SLOW)).toBeInTheDocument();
        expect(screen.getByLabelText('姓名')).toBeInTheDocument();
        expect(
          log.mock.calls.filter((call) => call[0] === DICTIONARY_FAILURE_LOG).map((call) => call[1]),
        ).toEqual(['md_lang']);
        // No toast, no prompt, no navigation.
        expect(test.ui.events).toEqual([]);
      } finally {
        log.mockRestore();
      }
    },
  );

  it('DES-029 previewType=edit renders the draft of the latest task', async () => {
    const test = createTestPlatform(signedInCookies({ ctmid: '1001' }));
    test.server.on(
      `GET ${RESUME_DESIGN_API.latestTask.path}`,
      ok({ status: 'EDITING', taskId: 't9', isRead: false }),
    );
    const draftModules = [
      { ...FIXTURE_DESIGN.emodules[0]!, cname: '基本资料（草稿）', ecolumnsShowSets: [] },
    ];
    test.server.on(
      `GET ${RESUME_DESIGN_API.draft.path}`,
      ok({
        taskId: 't9',
        status: 'EDITING',
        isRead: false,
        baseVersion: 3,
        revision: 2,
        rejectReason: '',
        emodules: draftModules,
        remainingCounts: { single: 100, multi: 100 },
        updatedAt: 1,
        updatedBy: '张三',
      }),
    );
    renderApp(resumePreviewUrl('1001', 'edit'), test);
    expect(await screen.findByText('基本资料（草稿）', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('页面编辑中')).toBeInTheDocument();
    expect(test.server.to(RESUME_DESIGN_API.draft.path)[0]?.query.get('taskId')).toBe('t9');
    // Without the draft's rule, 海外国家 shows from the start.
    expect(screen.getByLabelText('海外国家')).toBeInTheDocument();
  });

  it('previewType=edit without a draft says so', async () => {
    const test = createTestPlatform(signedInCookies({ ctmid: '1001' }));
    test.server.on(`GET ${RESUME_DESIGN_API.latestTask.path}`, ok(null));
    renderApp(resumePreviewUrl('1001', 'edit'), test);
    expect(await screen.findByText('当前没有编辑中的简历', {}, SLOW)).toBeInTheDocument();
  });

  it('a link without pageType=resume or a known previewType is refused', async () => {
    renderApp('/resumePreview?ctmid=1001&pageType=job&previewType=online', previewServer());
    expect(await screen.findByText('预览链接不正确', {}, SLOW)).toBeInTheDocument();
  });

  it("a link of another member's ctmid is refused without loading anything", async () => {
    const test = previewServer();
    renderApp(resumePreviewUrl('2002', 'online'), test);
    expect(await screen.findByText('预览链接与当前登录的企业不一致', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(RESUME_DESIGN_API.online.path)).toHaveLength(0);
  });
});
