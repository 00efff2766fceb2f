import { TALENT_API } from '@ehire/domain/api/talent';
import { pathOf } from '@ehire/domain/api/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { completeLayout, TALENT_PREVIEW_KEYS } from '@ehire/domain/settings/talent-list-layout';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../../app/testing/render-app';
import { clickButton } from '../../../test/queries';
import { resumeDetail, talentRow } from '../../talent/testing/fixtures';

const PREVIEW = '/api/biz/settings/basic/talent-preview';
const DEFAULT = { fields: completeLayout([], TALENT_PREVIEW_KEYS) };

beforeAll(async () => {
  await preloadAppModules();
  await import('./TalentPreviewPage');
  await import('../../talent/details/ResumeDetailsPage');
}, 60_000);

describe('人才预览 (issue 17)', { timeout: 60_000 }, () => {
  it('moves 手机号 to the top, hides 学校 and saves', async () => {
    const test = createTestPlatform(signedInCookies());
    test.server.on('/api/system/auth/get_auth_list', ok([]));
    test.server.on(`POST ${PREVIEW}`, ok(DEFAULT));
    test.server.on(`POST ${PREVIEW}/save`, ok(DEFAULT));
    renderApp('/new/systemManagement/basic/talentlist', test);
    await screen.findByRole('button', { name: /^保\s*存$/ }, SLOW);
    for (let i = 0; i < 4; i += 1)
      fireEvent.click(
        within(screen.getByTestId('layout-预览字段-mobile')).getByRole('button', { name: '上移手机号' }),
      );
    fireEvent.click(within(screen.getByTestId('layout-预览字段-school')).getByRole('checkbox'));
    clickButton(/^保\s*存$/);
    await waitFor(() => expect(test.server.to(`${PREVIEW}/save`)).toHaveLength(1), SLOW);
    const body = test.server.to(`${PREVIEW}/save`)[0]!.body as {
      fields: Array<{ key: string; visible: boolean }>;
    };
    expect(body.fields.slice(0, 2)).toEqual([
      { key: 'mobile', visible: true },
      { key: 'school', visible: false },
    ]);
  });

  it('the résumé details card shows the fields in the tenant order, hidden ones left out', async () => {
    const test = createTestPlatform(signedInCookies());
    const row = talentRow({ applicationId: 'a1', name: '张伟' });
    test.server.on(`GET ${pathOf(TALENT_API.applicationsById, { id: 'a1' })}`, ok(resumeDetail(row)));
    test.server.on(
      `POST ${PREVIEW}/current`,
      ok({
        fields: completeLayout(
          [
            { key: 'mobile', visible: true },
            { key: 'degree', visible: true },
            { key: 'school', visible: false },
            { key: 'email', visible: false },
          ],
          TALENT_PREVIEW_KEYS,
        ),
      }),
    );
    renderApp('/resumeDetails?id=a1', test);
    const card = await screen.findByTestId('details-preview-fields', {}, SLOW);
    await waitFor(() => {
      const labels = [...card.querySelectorAll('.ant-descriptions-item-label')].map((el) => el.textContent);
      expect(labels.slice(0, 3)).toEqual(['手机号', '学历', '专业']);
      expect(labels).not.toContain('学校');
      expect(labels).not.toContain('邮箱');
    }, SLOW);
    expect(within(card).getByText('13800000000')).toBeInTheDocument();
  });
});
