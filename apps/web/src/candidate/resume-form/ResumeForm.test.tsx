import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ResumeAnswers } from '@ehire/domain/resume-design/form-answers';
import { FIXTURE_DESIGN, FIXTURE_DICTIONARIES } from '@ehire/domain/resume-design/form-fixture';
import type { DictionaryLookup } from '@ehire/domain/resume-design/form-options';
import { ResumeForm } from './ResumeForm';

const dictionaries: DictionaryLookup = {
  system: (name) => FIXTURE_DICTIONARIES.system[name],
  member: (id) => FIXTURE_DICTIONARIES.member[id],
};

const SLOW = { timeout: 5000 };

function validAnswers(): ResumeAnswers {
  return {
    basic: [
      {
        name: '张三',
        gender: '1',
        idNumber: { certType: 6, number: '11010519491231002X' },
        birthday: '2001-05-20',
        mobile: '13800138000',
        email: 'zhangsan@example.com',
        hometown: ['44', '4403', '440305'],
        overseas: '0',
      },
    ],
    sub10: [{ CCA1: '4', CCA2: '深圳大学', CCA4: '软件工程', start: '2019-09', end: '2023-06' }],
    files: [{ cv: { fileId: 'f1', name: '简历.docx', size: 2048 } }],
  };
}

function renderForm(initialAnswers?: ResumeAnswers) {
  const onSubmit = vi.fn();
  render(
    <ResumeForm
      design={FIXTURE_DESIGN}
      dictionaries={dictionaries}
      initialAnswers={initialAnswers}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const normalise = (t: string | null) => (t ?? '').replace(/\s+/g, '');
function button(name: string, container: ParentNode = document.body): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].filter((b) => normalise(b.textContent) === name);
  if (found.length !== 1) throw new Error(`expected one button ${name}, found ${found.length}`);
  return found[0]!;
}

/** The choices a dropdown offers (its 请选择 placeholder aside). */
function optionsOf(label: string): string[] {
  const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
  return [...select.options].filter((o) => o.value !== '').map((o) => o.textContent ?? '');
}

/** Chooses in a dropdown (a select) or ticks in a multi-select (a group of checkboxes). */
function pickOption(label: string, text: string) {
  const select = screen.queryByRole('combobox', { name: label });
  if (select instanceof HTMLSelectElement) {
    const option = [...select.options].find((o) => o.textContent === text);
    if (!option) throw new Error(`no option ${text}`);
    fireEvent.change(select, { target: { value: option.value } });
    return;
  }
  fireEvent.click(within(screen.getByRole('group', { name: label })).getByRole('checkbox', { name: text }));
}

// Messages of the fields in error.
const errors = () =>
  [...document.querySelectorAll('[data-testid=field-problem]')].map((n) => n.textContent ?? '');
const moduleCard = (modId: string) => screen.getByTestId(`resume-module-${modId}`);
const sectionsOf = (modId: string) =>
  within(moduleCard(modId)).queryAllByTestId(new RegExp(`^resume-section-${modId}-`));

describe('ResumeForm: the candidate form rendered from a design', { timeout: 30_000 }, () => {
  it('DES-052 renders every input type of the fixture design', () => {
    renderForm();
    // 1 single-line text, 2 number, 6 multi-line text
    expect(screen.getByLabelText('姓名')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('身高(cm)')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('体重(kg)')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('自我评价').tagName).toBe('TEXTAREA');
    // 7 dropdown and 9/10 cascading dropdowns (selects), 8 multi-select (a group of checkboxes)
    for (const label of ['性别', '是否有海外经历', '意向城市', '籍贯']) {
      expect(screen.getByRole('combobox', { name: label })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('group', { name: '个人特长' })).getAllByRole('checkbox').length,
    ).toBeGreaterThan(0);
    // 3 association (autocomplete) and 4 dates (year-month-day / year-month)
    expect(screen.getByRole('combobox', { name: '学校' })).toBeInTheDocument();
    expect(screen.getByLabelText('出生日期')).toHaveAttribute('placeholder', '请选择日期');
    expect(screen.getByLabelText('入学时间')).toHaveAttribute('placeholder', '请选择年月');
    // 5 attachments with their format lists and the 10 MB maximum
    expect(
      within(moduleCard('files')).getByText('支持pdf、txt、doc、docx、ppt、pptx、xls、xlsx格式，不超过10MB'),
    ).toBeInTheDocument();
    expect(
      within(moduleCard('basic')).getByText('支持jpg、gif、jpeg、bmp、png格式，不超过10MB'),
    ).toBeInTheDocument();
    // Certificate: the type among the field's certType, then the number
    expect(optionsOf('证件号码证件类型')).toEqual(['中国护照', '香港身份证', '居民身份证']);
    // Disabled module (兴趣爱好) and the module shown only by a rule (科研成果) are absent.
    expect(screen.queryByText('兴趣爱好')).not.toBeInTheDocument();
    expect(screen.queryByText('科研成果')).not.toBeInTheDocument();
  });

  it('DES-056 DES-049 dropdown choices come from the field, system and member dictionaries, sorted', () => {
    renderForm();
    expect(optionsOf('学历')).toEqual(['本科', '博士', '大专', '硕士']);
  });

  it('DES-037 DESCONST-005 issue 20 §2 sections are added and removed within minCount..maxCount; the hint agrees with the check', async () => {
    renderForm();
    // 教育经历: minCount 1 → one section, no delete; recordCount recommends 2.
    expect(sectionsOf('sub10')).toHaveLength(1);
    expect(within(moduleCard('sub10')).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    // Issue 20 §2: the hint says it is required, as the check does.
    expect(within(moduleCard('sub10')).getByText('必填，至少1段，建议2段')).toBeInTheDocument();
    expect(within(moduleCard('intern')).getByText(/^选填/)).toBeInTheDocument();
    // 实习经历: minCount 0, maxCount 2.
    expect(sectionsOf('intern')).toHaveLength(0);
    fireEvent.click(button('添加实习经历'));
    fireEvent.click(button('添加实习经历'));
    expect(sectionsOf('intern')).toHaveLength(2);
    expect(button('最多填写2段', moduleCard('intern'))).toBeDisabled();
    fireEvent.change(within(sectionsOf('intern')[1]!).getByLabelText('公司名称'), {
      target: { value: '腾讯' },
    });
    fireEvent.click(within(sectionsOf('intern')[0]!).getByRole('button', { name: /删\s*除/ }));
    const confirm = await screen.findByTestId('section-remove-confirm', {}, SLOW);
    expect(confirm).toHaveTextContent('确定删除实习经历 1吗？');
    fireEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(sectionsOf('intern')).toHaveLength(1), SLOW);
    // The remaining section is the second one, with its answer.
    expect(within(sectionsOf('intern')[0]!).getByLabelText('公司名称')).toHaveValue('腾讯');
    expect(button('添加实习经历')).toBeEnabled();
  });

  it('DES-048 DES-044 a multi-select stops at drop1MultiMax; a textarea counts against its limit', () => {
    renderForm();
    pickOption('个人特长', '编程');
    pickOption('个人特长', '写作');
    const strengths = within(screen.getByRole('group', { name: '个人特长' }));
    expect(strengths.getByRole('checkbox', { name: '演讲' })).toBeDisabled();
    expect(strengths.getByRole('checkbox', { name: '编程' })).toBeChecked();
    const intro = screen.getByLabelText('自我评价');
    fireEvent.change(intro, { target: { value: '热爱编程😀' } });
    expect(intro.closest('[data-count]')).toHaveAttribute('data-count', '5 / 200');
    expect(screen.getByText('5 / 200')).toBeInTheDocument();
  });

  it('COND-064 a display rule hides and shows a field as the answers change', () => {
    renderForm();
    expect(screen.queryByLabelText('海外国家')).not.toBeInTheDocument();
    pickOption('是否有海外经历', '是');
    expect(screen.getByLabelText('海外国家')).toBeInTheDocument();
    pickOption('是否有海外经历', '否');
    expect(screen.queryByLabelText('海外国家')).not.toBeInTheDocument();
  });

  it('COND-029 a module rule (any section 博士) shows a whole module live', () => {
    renderForm(validAnswers());
    expect(screen.queryByTestId('resume-module-research')).not.toBeInTheDocument();
    pickOption('学历', '博士');
    expect(screen.getByTestId('resume-module-research')).toBeInTheDocument();
  });

  it('DES-042 submit is blocked with the domain messages naming each required field', async () => {
    const onSubmit = renderForm();
    fireEvent.click(button('提交'));
    expect(errors()).toEqual(
      expect.arrayContaining([
        '请输入姓名',
        '请选择性别',
        '请输入证件号码',
        '请输入手机号码',
        '请选择籍贯',
        '请上传简历附件',
      ]),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('DES-053 check types and the character limit show as the candidate types', async () => {
    const onSubmit = renderForm(validAnswers());
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '1380013' } });
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'zhangsan@' } });
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张'.repeat(21) } });
    fireEvent.change(screen.getByLabelText('证件号码'), { target: { value: '110105194912310021' } });
    expect(errors()).toEqual([
      '最多输入20个字符',
      '请输入正确的居民身份证号码',
      '请输入正确的手机号码',
      '请输入正确的邮箱',
    ]);
    fireEvent.click(button('提交'));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '13800138000' } });
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'zhangsan@example.com' } });
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: ' 张三 ' } });
    fireEvent.change(screen.getByLabelText('证件号码'), { target: { value: '11010519491231002X' } });
    expect(errors()).toEqual([]);
    await act(async () => {
      fireEvent.click(button('提交'));
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0]![0] as ResumeAnswers;
    expect(sent.basic![0]).toMatchObject({ name: '张三', mobile: '13800138000', overseas: '0' });
    expect(sent.basic![0]).not.toHaveProperty('overseasCountry');
    expect(sent).not.toHaveProperty('research');
    expect(sent).not.toHaveProperty('hobby');
  });

  it('DESVAL-060 DESVAL-061 a file is refused in the browser by extension and by the 10 MB maximum', async () => {
    renderForm(validAnswers());
    // The upload renders a new file input after each pick, so it is looked up every time.
    const input = () => moduleCard('basic').querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input()).toHaveAttribute('accept', '.jpg,.gif,.jpeg,.bmp,.png');
    const pdf = new File(['%PDF'], '证件照.pdf', { type: 'application/pdf' });
    await act(async () => {
      fireEvent.change(input(), { target: { files: [pdf] } });
    });
    await waitFor(
      () =>
        expect(within(moduleCard('basic')).getByRole('alert')).toHaveTextContent(
          '仅支持上传jpg、gif、jpeg、bmp、png格式的文件',
        ),
      SLOW,
    );
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await act(async () => {
      fireEvent.change(input(), { target: { files: [big] } });
    });
    await waitFor(
      () => expect(within(moduleCard('basic')).getByRole('alert')).toHaveTextContent('文件大小不能超过10MB'),
      SLOW,
    );
    const ok = new File(['x'], 'me.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(input(), { target: { files: [ok] } });
    });
    await waitFor(
      () => expect(screen.getByTestId('rf-basic-0-photo-file')).toHaveTextContent('me.png'),
      SLOW,
    );
    expect(within(moduleCard('basic')).queryByRole('alert')).not.toBeInTheDocument();
  });
});
