import { Alert, Button, Card, Col, Popover, Row, Skeleton, Space, Statistic, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { Link } from 'react-router';
import { QR_CODE_SIZE } from '@ehire/domain/constants';
import { GUIDE_COOKIE } from '@ehire/domain/workbench/guide';
import { chinaToday } from '@ehire/domain/jobs/validation';
import { memberExpiryNotice } from '@ehire/domain/toolbox/membership';
import type { WorkbenchHome } from '@ehire/domain/contracts/workbench';
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
import { LicenceTable } from './LicenceTable';
import styles from './WorkbenchPage.module.css';

// The first-use guide (and antd Steps) loads only for a user who has not seen it (issue 13 §4).
const WorkbenchGuide = lazy(() => import('./WorkbenchGuide').then((m) => ({ default: m.WorkbenchGuide })));

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
    <Row gutter={8} data-testid="workbench-counters">
      <Col flex={1}>
        <Counter label="剩余职位数" value={home.remainJobCount} testId="counter-remain-jobs" />
      </Col>
      <Col flex={1}>
        <Counter
          label="已发布职位"
          value={home.releasedJobCount}
          to={PUBLISHED_JOBS_LINK}
          testId="counter-released-jobs"
        />
      </Col>
      <Col flex={1}>
        <Counter
          label="收到简历"
          value={home.receivedResumeCount}
          to="/resume?tab=first"
          testId="counter-received"
        />
      </Col>
      <Col flex={1}>
        <Counter
          label="待筛选简历"
          value={home.resumeNoFilterCount}
          to={WORKBENCH_LINK.waitingForScreening}
          testId="counter-no-filter"
        />
      </Col>
      <Col flex={1}>
        <Counter
          label="待面试"
          value={home.resumeToInterviewCount}
          to={WORKBENCH_LINK.waitingForInterview}
          testId="counter-to-interview"
        />
      </Col>
      <Col flex={1}>
        <Counter
          label="待投递"
          value={home.toBeDeliveredCount}
          to={WORKBENCH_LINK.toBeDelivered}
          testId="counter-to-deliver"
        />
      </Col>
      <Col flex={1}>
        <Counter
          label="已投递"
          value={home.deliveredCount}
          to={WORKBENCH_LINK.delivered}
          testId="counter-delivered"
        />
      </Col>
    </Row>
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
    <Alert
      type={notice.expired ? 'error' : 'warning'}
      showIcon
      style={{ marginTop: 12 }}
      data-testid="workbench-member-expiry"
      title={notice.text}
      action={
        <Link to="/new/shoppingStore/memberCard" data-testid="workbench-renew">
          立即续费
        </Link>
      }
    />
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
      <Row gutter={16}>
        <Col span={18}>
          <Card size="small" style={{ marginBottom: 16 }}>
            {home.data ? (
              <>
                <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start">
                  <div>
                    <Typography.Title level={4} style={{ margin: 0 }} data-testid="workbench-greeting">
                      您好，{userInfo?.oprcname ?? ''}，欢迎使用校园招聘管理后台
                    </Typography.Title>
                    <Typography.Text type="secondary" data-testid="workbench-expiry">
                      服务到期日：{home.data.ctmexpiredate}
                    </Typography.Text>
                  </div>
                  <Button
                    type="primary"
                    icon={<PlusOutlined />}
                    loading={addJob.checking}
                    onClick={() => void addJob.start(undefined, ADD_JOB_LINK)}
                  >
                    发布职位
                  </Button>
                </Space>
                <MemberExpiryAlert expireDate={home.data.ctmexpiredate} today={today} />
                <Row gutter={16} style={{ marginTop: 16 }} data-testid="workbench-balances">
                  <Col span={6} data-testid="balance-sms">
                    <Statistic title="短信邀请余额" value={home.data.smsInvitationBalance} />
                  </Col>
                  <Col span={6} data-testid="balance-interview">
                    <Statistic title="面试邀请余额" value={home.data.interviewInvitationBalance} />
                  </Col>
                  <Col span={6} data-testid="balance-video">
                    <Statistic title="视频录制查看余额" value={home.data.videoTapeCount} />
                  </Col>
                  <Col span={6}>
                    <Popover
                      trigger="click"
                      title="测评许可"
                      content={<LicenceTable rows={licences.data ?? []} />}
                    >
                      <Button type="link" style={{ padding: 0 }} data-testid="licence-entry">
                        测评许可（{(licences.data ?? []).reduce((sum, row) => sum + row.remainlicense, 0)}）
                      </Button>
                    </Popover>
                    <div>
                      <BuyingContactEntry />
                    </div>
                  </Col>
                </Row>
              </>
            ) : (
              <Skeleton active paragraph={{ rows: 2 }} />
            )}
          </Card>
          <Card size="small" title="招聘概况" style={{ marginBottom: 16 }}>
            {home.data ? <Counters home={home.data} /> : <Skeleton active paragraph={{ rows: 1 }} />}
          </Card>
          <ProcessOverviewCard />
        </Col>
        <Col span={6}>
          <DesignResultCard />
          <Card size="small" title="招聘主页二维码" style={{ marginBottom: 16, textAlign: 'center' }}>
            {qr.data ? (
              <QRCodeSVG
                value={qr.data.text}
                size={QR_CODE_SIZE}
                level="H"
                data-testid="workbench-qr"
                aria-label="招聘主页二维码"
              />
            ) : (
              <Skeleton.Node active style={{ width: QR_CODE_SIZE, height: QR_CODE_SIZE }} />
            )}
            <div style={{ color: '#666666', fontSize: 12, marginTop: 4 }}>微信扫码访问招聘主页</div>
          </Card>
          {home.data && showsSchoolContactCard(home.data.customerType) && <SchoolContactCard />}
          <Card size="small" title="人才包" style={{ marginBottom: 16 }}>
            <TalentPackEntry />
          </Card>
          <Card size="small" title="面试日历">
            <InterviewCalendar today={today} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
