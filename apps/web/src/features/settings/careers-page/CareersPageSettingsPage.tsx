import { useEffect, useRef } from 'react';
import { Alert, App, Button, Checkbox, Col, Form, Input, Row, Space, Spin, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { CareersPageInput, type CareersPage } from '@ehire/domain/contracts/settings';
import {
  CAREERS_CONTACT_MAX,
  CAREERS_INTRO_MAX,
  CAREERS_JOB_LIST_KEYS,
  CAREERS_JOB_LIST_LABEL,
  CAREERS_PAGE_MESSAGES,
  DEFAULT_THEME_COLOR,
  type CareersJobListKey,
} from '@ehire/domain/settings/careers-page';
import { CAREERS_IMAGE_MAX_MB } from '@ehire/domain/settings/careers-image';
import { Can, useCanWrite } from '../../../platform/Can';
import { PageCard } from '../../jobs/components/PageCard';
import { zodRule } from '../../jobs/utils/zod-rule';
import { SETTINGS_KEYS, useSettingsApi } from '../settings-api';

/** A job of the preview's list, with every item the list can show. */
const SAMPLE_JOB: Record<CareersJobListKey, string> = {
  salary: '10000-15000元/月',
  area: '上海',
  degree: '本科',
  jobNum: '招3人',
  term: '全职',
  funcTypeName: '技术研发',
  tags: '五险一金',
};

/** The careers site's header, intro and one job as the draft would show them. */
function CareersPreview({ page }: { page: Partial<CareersPage> }) {
  const shown = new Set(page.jobListFields ?? CAREERS_JOB_LIST_KEYS);
  const meta = (['area', 'degree', 'jobNum', 'term', 'funcTypeName'] as const)
    .filter((key) => shown.has(key))
    .map((key) => SAMPLE_JOB[key])
    .join(' · ');
  return (
    <div data-testid="careers-page-preview" style={{ border: '1px solid #f0f0f0', borderRadius: 4 }}>
      <div
        style={{
          borderTop: `4px solid ${page.themeColor || DEFAULT_THEME_COLOR}`,
          padding: '12px 16px',
          display: 'flex',
          alignItems: 'center',
          gap: 8,
        }}
      >
        {page.logoUrl ? <img src={page.logoUrl} alt="标志" style={{ height: 28 }} /> : null}
        <strong>企业名称</strong>
        <span style={{ color: '#999' }}>校园招聘</span>
      </div>
      <div style={{ padding: 16 }}>
        {page.bannerUrl ? <img src={page.bannerUrl} alt="横幅" style={{ width: '100%' }} /> : null}
        {page.intro ? <Typography.Paragraph>{page.intro}</Typography.Paragraph> : null}
        {page.contact ? <Typography.Paragraph>联系我们：{page.contact}</Typography.Paragraph> : null}
        <div style={{ border: '1px solid #f0f0f0', padding: 12 }} data-testid="careers-page-preview-job">
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <strong>算法工程师</strong>
            {shown.has('salary') ? <span style={{ color: page.themeColor }}>{SAMPLE_JOB.salary}</span> : null}
          </Space>
          <div style={{ color: '#666' }}>{meta}</div>
          {shown.has('tags') ? <Tag>{SAMPLE_JOB.tags}</Tag> : null}
        </div>
      </div>
    </div>
  );
}

/**
 * 页面设置 (/new/systemManagement/resumePageSettings; issue 17, GAP-048): the careers site's
 * logo, banner, intro, theme colour, contact and what its job list shows. Changes are a draft,
 * previewed beside the form; 发布 puts them on the careers site. Below level 2 of
 * Resume.PageSetting the page only reads.
 */
export function CareersPageSettingsPage() {
  const api = useSettingsApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const canWrite = useCanWrite(PERMISSION.resumePageSetting);
  const state = useQuery({ queryKey: SETTINGS_KEYS.careersPage, queryFn: () => api.careersPage() });
  const [form] = Form.useForm<CareersPage>();
  const watched = Form.useWatch([], form) as Partial<CareersPage> | undefined;
  useEffect(() => {
    if (state.data) form.setFieldsValue(state.data.draft);
  }, [form, state.data]);
  const save = useMutation({
    mutationFn: async ({ values, publish }: { values: CareersPage; publish: boolean }) => {
      const saved = await api.saveCareersPage(values);
      return publish && saved.unpublished ? api.publishCareersPage() : saved;
    },
    onSuccess: (saved, { publish }) => {
      void message.success(publish ? CAREERS_PAGE_MESSAGES.published : '保存成功');
      queryClient.setQueryData(SETTINGS_KEYS.careersPage, saved);
    },
  });
  const submit = (publish: boolean) =>
    void form.validateFields().then(
      (values) => save.mutate({ values: CareersPageInput.parse(values), publish }),
      () => undefined, // the form shows the field's message
    );

  if (!state.data) {
    return (
      <PageCard title="页面设置" testId="careers-page-settings">
        {state.isError ? <Alert type="error" showIcon message="加载失败，请刷新重试" /> : <Spin aria-label="加载中" />}
      </PageCard>
    );
  }
  const status = !state.data.published ? (
    <Tag>未发布</Tag>
  ) : state.data.unpublished ? (
    <Tag color="orange">有未发布的修改</Tag>
  ) : (
    <Tag color="green">已发布</Tag>
  );
  const urlRule = (name: 'logoUrl' | 'bannerUrl') => [zodRule(CareersPageInput.shape[name])];
  return (
    <PageCard title="页面设置" testId="careers-page-settings">
      <Typography.Paragraph type="secondary">
        设置招聘官网的外观与职位列表显示项。修改先保存为草稿，右侧预览确认后点击“发布”，招聘官网才会更新。
        <span data-testid="careers-page-status" style={{ marginLeft: 8 }}>
          {status}
        </span>
      </Typography.Paragraph>
      <Row gutter={32}>
        <Col xs={24} lg={12}>
          <Form form={form} layout="vertical" disabled={!canWrite}>
            <Form.Item label="标志图片地址" extra="留空则使用企业标志；可上传png、jpg、webp图片">
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="logoUrl" noStyle rules={urlRule('logoUrl')}>
                  <Input aria-label="标志图片地址" placeholder="https://" maxLength={500} />
                </Form.Item>
                <ImageUpload label="上传标志" onUploaded={(url) => form.setFieldValue('logoUrl', url)} />
              </Space.Compact>
            </Form.Item>
            <Form.Item label="横幅图片地址" extra={`可上传png、jpg、webp图片，最大${CAREERS_IMAGE_MAX_MB}MB`}>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="bannerUrl" noStyle rules={urlRule('bannerUrl')}>
                  <Input aria-label="横幅图片地址" placeholder="https://" maxLength={500} />
                </Form.Item>
                <ImageUpload label="上传横幅" onUploaded={(url) => form.setFieldValue('bannerUrl', url)} />
              </Space.Compact>
            </Form.Item>
            <Form.Item name="themeColor" label="主题色" rules={[zodRule(CareersPageInput.shape.themeColor)]}>
              <Input aria-label="主题色" placeholder={DEFAULT_THEME_COLOR} maxLength={7} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="intro" label="官网介绍" rules={[zodRule(CareersPageInput.shape.intro)]}>
              <Input.TextArea aria-label="官网介绍" rows={4} maxLength={CAREERS_INTRO_MAX} showCount />
            </Form.Item>
            <Form.Item name="contact" label="联系方式" rules={[zodRule(CareersPageInput.shape.contact)]}>
              <Input aria-label="联系方式" maxLength={CAREERS_CONTACT_MAX} />
            </Form.Item>
            <Form.Item name="jobListFields" label="职位列表显示">
              <Checkbox.Group
                options={CAREERS_JOB_LIST_KEYS.map((key) => ({ value: key, label: CAREERS_JOB_LIST_LABEL[key] }))}
              />
            </Form.Item>
            <Can write={PERMISSION.resumePageSetting}>
              <Space>
                <Button loading={save.isPending} onClick={() => submit(false)}>
                  保存草稿
                </Button>
                <Button type="primary" loading={save.isPending} onClick={() => submit(true)}>
                  发布
                </Button>
              </Space>
            </Can>
          </Form>
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>预览</Typography.Title>
          <CareersPreview page={watched ?? state.data.draft} />
        </Col>
      </Row>
    </PageCard>
  );
}

/** A button picking one image: uploaded at once (the server checks it), its address goes in the field. */
function ImageUpload({ label, onUploaded }: { label: string; onUploaded: (url: string) => void }) {
  const api = useSettingsApi();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (file: File) => api.uploadCareersImage(file),
    onSuccess: (answer) => {
      onUploaded(answer.url);
      void message.success('上传成功');
    },
  });
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-label={label}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload.mutate(file);
        }}
      />
      <Button loading={upload.isPending} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}
