import { PlusOutlined } from '@ant-design/icons';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { Link } from 'react-router';
import { QR_CODE_SIZE } from '@ehire/domain/constants';
import { GUIDE_COOKIE } from '@ehire/domain/workbench/guide';
import { chinaToday } from '@ehire/domain/jobs/validation';
import { memberExpiryNotice } from '@ehire/domain/toolbox/membership';
import type { ExamContract, WorkbenchHome } from '@ehire/domain/contracts/workbench';
import { ADD_JOB_LINK, PUBLISHED_JOBS_LINK, WORKBENCH_LINK } from '@ehire/domain/workbench/links';
import { showsSchoolContactCard } from '@ehire/domain/workbench/process-overview';
import { usePlatform } from '../../platform/PlatformContext';
import { readUserInfo } from '../../platform/session';
import { useAddJobEntry } from '../jobs/hooks/useAddJobEntry';
import { SchoolContactCard } from '../schools/SchoolContactCard';
import { InterviewCalendar } from './InterviewCalendar';
import { DesignResultCard } from './DesignResultCard';
import { ProcessOverviewCard } from './ProcessOverviewCard';
import { useWorkbenchApi, WORKBENCH_KEYS } from './workbench-api';
import { BuyingContactEntry, TalentPackEntry } from './WorkbenchActions';
import { lazyWithAntd } from '../../app/routing/with-antd';
import { Loading, Panel } from './Panel';
import styles from './WorkbenchPage.module.css';

// The workbench is plain (issue 13 §4: the console's landing page loads no antd on its first
// paint). What draws antd loads with it when shown: the first-use guide (antd Modal and Steps,
// only for a user who has not seen it) and the licences' table (when the popover opens).
const WorkbenchGuide = lazyWithAntd(async () => (await import('./WorkbenchGuide')).WorkbenchGuide);
const LicenceTable = lazyWithAntd(async () => (await import('./LicenceTable')).LicenceTable);

function Counter({
  label,
  value,
  to,
  testId,
}: {
  label: string;
  value: number;
  to?: string;
  testId: string;
}) {
  const body = (
    <>
      <div className={styles.counterValue}>{value}</div>
      <div className={styles.counterLabel}>{label}</div>
    </>
  );
  return to ? (
    <Link to={to} className={styles.counter} data-testid={testId}>
      {body}
    </Link>
  ) : (
    <div className={styles.counter} data-testid={testId}>
      {body}
    </div>
  );
}

function Counters({ home }: { home: WorkbenchHome }) {
  return (
    <div className={styles.counters} data-testid="workbench-counters">
      <Counter label="剩余职位数" value={home.remainJobCount} testId="counter-remain-jobs" />
      <Counter
        label="已发布职位"
        value={home.releasedJobCount}
        to={PUBLISHED_JOBS_LINK}
        testId="counter-released-jobs"
      />
      <Counter
        label="收到简历"
        value={home.receivedResumeCount}
        to="/resume?tab=first"
        testId="counter-received"
      />
      <Counter
        label="待筛选简历"
        value={home.resumeNoFilterCount}
        to={WORKBENCH_LINK.waitingForScreening}
        testId="counter-no-filter"
      />
      <Counter
        label="待面试"
        value={home.resumeToInterviewCount}
        to={WORKBENCH_LINK.waitingForInterview}
        testId="counter-to-interview"
      />
      <Counter
        label="待投递"
        value={home.toBeDeliveredCount}
        to={WORKBENCH_LINK.toBeDelivered}
        testId="counter-to-deliver"
      />
      <Counter
        label="已投递"
        value={home.deliveredCount}
        to={WORKBENCH_LINK.delivered}
        testId="counter-delivered"
      />
    </div>
  );
}

/** A balance of the account (antd's Statistic before: the number grouped by thousands). */
function Balance({ title, value, testId }: { title: string; value: number; testId: string }) {
  return (
    <div data-testid={testId}>
      <div className={styles.statTitle}>{title}</div>
      <div className={styles.statValue} data-testid="balance-value">
        {value.toLocaleString('en-US')}
      </div>
    </div>
  );
}

/** 测评许可 (WB-006, WB-007): a disclosure button; the table opens beside it, Esc or a click outside closes it. */
function LicenceEntry({ rows }: { rows: ExamContract[] }) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !anchor.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className={styles.popoverAnchor} ref={anchor}>
      <button
        type="button"
        className={styles.linkButton}
        data-testid="licence-entry"
        aria-expanded={open}
        aria-controls="workbench-licences"
        onClick={() => setOpen(!open)}
      >
        测评许可（{rows.reduce((sum, row) => sum + row.remainlicense, 0)}）
      </button>
      {open ? (
        <div
          className={styles.popover}
          id="workbench-licences"
          role="dialog"
          aria-label="测评许可"
          data-testid="licence-popover"
        >
          <h4 className={styles.popoverTitle}>测评许可</h4>
          <Suspense fallback={<Loading rows={2} />}>
            <LicenceTable rows={rows} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Issue 19: what happens when the membership ends (read-only console, careers site hidden),
 * announced within 30 days of ctmexpiredate and after it, with the way to renew.
 */
function MemberExpiryAlert({ expireDate, today }: { expireDate: string; today: Date }) {
  const notice = memberExpiryNotice(expireDate, chinaToday(today.getTime()));
  if (!notice) return null;
  return (
    <div
      role="alert"
      className={`${styles.alert} ${notice.expired ? styles.alertError : styles.alertWarning}`}
      data-testid="workbench-member-expiry"
    >
      <span className={styles.alertText}>{notice.text}</span>
      <Link to="/new/shoppingStore/memberCard" data-testid="workbench-renew">
        立即续费
      </Link>
    </div>
  );
}

/** 工作台 (/new/workHome, /workHome): the recruiter's dashboard of D1 §2. */
export function WorkbenchPage({ today = new Date() }: { today?: Date }) {
  const api = useWorkbenchApi();
  const { cookies } = usePlatform();
  const userInfo = readUserInfo(cookies);
  const addJob = useAddJobEntry();
  const home = useQuery({ queryKey: WORKBENCH_KEYS.home, queryFn: () => api.home() });
  const licences = useQuery({ queryKey: WORKBENCH_KEYS.examContracts, queryFn: () => api.examContracts() });
  const qr = useQuery({ queryKey: WORKBENCH_KEYS.shareQrCode, queryFn: () => api.shareQrCode() });

  return (
    <div data-testid="workbench-page">
      {cookies.get(GUIDE_COOKIE) ? null : (
        <Suspense fallback={null}>
          <WorkbenchGuide />
        </Suspense>
      )}
      <div className={styles.columns}>
        <div>
          <Panel>
            {home.data ? (
              <>
                <div className={styles.headline}>
                  <div>
                    <h2 className={styles.greetingTitle} data-testid="workbench-greeting">
                      您好，{userInfo?.oprcname ?? ''}，欢迎使用校园招聘管理后台
                    </h2>
                    <span className={styles.secondary} data-testid="workbench-expiry">
                      服务到期日：{home.data.ctmexpiredate}
                    </span>
                  </div>
                  <button
                    type="button"
                    className={styles.primaryButton}
                    disabled={addJob.checking}
                    aria-busy={addJob.checking}
                    onClick={() => void addJob.start(undefined, ADD_JOB_LINK)}
                  >
                    {addJob.checking ? (
                      <span className={styles.spinner} aria-hidden="true" />
                    ) : (
                      <PlusOutlined />
                    )}
                    发布职位
                  </button>
                </div>
                <MemberExpiryAlert expireDate={home.data.ctmexpiredate} today={today} />
                <div className={styles.balances} data-testid="workbench-balances">
                  <Balance title="短信邀请余额" value={home.data.smsInvitationBalance} testId="balance-sms" />
                  <Balance
                    title="面试邀请余额"
                    value={home.data.interviewInvitationBalance}
                    testId="balance-interview"
                  />
                  <Balance title="视频录制查看余额" value={home.data.videoTapeCount} testId="balance-video" />
                  <div>
                    <LicenceEntry rows={licences.data ?? []} />
                    <div>
                      <BuyingContactEntry />
                    </div>
                  </div>
                </div>
              </>
            ) : (
              <Loading />
            )}
          </Panel>
          <Panel title="招聘概况">{home.data ? <Counters home={home.data} /> : <Loading rows={2} />}</Panel>
          <ProcessOverviewCard />
        </div>
        <div>
          <DesignResultCard />
          <Panel title="招聘主页二维码">
            <div className={styles.qrCard}>
              {qr.data ? (
                <QRCodeSVG
                  value={qr.data.text}
                  size={QR_CODE_SIZE}
                  level="H"
                  data-testid="workbench-qr"
                  aria-label="招聘主页二维码"
                />
              ) : (
                <span
                  className={styles.qrPlaceholder}
                  style={{ width: QR_CODE_SIZE, height: QR_CODE_SIZE }}
                />
              )}
              <div style={{ color: '#666666', fontSize: 12, marginTop: 4 }}>微信扫码访问招聘主页</div>
            </div>
          </Panel>
          {home.data && showsSchoolContactCard(home.data.customerType) && <SchoolContactCard />}
          <Panel title="人才包">
            <TalentPackEntry />
          </Panel>
          <Panel title="面试日历">
            <InterviewCalendar today={today} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
