import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../../app/testing/render-app';
import { FORBIDDEN_WORDS_API } from '@ehire/domain/api/forbidden-words';
import { clickButton, openDialog } from '../../../test/queries';

const PATH = {
  list: FORBIDDEN_WORDS_API.tenant.list.path,
  add: FORBIDDEN_WORDS_API.tenant.add.path,
  delete: FORBIDDEN_WORDS_API.tenant.delete.path,
  import: FORBIDDEN_WORDS_API.tenant.import.path,
};

function wordsServer() {
  const test = createTestPlatform(signedInCookies());
  test.server.on(
    `POST ${PATH.list}`,
    ok({
      total: 2,
      pageIndex: 1,
      pageSize: 20,
      rows: [
        { id: 'w1', word: '最好', createdAt: 1_700_000_000_000 },
        { id: 'w2', word: '赌博', createdAt: 1_700_000_000_000 },
      ],
    }),
  );
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./ForbiddenWordsPage');
}, 60_000);

describe('ForbiddenWordsPage', { timeout: 30_000 }, () => {
  it('lists the words and searches by keyword', async () => {
    const test = wordsServer();
    renderApp('/forbiddenWords', test);
    expect(await screen.findByText('赌博', {}, SLOW)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('搜索违禁词'), { target: { value: '赌' } });
    fireEvent.keyDown(screen.getByLabelText('搜索违禁词'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(
      () => expect(test.server.to(PATH.list).at(-1)?.body).toMatchObject({ keyword: '赌', pageIndex: 1 }),
      SLOW,
    );
  });

  it('adds words in bulk, one per line, and reports what was refused', async () => {
    const test = wordsServer();
    test.server.on(
      `POST ${PATH.import}`,
      ok({
        added: 2,
        duplicates: 1,
        invalid: [{ line: 4, word: 'x'.repeat(60), msg: '违禁词最多50个字符' }],
      }),
    );
    renderApp('/forbiddenWords', test);
    await screen.findByText('赌博', {}, SLOW);
    clickButton(/批量添加/);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('违禁词（每行一个）'), {
      target: { value: `第一\n\n 唯一 \n最好\n${'x'.repeat(60)}` },
    });
    expect(within(dialog).getByText('共4个')).toBeInTheDocument();
    clickButton(/^添\s*加$/, dialog);
    const result = await screen.findByTestId('import-result', {}, SLOW);
    expect(test.server.to(PATH.import)[0].body).toEqual({ words: ['第一', '唯一', '最好', 'x'.repeat(60)] });
    expect(within(result).getByText('成功添加2个，重复1个，无效1个')).toBeInTheDocument();
    expect(within(result).getByText('违禁词最多50个字符')).toBeInTheDocument();
  });

  it('deletes a word after confirmation', async () => {
    const test = wordsServer();
    test.server.on(`POST ${PATH.delete}`, ok({ deleted: 1 }));
    renderApp('/forbiddenWords', test);
    const row = (await screen.findByText('赌博', {}, SLOW)).closest('tr') as HTMLElement;
    clickButton('删除', row);
    expect(await screen.findByText('确定要删除违禁词“赌博”吗？', {}, SLOW)).toBeInTheDocument();
    clickButton('确定', await openDialog());
    await waitFor(() => expect(test.server.to(PATH.delete)).toHaveLength(1), SLOW);
    expect(test.server.to(PATH.delete)[0].body).toEqual({ ids: ['w2'] });
  });

  it('checks a new word with the contract rule before sending it', async () => {
    const test = wordsServer();
    renderApp('/forbiddenWords', test);
    await screen.findByText('赌博', {}, SLOW);
    clickButton(/新增违禁词/);
    const dialog = await openDialog();
    clickButton(/确\s*定/, dialog);
    expect(await within(dialog).findByText('请输入违禁词', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(PATH.add)).toHaveLength(0);
  });
});
