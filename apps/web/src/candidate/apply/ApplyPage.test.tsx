import { CAREERS_APPLY_API } from '@ehire/domain/api/careers-apply';
import { CAREERS_MY_APPLICATIONS_API } from '@ehire/domain/api/careers-my-applications';
import { CAREERS_CANDIDATE_AUTH_API } from '@ehire/domain/api/careers-candidate-auth';
import { CAREERS_DESIGN_API } from '@ehire/domain/api/careers-design';
import { CAREERS_FILES_API } from '@ehire/domain/api/careers-files';
import { pathOf } from '@ehire/domain/api/endpoint';
import { CAREERS_API } from '@ehire/domain/api/careers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CareersResumeDesign } from '@ehire/domain/apply/contract';
import type { CareersJobDetail } from '@ehire/domain/contracts/careers';
import type { ApplyRequest, MyApplication } from '@ehire/domain/contracts/talent';
import { getSystemDictionary } from '@ehire/domain/dictionaries/system';
import type { DesignField, DesignModule } from '@ehire/domain/resume-design/model';
import { defaultDesign } from '@ehire/domain/resume-design/presets';
import { envelope, ok } from '../../platform/testing/fakes';
import { createTestPlatform, preloadAppModules, renderApp, SLOW } from '../../app/testing/render-app';
import { clickButton } from '../../test/queries';

// A tenant design built from the default design's fixed fields: basic information (姓名, 性别,
// 手机号码 and the optional 照片 upload) and one education section. School and graduation are plain
// text inputs here so the test can type them (the real ones are an association and a month picker).
function testDesign(): CareersResumeDesign {
  const modules = defaultDesign();
  const pick = (m: DesignModule, keep: string[], patch: Record<string, Partial<DesignField>> = {}) => ({
    ...m,
    ecolumns: m.ecolumns.filter((f) => keep.includes(f.colId)).map((f) => ({ ...f, ...patch[f.colId] })),
  });
  const basic = pick(modules[0]!, ['CBA1', 'CBA2', 'CBA5', 'CBA8']);
  const education = {
    ...pick(modules[1]!, ['CCA1', 'CCA2', 'CCA4', 'CCA5'], {
      CCA2: { inputType: 1, checkType: 0, dictType: 0, systemDdTableName: '' },
      CCA5: { inputType: 1, checkType: 0 },
    }),
    minCount: 1,
  };
  return {
    version: 3,
    emodules: [basic, education],
    systemDictionaries: {
      DD_GENDER: getSystemDictionary('DD_GENDER')!.items,
      DD_DEGREE: getSystemDictionary('DD_DEGREE')!.items,
    },
    memberDictionaries: {},
    consentText: '',
  };
}

const JOB: CareersJobDetail = {
  id: 'j-b',
  name: '算法工程师',
  nameEn: '',
  area: '上海',
  funcType: '01',
  funcTypeName: '技术研发',
  jobNum: 3,
  degree: '本科',
  salary: '10000-15000元/月',
  term: 1,
  labels: [],
  welfare: [],
  validDate: '2027-06-30',
  isHot: false,
  isRecommended: false,
  publishedAt: 1_700_000_000_000,
  orgName: '研发中心',
  infoCn: '负责推荐算法的研发。',
  infoEn: '',
  workArea: '',
  workAddress: '',
  lon: null,
  lat: null,
  majors: [],
  workYear: '不限',
};

/** The code the fake server accepts. */
const CODE = '246810';

/**
 * A fake careers API with a candidate session: `signedIn` says whether the browser's session
 * cookie is valid (the real one is httpOnly; the page only sees what /candidate/me answers).
 */
function applyServer({
  signedIn = false,
  consentText = '',
}: { signedIn?: boolean; consentText?: string } = {}) {
  const test = createTestPlatform();
  const session = { signedIn, address: '13800138000' };
  test.server.on(`GET ${pathOf(CAREERS_CANDIDATE_AUTH_API.me, { member: 'demo' })}`, () =>
    ok(
      session.signedIn
        ? { signedIn: true, channel: 'mobile', address: session.address }
        : { signedIn: false, channel: null, address: null },
    ),
  );
  test.server.on(
    `POST ${pathOf(CAREERS_CANDIDATE_AUTH_API.code, { member: 'demo' })}`,
    ok(null, { msg: '验证码已发送，5分钟内有效' }),
  );
  test.server.on(`POST ${pathOf(CAREERS_CANDIDATE_AUTH_API.signIn, { member: 'demo' })}`, (request) => {
    const body = request.body as { address: string; code: string };
    if (body.code !== CODE) return envelope(-2000, '验证码不正确', null, 400);
    session.signedIn = true;
    session.address = body.address;
    return ok({ signedIn: true, channel: 'mobile', address: body.address });
  });
  test.server.on(`POST ${pathOf(CAREERS_CANDIDATE_AUTH_API.signOut, { member: 'demo' })}`, () => {
    session.signedIn = false;
    return ok(null, { msg: '已退出' });
  });
  test.server.on(
    `GET ${pathOf(CAREERS_API.root, { member: 'demo' })}`,
    ok({ member: 'demo', name: '示例科技', logo: '', referralEnabled: true }),
  );
  test.server.on(`GET ${pathOf(CAREERS_API.jobsById, { member: 'demo', id: 'j-b' })}`, ok(JOB));
  test.server.on(
    `GET ${pathOf(CAREERS_DESIGN_API.resumeDesign, { member: 'demo' })}`,
    ok({ ...testDesign(), consentText }),
  );
  vi.stubGlobal('fetch', test.server.fetch);
  return test;
}

/** The applications the fake server keeps for the signed-in candidate. */
function myApplications(test: ReturnType<typeof applyServer>) {
  const rows: MyApplication[] = [
    {
      applicationId: 'a-1',
      jobId: 'j-b',
      jobName: '算法工程师',
      statusName: '已投递',
      canWithdraw: true,
      appliedAt: new Date(2026, 10, 20, 9, 30).getTime(),
    },
    {
      applicationId: 'a-2',
      jobId: 'j-c',
      jobName: '前端开发工程师',
      statusName: '面试',
      canWithdraw: false,
      appliedAt: new Date(2026, 10, 1, 14, 5).getTime(),
    },
  ];
  const signedIn = () =>
    test.server.to(pathOf(CAREERS_CANDIDATE_AUTH_API.signOut, { member: 'demo' })).length === 0;
  test.server.on(`POST ${pathOf(CAREERS_MY_APPLICATIONS_API.list, { member: 'demo' })}`, () =>
    signedIn() ? ok(rows) : envelope(-2000, '请先验证手机号或邮箱', null, 401),
  );
  test.server.on(
    `POST ${pathOf(CAREERS_MY_APPLICATIONS_API.withdraw, { member: 'demo', applicationId: 'a-1' })}`,
    () => {
      if (!signedIn()) return envelope(-2000, '请先验证手机号或邮箱', null, 401);
      rows[0] = { ...rows[0]!, statusName: '已撤回', canWithdraw: false };
      return ok(null, { msg: '已撤回投递' });
    },
  );
  return rows;
}

function pickOption(label: string, text: string) {
  const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
  const option = [...select.options].find((o) => o.textContent === text);
  if (!option) throw new Error(`no option ${text}`);
  fireEvent.change(select, { target: { value: option.value } });
}

async function fillForm() {
  await screen.findByTestId('resume-form', {}, SLOW);
  fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张三' } });
  pickOption('性别', '女');
  pickOption('最高学历', '硕士');
  fireEvent.change(screen.getByLabelText('学校'), { target: { value: '复旦大学' } });
  fireEvent.change(screen.getByLabelText('专业'), { target: { value: '计算机科学与技术' } });
  fireEvent.change(screen.getByLabelText('毕业时间'), { target: { value: '2025-06' } });
}

beforeAll(async () => {
  await preloadAppModules();
  await import('../CandidateSite');
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

describe('applying from the careers site (issue 6 §2)', { timeout: 60_000 }, () => {
  it('APPLY the candidate verifies the mobile with a code first, then submits the form (mobile prefilled) with its attachment and the referral code; issue 13 §2 the request carries the answers, no system fields', async () => {
    const test = applyServer();
    myApplications(test);
    test.server.on(`POST ${pathOf(CAREERS_APPLY_API.jobsApply, { member: 'demo', id: 'j-b' })}`, () =>
      ok({ applicationId: 'a-9', message: '投递成功' }),
    );
    test.server.on(
      `POST ${pathOf(CAREERS_FILES_API.uploads, { member: 'demo' })}`,
      ok({ files: [{ id: 'up-1', name: 'me.png', size: 5, contentType: 'image/png', expiresAt: 1 }] }),
    );
    const app = renderApp('/careers/demo/jobs/j-b/apply?ref=AB12CD34', test);
    expect(await screen.findByText('投递：算法工程师', {}, SLOW)).toBeInTheDocument();
    // Not signed in: no form, the sign-in asks for the mobile and a code.
    const signIn = await screen.findByTestId('candidate-sign-in', {}, SLOW);
    expect(screen.queryByTestId('resume-form')).toBeNull();
    fireEvent.change(within(signIn).getByLabelText('接收验证码的手机号'), {
      target: { value: '13800138000' },
    });
    await act(async () => {
      clickButton('获取验证码', signIn);
    });
    expect(await screen.findByText('验证码已发送，5分钟内有效', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(pathOf(CAREERS_CANDIDATE_AUTH_API.code, { member: 'demo' }))[0]!.body).toEqual({
      channel: 'mobile',
      address: '13800138000',
    });
    // Resending waits 60 s.
    expect(within(signIn).getByRole('button', { name: /60秒后重新获取/ })).toBeDisabled();
    fireEvent.change(within(signIn).getByLabelText('验证码'), { target: { value: CODE } });
    await act(async () => {
      clickButton(/^验\s*证$/, signIn);
    });
    await fillForm();
    expect(screen.getByLabelText('手机号码')).toHaveValue('13800138000');
    expect(screen.getByTestId('candidate-bar')).toHaveTextContent('已验证手机号：13800138000');
    const photo = screen
      .getByTestId('resume-module-sub01')
      .querySelector<HTMLInputElement>('input[type="file"]')!;
    await act(async () => {
      fireEvent.change(photo, { target: { files: [new File(['hello'], 'me.png', { type: 'image/png' })] } });
    });
    await waitFor(() => expect(screen.getByText('me.png')).toBeInTheDocument(), SLOW);
    // issue 12: the picked file went at once as multipart; the form keeps the server's id.
    const upload = test.server.to(pathOf(CAREERS_FILES_API.uploads, { member: 'demo' }));
    expect(upload).toHaveLength(1);
    const sentFile = (upload[0]!.body as FormData).get('file') as File;
    expect([sentFile.name, await sentFile.text()]).toEqual(['me.png', 'hello']);

    await act(async () => {
      clickButton('提交投递');
    });
    expect(await screen.findByText('投递成功', {}, SLOW)).toBeInTheDocument();
    const sent = test.server.to(pathOf(CAREERS_APPLY_API.jobsApply, { member: 'demo', id: 'j-b' }));
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body as ApplyRequest;
    expect(sent[0]!.headers.token).toBeUndefined();
    // issue 13 §2: the answers only; the server derives name, mobile, school … from them.
    expect(Object.keys(body).sort()).toEqual([
      'answers',
      'attachments',
      'consentAccepted',
      'ref',
      'submitKey',
    ]);
    expect(body).toMatchObject({
      ref: 'AB12CD34',
      submitKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      attachments: [{ field: 'CBA8', fileId: 'up-1' }],
    });
    expect(body.answers).toMatchObject({
      sub01: [
        { CBA1: '张三', CBA2: '女', CBA5: '13800138000', CBA8: { fileId: 'up-1', name: 'me.png', size: 5 } },
      ],
      sub10: [{ CCA1: '硕士', CCA2: '复旦大学', CCA5: '2025-06' }],
    });
    expect(screen.getByTestId('apply-done')).toHaveTextContent('可在「我的投递」查看进度或撤回投递。');

    // 查看我的投递 opens the list of the signed-in candidate, the referral code still in the link.
    clickButton('查看我的投递');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/careers/demo/my'), SLOW);
    expect(app.router.state.location.search).toBe('?ref=AB12CD34');
    expect(await screen.findByText('前端开发工程师', {}, SLOW)).toBeInTheDocument();
  });

  it("issue 17 更多设置: the tenant's consent text is shown with a tick box; unticked, the server's refusal is shown", async () => {
    const test = applyServer({ signedIn: true, consentText: '我们仅为招聘使用您的个人信息。' });
    test.server.on(`POST ${pathOf(CAREERS_APPLY_API.jobsApply, { member: 'demo', id: 'j-b' })}`, (request) =>
      (request.body as ApplyRequest).consentAccepted
        ? ok({ applicationId: 'a-10', message: '投递成功' })
        : envelope(-2000, '请阅读并同意个人信息处理说明', null, 400),
    );
    renderApp('/careers/demo/jobs/j-b/apply', test);
    await fillForm();
    expect(screen.getByTestId('apply-consent')).toHaveTextContent('我们仅为招聘使用您的个人信息。');
    await act(async () => {
      clickButton('提交投递');
    });
    expect(await screen.findByTestId('apply-problems', {}, SLOW)).toHaveTextContent(
      '请阅读并同意个人信息处理说明',
    );
    expect(
      test.server.to(pathOf(CAREERS_APPLY_API.jobsApply, { member: 'demo', id: 'j-b' }))[0]!.body,
    ).toMatchObject({ consentAccepted: false });
    fireEvent.click(screen.getByLabelText(/我已阅读并同意/));
    await act(async () => {
      clickButton('提交投递');
    });
    expect(await screen.findByText('投递成功', {}, SLOW)).toBeInTheDocument();
    expect(
      test.server.to(pathOf(CAREERS_APPLY_API.jobsApply, { member: 'demo', id: 'j-b' }))[1]!.body,
    ).toMatchObject({ consentAccepted: true });
  });

  it('issue 12 a file the server refuses shows its message at the field and is not attached', async () => {
    const test = applyServer({ signedIn: true });
    test.server.on(
      `POST ${pathOf(CAREERS_FILES_API.uploads, { member: 'demo' })}`,
      envelope(-2000, '文件「me.png」的内容与扩展名不符', null, 400),
    );
    renderApp('/careers/demo/jobs/j-b/apply', test);
    await fillForm();
    const photo = screen
      .getByTestId('resume-module-sub01')
      .querySelector<HTMLInputElement>('input[type="file"]')!;
    await act(async () => {
      fireEvent.change(photo, { target: { files: [new File(['MZ'], 'me.png', { type: 'image/png' })] } });
    });
    expect(await screen.findByText('文件「me.png」的内容与扩展名不符', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('me.png')).toBeNull();
  });

  it("APPLY shows the server's refusal (a second application to the same job) and keeps the answers", async () => {
    const test = applyServer({ signedIn: true });
    test.server.on(
      `POST ${pathOf(CAREERS_APPLY_API.jobsApply, { member: 'demo', id: 'j-b' })}`,
      envelope(-2000, '您已投递过该职位，请勿重复投递', null, 400),
    );
    renderApp('/careers/demo/jobs/j-b/apply', test);
    await fillForm();
    await act(async () => {
      clickButton('提交投递');
    });
    expect(await screen.findByText('您已投递过该职位，请勿重复投递', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('张三');
    expect(screen.queryByText('投递成功')).toBeNull();
    expect(
      (
        test.server.to(pathOf(CAREERS_APPLY_API.jobsApply, { member: 'demo', id: 'j-b' }))[0]!
          .body as ApplyRequest
      ).ref,
    ).toBeUndefined();
  });

  it('APPLY a design that lacks a needed field is explained up front and nothing can be sent', async () => {
    const test = applyServer();
    const design = testDesign();
    design.emodules[1] = {
      ...design.emodules[1]!,
      ecolumns: design.emodules[1]!.ecolumns.filter((f) => f.colId !== 'CCA5'),
    };
    test.server.on(`GET ${pathOf(CAREERS_DESIGN_API.resumeDesign, { member: 'demo' })}`, ok(design));
    renderApp('/careers/demo/jobs/j-b/apply', test);
    expect(await screen.findByText('暂无法投递', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('在线简历缺少「毕业时间」字段，暂无法投递，请联系招聘方')).toBeInTheDocument();
    expect(screen.queryByTestId('resume-form')).toBeNull();
    expect(test.server.to(pathOf(CAREERS_APPLY_API.jobsApply, { member: 'demo', id: 'j-b' }))).toHaveLength(
      0,
    );
  });

  it('APPLY 我的投递 lists the statuses and withdraws an application after confirming', async () => {
    const test = applyServer({ signedIn: true });
    myApplications(test);
    renderApp('/careers/demo/my', test);
    await screen.findByText('前端开发工程师', {}, SLOW);
    const cards = screen.getAllByTestId('my-application');
    expect(cards.map((c) => within(c).getByTestId('my-application-status').textContent)).toEqual([
      '已投递',
      '面试',
    ]);
    expect(within(cards[0]!).getByText('投递时间：2026-11-20 09:30')).toBeInTheDocument();
    expect(screen.getByTestId('candidate-bar')).toHaveTextContent('已验证手机号：13800138000');
    // Only an application still in progress can be withdrawn.
    expect(within(cards[1]!).queryByRole('button', { name: /撤\s*回/ })).toBeNull();

    clickButton(/^撤回$/, cards[0]!);
    expect(await screen.findByText('确定撤回该投递吗？撤回后不可恢复。', {}, SLOW)).toBeInTheDocument();
    const popover = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)')!;
    clickButton(/^撤回$/, popover);
    await waitFor(
      () =>
        expect(
          within(screen.getAllByTestId('my-application')[0]!).getByTestId('my-application-status'),
        ).toHaveTextContent('已撤回'),
      SLOW,
    );
    expect(
      test.server.to(pathOf(CAREERS_MY_APPLICATIONS_API.withdraw, { member: 'demo', applicationId: 'a-1' })),
    ).toHaveLength(1);
    expect(within(screen.getAllByTestId('my-application')[0]!).queryByRole('button')).toBeNull();
  });

  it('APPLY 我的投递 asks to sign in, names a bad mobile and a wrong code, then lists; 退出 hides the list again', async () => {
    const test = applyServer();
    myApplications(test);
    renderApp('/careers/demo/my', test);
    const signIn = await screen.findByTestId('candidate-sign-in', {}, SLOW);
    expect(signIn).toHaveTextContent('验证投递时使用的手机号（或邮箱）后，查看投递进度。');
    expect(test.server.to(pathOf(CAREERS_MY_APPLICATIONS_API.list, { member: 'demo' }))).toHaveLength(0);
    clickButton('获取验证码', signIn);
    expect(await screen.findByText('请输入手机号', {}, SLOW)).toBeInTheDocument();
    fireEvent.change(within(signIn).getByLabelText('接收验证码的手机号'), { target: { value: '1380013' } });
    clickButton('获取验证码', signIn);
    expect(await screen.findByText('手机号格式不正确', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(pathOf(CAREERS_CANDIDATE_AUTH_API.code, { member: 'demo' }))).toHaveLength(0);

    fireEvent.change(within(signIn).getByLabelText('接收验证码的手机号'), {
      target: { value: '13800138000' },
    });
    fireEvent.change(within(signIn).getByLabelText('验证码'), { target: { value: '111111' } });
    await act(async () => {
      clickButton(/^验\s*证$/, signIn);
    });
    expect(await screen.findByText('验证码不正确', {}, SLOW)).toBeInTheDocument();

    fireEvent.change(within(signIn).getByLabelText('验证码'), { target: { value: CODE } });
    await act(async () => {
      clickButton(/^验\s*证$/, signIn);
    });
    expect(await screen.findByText('前端开发工程师', {}, SLOW)).toBeInTheDocument();

    await act(async () => {
      clickButton(/^退\s*出$/, screen.getByTestId('candidate-bar'));
    });
    expect(await screen.findByTestId('candidate-sign-in', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('前端开发工程师')).toBeNull();
    expect(test.server.to(pathOf(CAREERS_CANDIDATE_AUTH_API.signOut, { member: 'demo' }))).toHaveLength(1);
  });
});
