import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Notice, ResultView, Spinner } from '../ui/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { APPLY_FIELD, applyFieldsFromAnswers, designProblems } from '@ehire/domain/apply/from-answers';
import type { ApplyAnswer } from '@ehire/domain/contracts/talent';
import { APPLY_ATTACHMENT_MAX_BYTES } from '@ehire/domain/constants';
import {
  isAttachmentAnswer,
  type AttachmentAnswer,
  type ResumeAnswers,
} from '@ehire/domain/resume-design/form-answers';
import type { DictionaryLookup } from '@ehire/domain/resume-design/form-options';
import { CareersError, useCareersApi } from '../careers-api';
import { ResumeForm } from '../resume-form/ResumeForm';
import { careersLink } from '../careers-link';
import styles from '../CandidateSite.module.css';
import { applyApi, APPLY_FAILED } from './apply-api';
import { CandidateBar, CandidateSignIn, useCandidateSession } from './CandidateSignIn';

const APPLY_TEXT = {
  tooManyFiles: '附件最多10个',
  fileTooLarge: '文件大小不能超过10MB',
  success: '投递成功',
  followUp: '可在「我的投递」查看进度或撤回投递。',
  signInHint:
    '投递前请先验证手机号（或邮箱）：投递须使用验证过的手机号或邮箱，之后凭它在「我的投递」查看进度。',
} as const;

function newSubmitKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * 投递 (issue 6 §2): the application form rendered from the tenant's online resume design, with
 * its dictionaries; a picked file is uploaded at once (multipart, issue 12: the server reads its
 * type from the bytes and refuses it with a message naming it) and the form keeps its id, which
 * the apply request refers to. The answers are mapped to the system fields (from-answers) only to
 * show the mapping's messages before posting: the request carries the answers, from which the
 * server derives the person itself (issue 13 §2); its zh-CN message is shown as is (resubmission
 * refused, job closed…).
 */
export function ApplyPage({ member, jobId }: { member: string; jobId: string }) {
  const careers = useCareersApi();
  const session = useCandidateSession(member);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const ref = searchParams.get('ref');
  /** Field of each file uploaded on this page, by the id the server gave it. */
  const uploaded = useRef(new Map<string, string>());
  // One key per filled-in form: a submit retried after a lost answer gets the application it
  // made rather than 您已投递过该职位.
  const submitKey = useRef(newSubmitKey());
  const [problems, setProblems] = useState<string[]>([]);
  // 更多设置's consent (issue 17): whether the tenant's text was ticked; the server refuses an
  // apply without it, with the message shown like any other refusal.
  const [consented, setConsented] = useState(false);
  const [done, setDone] = useState<ApplyAnswer | null>(null);
  const problemsRef = useRef<HTMLDivElement>(null);
  // The problems show above the form: bring them into view.
  useEffect(() => {
    if (problems.length > 0) problemsRef.current?.scrollIntoView?.({ block: 'center' });
  }, [problems]);

  const job = useQuery({
    queryKey: ['careers', member, 'job', jobId],
    queryFn: () => careers.job(member, jobId),
    retry: false,
  });
  const design = useQuery({
    queryKey: ['careers', member, 'resume-design'],
    queryFn: () => applyApi.design(member),
    retry: false,
  });
  const dictionaries = useMemo<DictionaryLookup>(
    () => ({
      system: (key) => design.data?.systemDictionaries[key],
      member: (id) => design.data?.memberDictionaries[id],
    }),
    [design.data],
  );

  const back = (
    <Button
      variant="link"
      onClick={() => void navigate(careersLink(member, `/jobs/${encodeURIComponent(jobId)}`, ref))}
      className={styles.back}
    >
      返回职位详情
    </Button>
  );

  // A picked file is uploaded now; the form keeps the server's id, name and size.
  const uploadFile = async (file: File, field: { colId: string }): Promise<AttachmentAnswer> => {
    if (file.size > APPLY_ATTACHMENT_MAX_BYTES) throw new Error(APPLY_TEXT.fileTooLarge);
    const stored = await applyApi.upload(member, file);
    uploaded.current.set(stored.id, field.colId);
    return { fileId: stored.id, name: stored.name, size: stored.size };
  };

  async function submit(answers: ResumeAnswers) {
    if (!design.data) return;
    setProblems([]);
    // The server maps the same answers the same way: the messages show before a round trip.
    const mapped = applyFieldsFromAnswers(design.data, answers);
    if (!mapped.ok) {
      setProblems(mapped.errors);
      return;
    }
    // Only the files still in the answers go: a removed or replaced one stays behind (unused
    // uploads expire on the server).
    const attachments: Array<{ field: string; fileId: string }> = [];
    for (const sections of Object.values(answers)) {
      for (const section of sections) {
        for (const value of Object.values(section)) {
          if (!isAttachmentAnswer(value)) continue;
          const field = uploaded.current.get(value.fileId);
          if (field) attachments.push({ field, fileId: value.fileId });
        }
      }
    }
    if (attachments.length > 10) {
      setProblems([APPLY_TEXT.tooManyFiles]);
      return;
    }
    try {
      const answer = await applyApi.apply(member, jobId, {
        answers,
        attachments,
        submitKey: submitKey.current,
        consentAccepted: consented,
        ...(ref ? { ref } : {}),
      });
      setDone(answer);
      document.documentElement.scrollTop = 0;
    } catch (error) {
      setProblems([error instanceof Error && error.message ? error.message : APPLY_FAILED]);
    }
  }

  if (done) {
    return (
      <ResultView
        status="success"
        title={APPLY_TEXT.success}
        subTitle={job.data ? `已投递「${job.data.name}」` : undefined}
        extra={
          <>
            <Button variant="primary" onClick={() => void navigate(careersLink(member, '/my', ref))}>
              查看我的投递
            </Button>
            <Button onClick={() => void navigate(careersLink(member, '', ref))}>返回职位列表</Button>
          </>
        }
      >
        <p data-testid="apply-done">{APPLY_TEXT.followUp}</p>
      </ResultView>
    );
  }

  if (job.isPending || design.isPending || session.isPending) {
    return (
      <div className={styles.center}>
        <Spinner />
      </div>
    );
  }
  if (job.isError) {
    const gone = job.error instanceof CareersError && job.error.status === 404;
    return (
      <>
        {back}
        <ResultView
          status={gone ? '404' : 'warning'}
          title={gone ? '职位已下线或不存在' : '职位加载失败'}
          subTitle={gone ? '该职位暂不招聘，看看其他职位吧。' : job.error.message}
        />
      </>
    );
  }
  if (session.isError) {
    return (
      <>
        {back}
        <ResultView status="warning" title="加载失败" subTitle={session.error.message} />
      </>
    );
  }
  if (design.isError) {
    return (
      <>
        {back}
        <ResultView status="warning" title="简历表单加载失败" subTitle={design.error.message} />
      </>
    );
  }
  // A design without the fields an application needs cannot be submitted: say so up front.
  const lacks = designProblems(design.data);
  if (lacks.length > 0) {
    return (
      <>
        {back}
        <ResultView status="warning" title="暂无法投递" subTitle={lacks.join('；')} />
      </>
    );
  }

  const me = session.data;
  if (!me.signedIn) {
    return (
      <div data-testid="apply-page">
        {back}
        <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>投递：{job.data.name}</h1>
        <CandidateSignIn member={member} hint={APPLY_TEXT.signInHint} />
      </div>
    );
  }
  // The verified contact goes into the form: the server accepts only that mobile or email.
  const contactField = me.channel === 'email' ? APPLY_FIELD.email : APPLY_FIELD.mobile;
  const contactModule = design.data.emodules.find((m) => m.ecolumns.some((f) => f.colId === contactField));
  const initialAnswers: ResumeAnswers = contactModule
    ? { [contactModule.modId]: [{ [contactField]: me.address ?? '' }] }
    : {};

  return (
    <div data-testid="apply-page">
      {back}
      <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>投递：{job.data.name}</h1>
      <CandidateBar member={member} me={me} />
      {problems.length > 0 ? (
        <div ref={problemsRef}>
          <Notice
            type="error"
            data-testid="apply-problems"
            className={styles.problems}
            title={problems.length === 1 ? problems[0] : '请修改以下内容后再提交'}
          >
            {problems.length > 1 ? (
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : null}
          </Notice>
        </div>
      ) : null}
      {design.data.consentText ? (
        <section
          data-testid="apply-consent"
          style={{ border: '1px solid #e5e6eb', borderRadius: 4, padding: 12, margin: '0 0 16px' }}
        >
          <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>个人信息处理说明</h2>
          <p style={{ whiteSpace: 'pre-wrap', margin: '0 0 8px' }}>{design.data.consentText}</p>
          <label>
            <input type="checkbox" checked={consented} onChange={(e) => setConsented(e.target.checked)} />{' '}
            我已阅读并同意上述个人信息处理说明
          </label>
        </section>
      ) : null}
      <ResumeForm
        design={design.data}
        initialAnswers={initialAnswers}
        dictionaries={dictionaries}
        uploadFile={uploadFile}
        submitText="提交投递"
        onSubmit={submit}
      />
    </div>
  );
}
