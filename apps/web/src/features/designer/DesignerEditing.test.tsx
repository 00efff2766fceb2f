import { RESUME_DESIGN_API } from '@ehire/domain/api/resume-design';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InputType } from '@ehire/domain/codes/resume-design';
import type { PresetFieldAnswer, RelatedRulesAnswer } from '@ehire/domain/contracts/resume-design';
import type { DesignModule } from '@ehire/domain/resume-design/model';
import { ok } from '../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../app/testing/render-app';
import { clickButton, openDialog } from '../../test/queries';
import { draftAnswer, field, module, onlineAnswer, sampleModules } from './testing/fixtures';

const PATH = '/new/systemManagement/resumeSettings';

const PRESETS: PresetFieldAnswer[] = [
  preset('CBA10', '身高', 2),
  preset('CBA11', '体重', 2),
  preset('CBA12', '健康状况', 7),
];

function preset(colId: string, cname: string, inputType: 1 | 2 | 7): PresetFieldAnswer {
  return {
    colId,
    cname,
    ename: '',
    inputType,
    inputTypeName: '',
    isMustUsed: 0,
    checkType: inputType === 2 ? 2 : 0,
    inputLen: inputType === 2 ? 9 : null,
    minFileSize: 0,
    dictType: inputType === 7 ? 2 : 0,
    systemDdTableName: inputType === 7 ? 'DD_HEALTH' : '',
    dictData: [],
    dictLevel: inputType === 7 ? 1 : null,
    certType: [],
    used: false,
  };
}

async function editing(
  modules: DesignModule[] = sampleModules(),
  related: RelatedRulesAnswer = { labelList: [], circulationList: [], scoreList: [] },
) {
  const test = createTestPlatform(signedInCookies());
  test.server.on(`GET ${RESUME_DESIGN_API.latestTask.path}`, ok(null));
  test.server.on(`GET ${RESUME_DESIGN_API.online.path}`, ok(onlineAnswer()));
  test.server.on(`GET ${RESUME_DESIGN_API.draft.path}`, (r) =>
    ok(draftAnswer(r.query.get('taskId') ?? '', modules)),
  );
  test.server.on(
    `POST ${RESUME_DESIGN_API.edit.path}`,
    ok({ taskId: 't-9', status: 'EDITING', revision: 1 }),
  );
  test.server.on(`GET ${RESUME_DESIGN_API.commonFields.path}`, ok(PRESETS));
  test.server.on(`GET ${RESUME_DESIGN_API.hasResumes.path}`, ok(false));
  test.server.on(`POST ${RESUME_DESIGN_API.relatedRules.path}`, ok(related));
  renderApp(PATH, test);
  await screen.findAllByTestId('module-card', {}, SLOW);
  clickButton('编辑');
  await screen.findByText('提交审核', {}, SLOW);
  return test;
}

const card = (modId: string) =>
  screen.getAllByTestId('module-card').find((c) => c.getAttribute('data-mod-id') === modId)!;
const rowTitles = (modId: string) =>
  within(card(modId))
    .queryAllByTestId('field-row')
    .map((r) => r.querySelectorAll('td')[1]?.textContent);

function pickOption(text: string) {
  const option = [...document.querySelectorAll('.ant-select-item-option')].find(
    (o) => o.textContent === text,
  );
  if (!option) throw new Error(`no option ${text}`);
  fireEvent.click(option);
}

function selectField(modId: string, colId: string) {
  const row = within(card(modId))
    .getAllByTestId('field-row')
    .find((r) => r.getAttribute('data-col-id') === colId)!;
  fireEvent.click(row);
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./ResumeDesignerPage');
  // The settings panels and dialogs the page fetches after its first screen.
  await (await import('./components/DesignerWorkspace')).preloadDesignerParts();
}, 60_000);

/** The sample design with one more custom-list field in 获奖情况. */
function withAwardsField(colId: string, cname: string, dictLevel: 1 | 2 | 3, inputType: InputType) {
  return sampleModules().map((m) =>
    m.modId === 'mod_awards'
      ? {
          ...m,
          ecolumns: [
            ...m.ecolumns,
            field('mod_awards', colId, cname, { listIndex: 1, dictType: 1, dictLevel }, inputType),
          ],
        }
      : m,
  );
}

/** The choice-list editor of a two-level custom list field (获奖级别) added to 获奖情况. */
async function openTwoLevelChoiceEditor(): Promise<HTMLElement> {
  await editing(withAwardsField('field_lv', '获奖级别', 2, 9));
  selectField('mod_awards', 'field_lv');
  clickButton('编辑可选项', await screen.findByTestId('dictionary-settings'));
  return openDialog();
}

describe('designer editing', { timeout: 60_000 }, () => {
  it('DESVAL-021 DESVAL-022 DESERR-007 an enabled empty module blocks the save', async () => {
    const modules = [...sampleModules(), module('mod_empty', '空模块', [], { listIndex: 3 })];
    const test = await editing(modules);
    clickButton('保存');
    expect(
      await screen.findByText(
        '当前模块为空，请删除模块或添加简历字段!',
        { selector: '.ant-message *' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(within(card('mod_empty')).getByTestId('module-reject-reason')).toHaveTextContent(
      '当前模块为空，请删除模块或添加简历字段!',
    );
    expect(test.server.to(RESUME_DESIGN_API.save.path)).toHaveLength(0);
    // DESVAL-022: the module is selected (its settings open).
    expect(within(screen.getByTestId('module-settings')).getByLabelText('中文标题')).toHaveValue('空模块');
  });

  it('DESVAL-023 DES-101 DES-102 a disabled empty module is greyed with its body hidden, and is not flagged', async () => {
    const modules = [
      ...sampleModules(),
      module('mod_off', '停用模块', [], { listIndex: 3, enableStatus: 0 }),
    ];
    const test = await editing(modules);
    test.server.on(
      `POST ${RESUME_DESIGN_API.save.path}`,
      ok({
        isSuccess: true,
        reason: '',
        emoduleSaveFails: [],
        taskId: 't-9',
        status: 'EDITING',
        revision: 2,
      }),
    );
    // DES-101/102: greyed, body hidden.
    expect(within(card('mod_off')).getByText('已停用')).toBeInTheDocument();
    expect(within(card('mod_off')).queryByRole('table')).toBeNull();
    fireEvent.click(screen.getAllByTestId('module-list-item')[0]!);
    fireEvent.change(within(await screen.findByTestId('module-settings')).getByLabelText('模块说明'), {
      target: { value: '说明' },
    });
    clickButton('保存');
    await waitFor(() => expect(test.server.to(RESUME_DESIGN_API.save.path)).toHaveLength(1), SLOW);
  });

  it('DESVAL-024 DESVAL-025 DESVAL-026 a one-to-one module over a field quota gets the warning', async () => {
    const numbers = Array.from(
      { length: 11 },
      (_, i) =>
        [`field_n${i}`, `数字${i}`, { inputType: 2 as const, inputLen: 9, checkType: 2 as const }] as [
          string,
          string,
          object,
        ],
    );
    const modules = [...sampleModules(), module('mod_nums', '数字项', numbers, { listIndex: 3 })];
    const test = await editing(modules);
    clickButton('保存');
    const warning = await screen.findByTestId('quota-warning', {}, SLOW);
    expect(warning).toHaveTextContent('数字类字段数量超出1个,请删减！');
    expect(document.querySelector('.ant-modal-confirm-title')).toHaveTextContent('请删减字段（一对一模块）');
    expect(test.server.to(RESUME_DESIGN_API.save.path)).toHaveLength(0);
  });

  it('DES-019 DES-122 DESVAL-044 DESVAL-045 DESVAL-046 the add-field dialog: common fields with search, custom fields', async () => {
    await editing();
    clickButton('添加字段', card('mod_awards'));
    const dialog = await openDialog();
    const common = await within(dialog).findByTestId('common-fields');
    await within(common).findByText('身高（数字）', {}, SLOW);
    fireEvent.change(within(common).getByLabelText('搜索常用字段'), { target: { value: '体' } });
    expect(within(common).queryByText('身高（数字）')).toBeNull();
    fireEvent.click(within(common).getByText('体重（数字）'));
    // Custom tab.
    fireEvent.click(within(dialog).getByText('自定义字段'));
    const custom = await within(dialog).findByTestId('custom-field');
    clickButton('添加', custom);
    expect(await within(custom).findByText('请先填写中文标题')).toBeInTheDocument();
    fireEvent.change(within(custom).getByLabelText('自定义字段中文标题'), { target: { value: '奖项名称' } });
    clickButton('添加', custom);
    expect(await within(custom).findByText('字段名称已存在')).toBeInTheDocument();
    fireEvent.change(within(custom).getByLabelText('自定义字段中文标题'), { target: { value: '健康状况' } });
    clickButton('添加', custom);
    expect(await within(custom).findByText('字段名称已存在')).toBeInTheDocument();
    fireEvent.change(within(custom).getByLabelText('自定义字段中文标题'), { target: { value: '获奖级别' } });
    clickButton('添加', custom);
    expect(await within(custom).findByText('请先选择字段类型 ！')).toBeInTheDocument();
    fireEvent.mouseDown(within(custom).getByLabelText('自定义字段类型'));
    pickOption('下拉单选');
    clickButton(/确\s*定/, dialog);
    expect(await within(custom).findByText('请先保存自定义字段')).toBeInTheDocument();
    clickButton('添加', custom);
    expect(await within(custom).findByText('获奖级别（下拉单选）')).toBeInTheDocument();
    clickButton(/确\s*定/, dialog);
    await waitFor(() => expect(rowTitles('mod_awards')).toEqual(['奖项名称', '体重', '获奖级别']), SLOW);
    // The new custom dropdown has an empty choice list (DESVAL-079).
    const added = within(card('mod_awards')).getAllByTestId('field-row')[2]!;
    expect(added.getAttribute('data-col-id')).toMatch(/^field_/);
    fireEvent.click(added);
    expect(await screen.findByTestId('choice-summary')).toHaveTextContent('（可选项待补充）');
  });

  it('DES-020 DESVAL-066 DESVAL-071 DESVAL-073 the choice-list editor checks the items', async () => {
    const dialog = await openTwoLevelChoiceEditor();
    clickButton(/确\s*定/, dialog);
    expect(await within(dialog).findByTestId('choice-list-error')).toHaveTextContent('请先添加自定义字典');
    clickButton('添加可选项', dialog);
    clickButton('添加可选项', dialog);
    const inputs = () => within(dialog).getAllByLabelText('第1级可选项');
    fireEvent.change(inputs()[0]!, { target: { value: '国家级' } });
    fireEvent.change(inputs()[1]!, { target: { value: '国家级' } });
    clickButton(/确\s*定/, dialog);
    expect(await within(dialog).findByText('同级不能重名')).toBeInTheDocument();
    fireEvent.change(inputs()[1]!, { target: { value: '省级' } });
    // A second level under 国家级; the same name under another parent is allowed (DESVAL-072).
    const addChild = [...dialog.querySelectorAll('button')].filter((b) => b.textContent === '添加下级');
    fireEvent.click(addChild[0]!);
    fireEvent.change(within(dialog).getAllByLabelText('第2级可选项')[0]!, { target: { value: '一等奖' } });
    clickButton(/确\s*定/, dialog);
    await waitFor(() => expect(screen.getByTestId('choice-summary')).toHaveTextContent('国家级、省级'), SLOW);
  });

  it('DESCONST-015 each row of the choice list, at every level, is 56 px high', async () => {
    const dialog = await openTwoLevelChoiceEditor();
    clickButton('添加可选项', dialog);
    clickButton('添加可选项', dialog);
    const addChild = [...dialog.querySelectorAll('button')].filter((b) => b.textContent === '添加下级');
    fireEvent.click(addChild[0]!);
    const rows = within(dialog).getAllByTestId('choice-row');
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.style.minHeight).toBe('56px');
  });

  it('DES-021 DESVAL-080 custom sorting needs custom options first', async () => {
    await editing(withAwardsField('field_dd', '获奖类型', 1, 7));
    selectField('mod_awards', 'field_dd');
    clickButton('设置排序', await screen.findByTestId('dictionary-settings'));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByText('自定义排序'));
    expect(await screen.findByText('请先选择添加自定义选项！', {}, SLOW)).toBeInTheDocument();
  });

  it('DES-021 DES-057 a custom sort order is set in the sort-rule dialog and saved', async () => {
    const items = [
      { name: '一等奖', value: '一等奖' },
      { name: '二等奖', value: '二等奖' },
      { name: '三等奖', value: '三等奖' },
    ];
    const modules = sampleModules().map((m) =>
      m.modId === 'mod_awards'
        ? {
            ...m,
            ecolumns: [
              ...m.ecolumns,
              field(
                'mod_awards',
                'field_dd',
                '获奖等级',
                { listIndex: 1, dictType: 1, dictLevel: 1, dictData: items },
                7,
              ),
            ],
          }
        : m,
    );
    const test = await editing(modules);
    test.server.on(
      `POST ${RESUME_DESIGN_API.save.path}`,
      ok({
        isSuccess: true,
        reason: '',
        emoduleSaveFails: [],
        taskId: 't-9',
        status: 'EDITING',
        revision: 2,
      }),
    );
    selectField('mod_awards', 'field_dd');
    const settings = await screen.findByTestId('dictionary-settings');
    expect(within(settings).getByTestId('sort-rule')).toHaveTextContent('按字母排序');
    clickButton('设置排序', settings);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByText('自定义排序'));
    const list = await within(dialog).findByTestId('sort-rule-items');
    // Alphabetical (pinyin) order first: 二等奖, 三等奖, 一等奖; move 一等奖 to the top.
    const texts = () => [...list.querySelectorAll('li')].map((li) => li.textContent);
    expect(texts()).toEqual(['二等奖', '三等奖', '一等奖']);
    fireEvent.click(within(list).getAllByLabelText('上移')[2]!);
    fireEvent.click(within(list).getAllByLabelText('上移')[1]!);
    expect(texts()).toEqual(['一等奖', '二等奖', '三等奖']);
    clickButton(/确\s*定/, dialog);
    await waitFor(
      () => expect(within(settings).getByTestId('sort-rule')).toHaveTextContent('自定义排序'),
      SLOW,
    );
    clickButton('保存');
    await waitFor(() => expect(test.server.to(RESUME_DESIGN_API.save.path)).toHaveLength(1), SLOW);
    const body = test.server.to(RESUME_DESIGN_API.save.path)[0]!.body as {
      emodules: Array<{
        ecolumns: Array<{ colId: string; dictLogicRankType: number; dictLogicRank: string[] }>;
      }>;
    };
    const sent = body.emodules[0]!.ecolumns.find((c) => c.colId === 'field_dd')!;
    expect([sent.dictLogicRankType, sent.dictLogicRank]).toEqual([2, ['一等奖', '二等奖', '三等奖']]);
  });

  it('DES-117 AMB-050 the module language can be applied to all its fields', async () => {
    await editing();
    fireEvent.click(screen.getAllByTestId('module-list-item')[2]!);
    const settings = await screen.findByTestId('module-settings');
    fireEvent.click(within(settings).getByLabelText('英文'));
    // DESVAL-004: an English module needs its English title.
    expect(within(settings).getByText('请先填写英文标题 ！')).toBeInTheDocument();
    clickButton('应用到全部字段', settings);
    const pop = (await screen.findByText('是否将模块语言应用到本模块的全部字段？', {}, SLOW)).closest(
      '.ant-popover',
    ) as HTMLElement;
    clickButton(/确\s*定/, pop);
    selectField('mod_awards', 'field_a1');
    // The field is now English: its English title is required (DESVAL-041).
    expect(await screen.findByText('请先填写英文标题', {}, SLOW)).toBeInTheDocument();
  });

  it('DES-022 DES-023 the display-rule list opens the 显示规则 editor with a condition list', async () => {
    await editing();
    selectField('mod_awards', 'field_a1');
    fireEvent.click(await screen.findByTestId('display-rules-button-field'));
    const list = await screen.findByTestId('display-rule-list', {}, SLOW);
    expect(within(list).getByText('暂无显示规则')).toBeInTheDocument();
    clickButton('添加显示规则', list);
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-title')).not.toHaveLength(0));
    expect([...document.querySelectorAll('.ant-modal-title')].map((t) => t.textContent)).toContain(
      '显示规则',
    );
    expect(screen.getAllByTestId('condition-row')).toHaveLength(1);
  });

  it("COND-015 a field used in a rule's conditions is not offered as one of its targets", async () => {
    const modules = sampleModules().map((m) =>
      m.modId === 'mod_awards'
        ? module(
            'mod_awards',
            '获奖情况',
            [
              ['field_a1', '奖项名称'],
              ['field_a2', '获奖级别'],
              ['field_a3', '获奖时间'],
            ],
            {
              listIndex: 2,
              modForm: 1,
              ecolumnsShowSets: [
                {
                  id: 'r1',
                  conditions_operation: '0' as const,
                  conditions: [
                    { field: ['mod_awards', 'field_a1'], target: [1, ['国家级']] as [number, string[]] },
                  ],
                  target: ['field_a2'],
                },
              ],
            },
            2,
          )
        : m,
    );
    await editing(modules);
    selectField('mod_awards', 'field_a2');
    fireEvent.click(await screen.findByTestId('display-rules-button-field'));
    const list = await screen.findByTestId('display-rule-list', {}, SLOW);
    fireEvent.mouseDown(within(list).getByLabelText('显示字段'));
    await waitFor(() =>
      expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0),
    );
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(offered).toEqual(expect.arrayContaining(['获奖级别', '获奖时间']));
    expect(offered).not.toContain('奖项名称');
  });

  it('DES-105 DES-109 DESERR-015 disabling a module with linkage asks; cancelling keeps it enabled', async () => {
    const modules = sampleModules().map((m) =>
      m.modId === 'mod_awards'
        ? {
            ...m,
            ecolumnsShowSets: [
              {
                id: 'r1',
                conditions_operation: '0' as const,
                conditions: [{ field: ['sub01', 'CBA2'], target: [1, ['138']] as [number, string[]] }],
                target: ['field_a1'],
              },
            ],
          }
        : m,
    );
    await editing(modules);
    fireEvent.click(screen.getAllByTestId('module-list-item')[2]!);
    const settings = await screen.findByTestId('module-settings');
    fireEvent.click(within(settings).getByLabelText('启用模块'));
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('本模块字段已设置关联，禁用或删除将清空关联关系。');
    clickButton(/取\s*消/, dialog);
    expect(await screen.findByText('已取消禁用', {}, SLOW)).toBeInTheDocument();
    expect(within(settings).getByLabelText('启用模块')).toBeChecked();
  });

  it('DES-110 DES-111 deleting a custom module asks; fixed modules offer no delete', async () => {
    await editing();
    fireEvent.click(screen.getAllByTestId('module-list-item')[0]!);
    expect(within(await screen.findByTestId('module-settings')).queryByText('删除模块')).toBeNull();
    fireEvent.click(screen.getAllByTestId('module-list-item')[2]!);
    clickButton('删除模块', await screen.findByTestId('module-settings'));
    const dialog = await openDialog();
    clickButton(/取\s*消/, dialog);
    expect(await screen.findByText('已取消删除', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByTestId('module-list-item')).toHaveLength(3);
    clickButton('删除模块', screen.getByTestId('module-settings'));
    clickButton(/确\s*定/, await openDialog());
    await waitFor(() => expect(screen.getAllByTestId('module-list-item')).toHaveLength(2), SLOW);
  });

  it('DES-017 the right area shows the module settings or the field settings, never both', async () => {
    await editing();
    fireEvent.click(screen.getAllByTestId('module-list-item')[2]!);
    expect(await screen.findByTestId('module-settings', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('field-settings')).toBeNull();
    selectField('mod_awards', 'field_a1');
    expect(await screen.findByTestId('field-settings', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('module-settings')).toBeNull();
    fireEvent.click(screen.getAllByTestId('module-list-item')[0]!);
    expect(await screen.findByTestId('module-settings', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('field-settings')).toBeNull();
  });

  it('DES-106 DESERR-016 deleting a module whose fields have smart rules names them by kind; confirming deletes it', async () => {
    const test = await editing(sampleModules(), {
      labelList: [{ name: '获奖标签' }],
      circulationList: [],
      scoreList: [{ name: '奖项加分' }, { name: '竞赛加分' }],
    });
    fireEvent.click(screen.getAllByTestId('module-list-item')[2]!);
    clickButton('删除模块', await screen.findByTestId('module-settings'));
    const dialog = await openDialog();
    const warnings = within(dialog).getByTestId('module-rule-warnings');
    expect(warnings).toHaveTextContent('确定删除该模块吗？');
    expect(warnings).toHaveTextContent('本模块字段已设置智能运营规则，禁用或删除将自动禁用以下规则。');
    expect(warnings).toHaveTextContent('智能标签：获奖标签');
    expect(warnings).toHaveTextContent('智能评分：奖项加分、竞赛加分');
    expect(warnings).not.toHaveTextContent('智能流转');
    // The question names the module's fields (module name, column name).
    expect(test.server.to(RESUME_DESIGN_API.relatedRules.path)[0]!.body).toMatchObject({
      checkList: expect.arrayContaining([expect.objectContaining({ colName: expect.any(String) })]),
    });
    clickButton(/确\s*定/, dialog);
    await waitFor(() => expect(screen.getAllByTestId('module-list-item')).toHaveLength(2), SLOW);
  });

  it('DES-112 DESERR-017 changing the field type asks 确认修改？ and resets the settings', async () => {
    await editing();
    selectField('mod_awards', 'field_a1');
    const settings = await screen.findByTestId('field-settings');
    fireEvent.mouseDown(within(settings).getByLabelText('字段类型'));
    pickOption('多行文本');
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('确认修改？');
    clickButton(/确\s*定/, dialog);
    await waitFor(() => expect(within(card('mod_awards')).getByText('多行文本')).toBeInTheDocument(), SLOW);
    // DES-044: a multi-line field starts at 4000.
    expect(within(screen.getByTestId('field-settings')).getByLabelText('字符限制')).toHaveValue('4000');
  });

  it('DESVAL-048 DESVAL-049 the character limit shows its bounds', async () => {
    await editing();
    selectField('mod_awards', 'field_a1');
    const settings = await screen.findByTestId('field-settings');
    expect(within(settings).getByText('最小为1,最大为50')).toBeInTheDocument();
    fireEvent.change(within(settings).getByLabelText('字符限制'), { target: { value: '51' } });
    expect(within(settings).getByText('请填写1-50以内数字')).toBeInTheDocument();
  });
});
