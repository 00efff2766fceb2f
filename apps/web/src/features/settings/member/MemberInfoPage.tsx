import { useEffect } from 'react';
import { Alert, App, Button, Descriptions, Form, Input, Space, Statistic, Tabs, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { CompanyProfileInput, type CompanyProfile } from '@ehire/domain/contracts/settings';
import { useCanWrite } from '../../../platform/Can';
import { PageCard } from '../../jobs/components/PageCard';
import { zodRule } from '../../jobs/utils/zod-rule';
import { OrderTable } from '../../shop/components/OrderTable';
import { ProductCatalogue } from '../../shop/components/ProductCatalogue';
import { SETTINGS_KEYS, useSettingsApi } from '../settings-api';
import { BoundMobileTab } from './BoundMobileTab';
import { CustomServiceTab } from './CustomServiceTab';

const TABS = [
  { key: 'mobile', label: '手机号码' },
  { key: 'custom', label: '定制服务' },
  { key: 'companyinfo', label: '企业信息' },
  { key: 'deadline', label: '服务期限' },
  { key: 'smsrecharge', label: '短信充值' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const FIELDS: Array<{ name: keyof CompanyProfile; label: string; max: number; area?: boolean }> = [
  { name: 'shortName', label: '企业简称', max: 30 },
  { name: 'industry', label: '所属行业', max: 30 },
  { name: 'scale', label: '企业规模', max: 30 },
  { name: 'address', label: '企业地址', max: 100 },
  { name: 'website', label: '企业网址', max: 200 },
  { name: 'contactName', label: '联系人', max: 30 },
  { name: 'contactPhone', label: '联系电话', max: 20 },
  { name: 'contactEmail', label: '联系邮箱', max: 100 },
  { name: 'intro', label: '企业简介', max: 2000, area: true },
];

/**
 * 会员管理 (/new/systemManagement/ctminfo/{mobile,custom,companyinfo,deadline,smsrecharge}; issue 17): the
 * bound mobile (SMS check), 定制服务 requests (toolbox quotes), the company information the careers site shows, the service period with renewal, and the SMS
 * balance with recharge. Renewing and recharging are toolbox orders (issue 19), shown to whoever
 * may use the toolbox. Below level 2 of Ctm.Member the company information only reads.
 */
export function MemberInfoPage() {
  const api = useSettingsApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const canWrite = useCanWrite(PERMISSION.member);
  const canShop = useCanWrite(PERMISSION.shop);
  const tab: TabKey = TABS.find((t) => pathname.endsWith(`/${t.key}`))?.key ?? 'companyinfo';
  const base = pathname.slice(0, pathname.lastIndexOf('/'));
  const info = useQuery({ queryKey: SETTINGS_KEYS.member, queryFn: () => api.memberInfo() });
  const [form] = Form.useForm<CompanyProfile>();
  useEffect(() => {
    if (info.data) form.setFieldsValue(info.data.profile);
  }, [form, info.data]);
  const save = useMutation({
    mutationFn: (values: CompanyProfile) => api.saveCompany(values),
    onSuccess: async () => {
      void message.success('保存成功');
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.member });
    },
  });

  const data = info.data;
  const company = (
    <>
      <Descriptions column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="企业名称">{data?.name}</Descriptions.Item>
        <Descriptions.Item label="会员名">{data?.memberName}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">以下信息展示在招聘官网的“关于我们”中。</Typography.Paragraph>
      <Form form={form} layout="vertical" disabled={!canWrite} style={{ maxWidth: 640 }}>
        {FIELDS.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            rules={[zodRule(CompanyProfileInput.shape[field.name])]}
          >
            {field.area ? (
              <Input.TextArea aria-label={field.label} rows={5} maxLength={field.max} showCount />
            ) : (
              <Input aria-label={field.label} maxLength={field.max} />
            )}
          </Form.Item>
        ))}
        {canWrite ? (
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() =>
              void form.validateFields().then(
                (values) => save.mutate(values),
                () => undefined, // the form shows the field's message
              )
            }
          >
            保存
          </Button>
        ) : null}
      </Form>
    </>
  );

  const expiry =
    data && data.daysLeft !== null ? (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space size={48}>
          <Statistic title="服务到期日" value={data.expireDate} />
          <Statistic
            title={data.daysLeft < 0 ? '已到期' : '剩余天数'}
            value={Math.abs(data.daysLeft)}
            suffix="天"
          />
        </Space>
        {data.daysLeft < 0 ? (
          <Alert type="error" showIcon message="服务已到期：后台为只读，招聘官网已隐藏。续费后立即恢复。" />
        ) : null}
      </Space>
    ) : (
      <Typography.Text>未设置服务期限</Typography.Text>
    );

  const shop = (kind: 'membership' | 'sms') =>
    canShop ? (
      <>
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {kind === 'membership' ? '续费' : '充值'}
        </Typography.Title>
        <ProductCatalogue
          filter={(p) => (kind === 'membership' ? p.kind === 'membership' : p.asset === 'sms')}
        />
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {kind === 'membership' ? '续费记录' : '充值记录'}
        </Typography.Title>
        <OrderTable filter={(o) => (kind === 'membership' ? o.kind === 'membership' : o.asset === 'sms')} />
      </>
    ) : (
      <Typography.Paragraph type="secondary" style={{ marginTop: 24 }}>
        续费与充值请联系有工具箱权限的管理员。
      </Typography.Paragraph>
    );

  return (
    <PageCard title="会员管理" testId="member-info-page">
      <Tabs
        activeKey={tab}
        onChange={(key) => void navigate(`${base}/${key}`)}
        items={TABS.map((t) => ({
          key: t.key,
          label: t.label,
          children:
            t.key === 'mobile' ? (
              <BoundMobileTab />
            ) : t.key === 'custom' ? (
              <CustomServiceTab />
            ) : t.key === 'companyinfo' ? (
              company
            ) : t.key === 'deadline' ? (
              <>
                {expiry}
                {shop('membership')}
              </>
            ) : (
              <>
                <Statistic title="短信余额" value={data?.smsBalance ?? 0} suffix="条" />
                {shop('sms')}
              </>
            ),
        }))}
      />
    </PageCard>
  );
}
