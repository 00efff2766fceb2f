import { DICTIONARIES_API } from '@ehire/domain/api/dictionaries';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RESPONSE_CODE } from '@ehire/domain/codes/error-codes';
import type { DictListEntry, MemberDictAnswer } from '@ehire/domain/contracts/resume-design';
import type { DesignField } from '@ehire/domain/resume-design/model';
import { envelope, ok, type RecordedRequest } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  renderWithProviders,
  signedInCookies,
  SLOW,
} from '../../../app/testing/render-app';
import { clickButton, openDialog } from '../../../test/queries';
import { field } from '../testing/fixtures';
import { DictionarySettings } from './DictionarySettings';

// The member custom dictionaries of a dropdown field: the paged, searchable picker and the
// create / edit dialog (DES-060, DESCONST-016, CALL-069/070, DESVAL-066..075).

/** 45 member dictionaries 会员字典01..45, answered 20 a page and searched by name as the server does. */
const ENTRIES: DictListEntry[] = Array.from({ length: 45 }, (_, i) => ({
  dicKey: `d-${i + 1}`,
  dicName: `会员字典${String(i + 1).padStart(2, '0')}`,
  dicCategory: 2,
  dicType: 1,
  checkStatus: 1,
  version: '20220328',
}));

function listReply(request: RecordedRequest) {
  const body = request.body as { keyword?: string; pageIndex: number; pageSize: number };
  const hits = ENTRIES.filter((e) => e.dicName.includes(body.keyword ?? ''));
  const from = (body.pageIndex - 1) * body.pageSize;
  return ok({
    total: hits.length,
    pageIndex: body.pageIndex,
    pageSize: body.pageSize,
    dictDtoList: hits.slice(from, from + body.pageSize),
  });
}

const STORED: MemberDictAnswer = {
  customerDictId: 'd-7',
  dictName: '会员字典07',
  dictLevel: 1,
  dictItems: [
    { name: '英语', value: '英语' },
    { name: '日语', value: '日语' },
  ],
  updatedAt: 1_700_000_000_000,
};

function setup(initial: Partial<DesignField>) {
  const test = createTestPlatform(signedInCookies());
  test.server.on(`POST ${DICTIONARIES_API.getList.path}`, listReply);
  test.server.on(`GET ${DICTIONARIES_API.member.path}`, ok(STORED));
  const changes: DesignField[] = [];
  const start = field('mod_lang', 'field_lang', '语种', { dictType: 3, dictLevel: 1, ...initial }, 7);
  function Harness() {
    const [current, setCurrent] = useState(start);
    return (
      <DictionarySettings
        field={current}
        editable
        onChange={(next) => {
          changes.push(next);
          setCurrent(next);
        }}
      />
    );
  }
  renderWithProviders(<Harness />, test);
  return { test, changes };
}

const listBodies = (test: ReturnType<typeof setup>['test']) =>
  test.server.to(DICTIONARIES_API.getList.path).map((r) => r.body as { keyword: string; pageIndex: number });

/**
 * Clicks 加载更多 once the button has left its loading state: antd's button drops its loading
 * state in an effect after the render that shows the new count, and ignores clicks until then.
 */
async function clickLoadMore(label: HTMLElement) {
  const button = label.closest('button') as HTMLButtonElement;
  await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'), SLOW);
  fireEvent.click(button);
}

function openPicker() {
  fireEvent.mouseDown(within(screen.getByTestId('dictionary-settings')).getByLabelText('选择字典'));
}

describe('member dictionaries in the designer', { timeout: 60_000 }, () => {
  it('DESCONST-016 CALL-069 the picker pages member dictionaries by 20 and searches them by name', async () => {
    const { test, changes } = setup({ customerDictId: null });
    openPicker();
    const more = await screen.findByText('加载更多（已显示20/45）', {}, SLOW);
    expect(listBodies(test)).toEqual([
      expect.objectContaining({ dicCategory: 2, keyword: '', pageIndex: 1, pageSize: 20 }),
    ]);
    await clickLoadMore(more);
    await clickLoadMore(await screen.findByText('加载更多（已显示40/45）', {}, SLOW));
    // The last page: everything is shown and nothing more is offered.
    await waitFor(() => expect(listBodies(test).map((b) => b.pageIndex)).toEqual([1, 2, 3]), SLOW);
    await waitFor(() => expect(screen.queryByText(/加载更多/)).toBeNull(), SLOW);

    // A search asks the server (from page 1) instead of filtering the loaded pages.
    const search = within(screen.getByTestId('dictionary-settings')).getByLabelText('选择字典');
    fireEvent.change(search, { target: { value: '字典4' } });
    await waitFor(
      () =>
        expect(listBodies(test).at(-1)).toEqual(expect.objectContaining({ keyword: '字典4', pageIndex: 1 })),
      SLOW,
    );
    const option = await screen.findByText(
      '会员字典44',
      { selector: '.ant-select-item-option-content' },
      SLOW,
    );
    fireEvent.click(option);
    await waitFor(() => expect(changes.at(-1)?.customerDictId).toBe('d-44'), SLOW);
    expect(changes.at(-1)?.dictLogicRankType).toBe(1);
  });

  it('CALL-070 a chosen dictionary beyond the first page keeps its name in the picker', async () => {
    const stored = { ...STORED, customerDictId: 'd-33', dictName: '会员字典33' };
    const { test } = setup({ customerDictId: 'd-33' });
    test.server.on(`GET ${DICTIONARIES_API.member.path}`, ok(stored));
    // Loaded by id (CALL-070), not from the first page of the list.
    expect(
      await within(screen.getByTestId('dictionary-settings')).findByText('会员字典33', {}, SLOW),
    ).toBeInTheDocument();
    expect(test.server.to(DICTIONARIES_API.member.path)[0]?.query.get('CustomerDictId')).toBe('d-33');
  });

  it('DES-060 DESVAL-066 DESVAL-071 DESVAL-073 DESVAL-075 a new member dictionary is checked like a choice list, saved and selected', async () => {
    const { test, changes } = setup({ customerDictId: null });
    const saved: MemberDictAnswer = {
      customerDictId: 'd-new',
      dictName: '证书等级',
      dictLevel: 2,
      dictItems: [
        { name: '英语', value: '英语', items: [{ name: '四级', value: '四级' }] },
        { name: '日语', value: '日语' },
      ],
      updatedAt: 1_700_000_000_000,
    };
    test.server.on(`POST ${DICTIONARIES_API.memberSave.path}`, ok(saved));
    test.server.on(`GET ${DICTIONARIES_API.member.path}`, (r) =>
      ok(r.query.get('CustomerDictId') === saved.customerDictId ? saved : STORED),
    );
    clickButton('新建字典', screen.getByTestId('dictionary-settings'));
    const dialog = await openDialog();
    expect(within(dialog).getByText('新建会员自定义字典')).toBeInTheDocument();

    // Nothing filled in: the name and the list are both refused (DESVAL-073).
    clickButton(/确\s*定/, dialog);
    expect(await within(dialog).findByText('请输入字典名称')).toBeInTheDocument();
    expect(within(dialog).getByTestId('member-dictionary-error')).toHaveTextContent('请先添加自定义字典');

    fireEvent.change(within(dialog).getByLabelText('字典名称'), { target: { value: ' 证书等级 ' } });
    clickButton('添加可选项', dialog);
    clickButton('添加可选项', dialog);
    const firstLevel = () => within(dialog).getAllByLabelText('第1级可选项');
    fireEvent.change(firstLevel()[0]!, { target: { value: '英语' } });
    clickButton(/确\s*定/, dialog);
    // DESVAL-066: the empty second item.
    expect(await within(dialog).findByText('内容不能为空')).toBeInTheDocument();
    fireEvent.change(firstLevel()[1]!, { target: { value: '英语' } });
    expect(await within(dialog).findByText('同级不能重名')).toBeInTheDocument();
    fireEvent.change(firstLevel()[1]!, { target: { value: '日语' } });

    // One level (the dropdown's) offers no sub-items; two levels do (DESVAL-075).
    expect(within(dialog).queryByText('添加下级')).toBeNull();
    fireEvent.click(within(dialog).getByText('2级'));
    const addChild = [...dialog.querySelectorAll('button')].filter((b) => b.textContent === '添加下级');
    fireEvent.click(addChild[0]!);
    fireEvent.change(within(dialog).getAllByLabelText('第2级可选项')[0]!, { target: { value: '四级' } });
    expect(test.server.to(DICTIONARIES_API.memberSave.path)).toHaveLength(0);
    clickButton(/确\s*定/, dialog);

    await waitFor(() => expect(test.server.to(DICTIONARIES_API.memberSave.path)).toHaveLength(1), SLOW);
    const body = test.server.to(DICTIONARIES_API.memberSave.path)[0]!.body as Record<string, unknown>;
    expect(body).toEqual(
      expect.objectContaining({
        dictName: '证书等级',
        dictLevel: 2,
        dictItems: [
          { name: '英语', value: '', items: [{ name: '四级', value: '' }] },
          { name: '日语', value: '' },
        ],
      }),
    );
    expect(body).not.toHaveProperty('customerDictId');
    // The new dictionary is the field's, and the list is asked again (it now holds it).
    await waitFor(() => expect(changes.at(-1)?.customerDictId).toBe('d-new'), SLOW);
    await waitFor(() => expect(screen.queryByTestId('member-dictionary-dialog')).toBeNull(), SLOW);
    expect(within(screen.getByTestId('dictionary-settings')).getByText('证书等级')).toBeInTheDocument();
  });

  it('DES-060 DES-115 editing the chosen dictionary saves it under its id; a changed item set resets the custom order', async () => {
    const { test, changes } = setup({
      customerDictId: 'd-7',
      dictLogicRankType: 2,
      dictLogicRank: ['日语', '英语'],
    });
    test.server.on(`POST ${DICTIONARIES_API.memberSave.path}`, (request) =>
      ok({ ...STORED, ...(request.body as object), updatedAt: 1_700_000_100_000 }),
    );
    const settings = screen.getByTestId('dictionary-settings');
    // 编辑字典 appears once the chosen dictionary is loaded (CALL-070).
    await waitFor(() => clickButton('编辑字典', settings), SLOW);
    const dialog = await openDialog();
    expect(within(dialog).getByText('编辑会员自定义字典')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('字典名称')).toHaveValue('会员字典07');
    const firstLevel = within(dialog).getAllByLabelText('第1级可选项');
    expect(firstLevel.map((i) => (i as HTMLInputElement).value)).toEqual(['英语', '日语']);
    fireEvent.change(firstLevel[1]!, { target: { value: '法语' } });
    clickButton(/确\s*定/, dialog);

    await waitFor(() => expect(test.server.to(DICTIONARIES_API.memberSave.path)).toHaveLength(1), SLOW);
    expect(test.server.to(DICTIONARIES_API.memberSave.path)[0]!.body).toEqual(
      expect.objectContaining({ customerDictId: 'd-7', dictName: '会员字典07', dictLevel: 1 }),
    );
    await waitFor(() => expect(changes.at(-1)?.dictLogicRankType).toBe(1), SLOW);
    expect(changes.at(-1)).toEqual(expect.objectContaining({ customerDictId: 'd-7', dictLogicRank: [] }));
  });

  it('DES-060 a name the tenant already uses keeps the dialog open with the server message', async () => {
    const { test, changes } = setup({ customerDictId: null });
    test.server.on(
      `POST ${DICTIONARIES_API.memberSave.path}`,
      envelope(RESPONSE_CODE.toast, '字典名称已存在', null, 400),
    );
    clickButton('新建字典', screen.getByTestId('dictionary-settings'));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('字典名称'), { target: { value: '会员字典07' } });
    clickButton('添加可选项', dialog);
    fireEvent.change(within(dialog).getAllByLabelText('第1级可选项')[0]!, { target: { value: '英语' } });
    clickButton(/确\s*定/, dialog);
    await waitFor(() => expect(test.server.to(DICTIONARIES_API.memberSave.path)).toHaveLength(1), SLOW);
    await waitFor(() => expect(test.ui.errors()).toContain('字典名称已存在'), SLOW);
    expect(screen.getByTestId('member-dictionary-dialog')).toBeInTheDocument();
    expect(changes).toHaveLength(0);
  });
  it('DESERR-002 AMB-013 a dictionary list answering a non-200 code shows the server message as an error toast', async () => {
    const { test } = setup({ customerDictId: null });
    test.server.on(
      `POST ${DICTIONARIES_API.getList.path}`,
      envelope(RESPONSE_CODE.toast, '字典服务暂不可用'),
    );
    openPicker();
    await waitFor(() => expect(test.ui.errors()).toContain('字典服务暂不可用'), SLOW);
  });
  it('DESERR-018 changing the dictionary of a published field warns that resumes keep their content', async () => {
    const { changes } = setup({ customerDictId: 'd-7', isPublished: 1 });
    fireEvent.mouseDown(within(screen.getByTestId('dictionary-settings')).getByLabelText('字典类型'));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find(
        (o) => o.textContent === '自定义',
      );
      if (!found) throw new Error('no option 自定义');
      return found;
    }, SLOW);
    fireEvent.click(option);
    expect(
      await within(screen.getByTestId('dictionary-settings')).findByText(
        /修改字典后，已有简历中的原内容将保留。/,
      ),
    ).toBeInTheDocument();
    expect(changes.at(-1)?.dictType).toBe(1);
  });
});
