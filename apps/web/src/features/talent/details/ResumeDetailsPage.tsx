import { useMemo, useState } from 'react';
import {
  Button,
  Card,
  Col,
  Dropdown,
  Empty,
  List,
  Row,
  Space,
  Spin,
  Tabs,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { DownOutlined, LeftOutlined, RightOutlined, StarFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import {
  TALENT_ACTION_LABEL,
  type ResumeDetail,
  type TalentActionName,
} from '@ehire/domain/contracts/talent';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { useCanWrite } from '../../../platform/Can';
import { usePlatform } from '../../../platform/PlatformContext';
import { TALENT_KEYS, useTalentApi } from '../api/talent-api';
import { LabelTags } from '../components/LabelTags';
import { ListEmpty } from '../../../components/ListEmpty';
import { useTalentActions, type ActionTarget } from '../components/useTalentActions';
import { AssessmentCard } from '../../assessments/AssessmentCard';
import { InterviewBookingsCard } from '../../interviews/InterviewBookingsCard';
import { SendNoticeDialog, type NoticeRecipientTarget } from '../../notices/SendNoticeDialog';
import { AttachmentList } from './AttachmentList';
import { PreviewFields } from './PreviewFields';
import { detailsUrl, readDetailsContext } from './details-context';
import { ResumeView } from './ResumeView';

const ARRANGE: readonly TalentActionName[] = [
  'arrangeWrittenTest',
  'arrangeInterview',
  'arrangeVideoInterview',
];
const MORE: readonly TalentActionName[] = [
  'move',
  'moveFlow',
  'addLabels',
  'removeLabels',
  'addPersonalLabels',
  'removePersonalLabels',
  'restore',
];

/**
 * 简历详情 (/resumeDetails?id=<application id>): the resume as filled, its attachments, the
 * activity timeline, comments, scores, labels, the person's other applications, the actions of
 * the list, and 上一份 / 下一份 within the list it was opened from.
 */
export function ResumeDetailsPage() {
  const api = useTalentApi();
  const navigate = useNavigate();
  const { storage } = usePlatform();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id')?.trim() ?? '';
  const readOnly = !useCanWrite(PERMISSION.talent);
  const context = useMemo(() => readDetailsContext(storage.session), [storage]);

  const detail = useQuery({
    queryKey: TALENT_KEYS.detail(id),
    queryFn: () => api.detail(id),
    enabled: id !== '',
  });
  const neighbourRequest = context ? { applicationId: id, query: context.query } : null;
  const neighbours = useQuery({
    queryKey: TALENT_KEYS.neighbours(neighbourRequest ?? { applicationId: id, query: {} }),
    queryFn: () => api.neighbours(neighbourRequest!),
    enabled: id !== '' && neighbourRequest !== null,
  });
  const jobId = detail.data?.application.jobId;
  const steps = useQuery({
    queryKey: TALENT_KEYS.counts({ tab: 'second', jobId }),
    queryFn: () => api.counts({ tab: 'second', jobId }),
    enabled: jobId !== undefined && !readOnly,
  });
  const jobs = useQuery({
    queryKey: TALENT_KEYS.jobs,
    queryFn: () => api.jobs(),
    enabled: !readOnly && detail.data !== undefined,
  });
  /** 发送通知 (issue 14): the recipient while the dialog is open. */
  const [noticeTargets, setNoticeTargets] = useState<NoticeRecipientTarget[] | null>(null);
  const actions = useTalentActions({
    steps: steps.data?.steps ?? [],
    jobs: jobs.data ?? [],
    labels: detail.data?.application.labels ?? [],
  });

  if (id === '') {
    return (
      <Card variant="borderless">
        <Empty description="缺少投递编号，请从人才列表打开简历" />
      </Card>
    );
  }
  if (detail.isLoading) {
    return (
      <Card variant="borderless">
        <Spin />
      </Card>
    );
  }
  if (!detail.data) {
    return (
      <Card variant="borderless">
        <ListEmpty failed onRetry={() => void detail.refetch()} />
      </Card>
    );
  }

  const data = detail.data;
  const app = data.application;
  const target: ActionTarget = {
    applicationId: app.applicationId,
    name: app.name,
    flowId: app.flowId,
    ivid: app.ivid,
    jobId: app.jobId,
  };
  const act = (action: TalentActionName) => actions.start(action, [target]);
  const menu = (names: readonly TalentActionName[]) => ({
    items: names.map((name) => ({ key: name, label: TALENT_ACTION_LABEL[name] })),
    onClick: ({ key }: { key: string }) => act(key as TalentActionName),
  });
  const place = neighbours.data;

  return (
    <div data-testid="resume-details-page">
      <Card variant="borderless" style={{ marginBottom: 12 }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Space wrap>
            {context ? (
              <Button icon={<LeftOutlined />} onClick={() => void navigate(context.returnTo)}>
                返回列表
              </Button>
            ) : null}
            <Typography.Title level={4} style={{ margin: 0 }}>
              {app.name}
            </Typography.Title>
            {app.isStarred ? <StarFilled style={{ color: '#faad14' }} aria-label="已标星" /> : null}
            <Typography.Text type="secondary">{app.jobName}</Typography.Text>
            <Tag>{app.stepName}</Tag>
            <Tag color="blue" data-testid="details-status">
              {app.inboxStatusName}
            </Tag>
            {app.score !== null ? <Tag color="gold">{`评分 ${app.score}`}</Tag> : null}
          </Space>
          {context ? (
            <Space data-testid="details-neighbours">
              <Button
                icon={<LeftOutlined />}
                disabled={!place?.prevId}
                onClick={() => place?.prevId && void navigate(detailsUrl(place.prevId))}
              >
                上一份
              </Button>
              <Typography.Text type="secondary" data-testid="details-position">
                {place?.position ? `${place.position} / ${place.total}` : ''}
              </Typography.Text>
              <Button
                disabled={!place?.nextId}
                onClick={() => place?.nextId && void navigate(detailsUrl(place.nextId))}
              >
                下一份 <RightOutlined />
              </Button>
            </Space>
          ) : null}
        </Space>
        <PreviewFields data={data} />
        <Space style={{ marginTop: 12 }} wrap>
          <Typography.Text type="secondary">标签</Typography.Text>
          <LabelTags
            labels={app.labels}
            personalLabels={app.personalLabels}
            empty={<Typography.Text type="secondary">无</Typography.Text>}
          />
        </Space>
        {readOnly ? null : (
          <Space style={{ marginTop: 12, display: 'flex' }} wrap data-testid="details-actions">
            <Button type="primary" onClick={() => act('pass')}>
              通过
            </Button>
            <Button onClick={() => act('pending')}>待定</Button>
            <Button danger onClick={() => act('eliminate')}>
              淘汰
            </Button>
            <Dropdown trigger={['click']} menu={menu(ARRANGE)}>
              <Button>
                安排 <DownOutlined />
              </Button>
            </Dropdown>
            <Button onClick={() => act(app.isStarred ? 'unstar' : 'star')}>
              {app.isStarred ? '取消标星' : '标星'}
            </Button>
            <Button onClick={() => act('comment')}>评论</Button>
            <Button onClick={() => act('score')}>评分</Button>
            <Button onClick={() => setNoticeTargets([target])}>发送通知</Button>
            <Dropdown trigger={['click']} menu={menu(MORE)}>
              <Button>
                更多操作 <DownOutlined />
              </Button>
            </Dropdown>
          </Space>
        )}
      </Card>
      <Row gutter={12}>
        <Col xs={24} lg={15}>
          <Card variant="borderless">
            <Tabs
              items={[
                { key: 'resume', label: '简历', children: <ResumeView detail={data} /> },
                {
                  key: 'attachments',
                  label: `附件(${data.resume.attachments.length})`,
                  children: <AttachmentList attachments={data.resume.attachments} />,
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <SideTabs detail={data} />
          <InterviewBookingsCard applicationId={app.applicationId} candidateName={app.name} />
          <AssessmentCard applicationId={app.applicationId} />
        </Col>
      </Row>
      {actions.element}
      <SendNoticeDialog targets={noticeTargets} onClose={() => setNoticeTargets(null)} />
    </div>
  );
}

function SideTabs({ detail }: { detail: ResumeDetail }) {
  const navigate = useNavigate();
  return (
    <Card variant="borderless">
      <Tabs
        items={[
          {
            key: 'activity',
            label: '动态',
            children:
              detail.activity.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无动态" />
              ) : (
                <Timeline
                  data-testid="activity-timeline"
                  items={detail.activity.map((item) => ({
                    key: item.id,
                    children: (
                      <div>
                        <Typography.Text strong>{item.actionName}</Typography.Text>
                        {item.detail ? <div>{item.detail}</div> : null}
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {`${item.actorName} · ${formatDateTime(item.createdAt)}`}
                        </Typography.Text>
                      </div>
                    ),
                  }))}
                />
              ),
          },
          {
            key: 'comments',
            label: `评论(${detail.comments.length})`,
            children: (
              <List
                size="small"
                locale={{ emptyText: '暂无评论' }}
                dataSource={detail.comments}
                renderItem={(comment) => (
                  <List.Item>
                    <List.Item.Meta
                      title={comment.content}
                      description={`${comment.authorName} · ${formatDateTime(comment.createdAt)}`}
                    />
                  </List.Item>
                )}
              />
            ),
          },
          {
            key: 'scores',
            label: `评分(${detail.scores.length})`,
            children: (
              <List
                size="small"
                locale={{ emptyText: '暂无评分' }}
                dataSource={detail.scores}
                renderItem={(score) => (
                  <List.Item>
                    <List.Item.Meta
                      title={
                        <Space>
                          <Tag color="gold">{`${score.score}分`}</Tag>
                          <span>{score.comment}</span>
                        </Space>
                      }
                      description={`${score.authorName} · ${formatDateTime(score.createdAt)}`}
                    />
                  </List.Item>
                )}
              />
            ),
          },
          {
            key: 'others',
            label: `其他投递(${detail.otherApplications.length})`,
            children: (
              <List
                size="small"
                locale={{ emptyText: '没有其他投递' }}
                dataSource={detail.otherApplications}
                renderItem={(other) => (
                  <List.Item>
                    <List.Item.Meta
                      title={
                        <Typography.Link onClick={() => void navigate(detailsUrl(other.applicationId))}>
                          {other.jobName}
                        </Typography.Link>
                      }
                      description={`${other.stepName} · ${other.inboxStatusName} · ${formatDateTime(other.appliedAt)}`}
                    />
                  </List.Item>
                )}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
