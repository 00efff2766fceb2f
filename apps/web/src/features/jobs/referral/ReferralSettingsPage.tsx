import { useEffect } from 'react';
import { App, Button, Card, Col, Form, Input, InputNumber, Row, Space, Spin, Switch } from 'antd';
import { TeamOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ReferralSetting } from '@ehire/domain/contracts/referral';
import { REFERRAL_KEYS, useReferralApi } from '../api/referral-api';
import { ListEmpty } from '../../../components/ListEmpty';
import { PageCard } from '../components/PageCard';
import { zodRule } from '../utils/zod-rule';

const shape = ReferralSetting.shape;

/** 内推 (/interpolation): whether referral links work, the protection period, what candidates see. */
export function ReferralSettingsPage() {
  const api = useReferralApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<ReferralSetting>();
  const setting = useQuery({ queryKey: REFERRAL_KEYS.setting, queryFn: () => api.setting() });

  useEffect(() => {
    if (setting.data) form.setFieldsValue(setting.data);
  }, [setting.data, form]);

  const save = useMutation({
    mutationFn: (values: ReferralSetting) => api.saveSetting({ ...values, rule: values.rule ?? '' }),
    onSuccess: async () => {
      void message.success('内推设置已保存');
      await queryClient.invalidateQueries({ queryKey: REFERRAL_KEYS.setting });
    },
  });

  return (
    <PageCard title="内推" testId="referral-settings-page">
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={12}>
          <Card hoverable size="small" onClick={() => void navigate('/staffManage')}>
            <Space>
              <TeamOutlined style={{ fontSize: 20, color: '#1677ff' }} />
              <div>
                <div style={{ fontWeight: 600 }}>内推员工管理</div>
                <div style={{ color: '#8c8c8c', fontSize: 12 }}>添加、导入员工，复制内推链接和内推码</div>
              </div>
            </Space>
          </Card>
        </Col>
        <Col span={12}>
          <Card hoverable size="small" onClick={() => void navigate('/interpolitationResumeList')}>
            <Space>
              <UserSwitchOutlined style={{ fontSize: 20, color: '#1677ff' }} />
              <div>
                <div style={{ fontWeight: 600 }}>内推人才</div>
                <div style={{ color: '#8c8c8c', fontSize: 12 }}>查看经员工内推投递的候选人</div>
              </div>
            </Space>
          </Card>
        </Col>
      </Row>
      {setting.isPending ? (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      ) : setting.isError ? (
        <ListEmpty failed onRetry={() => void setting.refetch()} />
      ) : (
        <Form<ReferralSetting>
          form={form}
          layout="horizontal"
          labelCol={{ flex: '140px' }}
          style={{ maxWidth: 720 }}
          onFinish={(values) => save.mutate(values)}
          data-testid="referral-setting-form"
        >
          <Form.Item
            label="开启内推"
            name="enabled"
            valuePropName="checked"
            extra="关闭后，内推链接仍可打开招聘官网，但不再记录内推关系。"
          >
            <Switch />
          </Form.Item>
          <Form.Item
            label="内推保护期（天）"
            name="protectDays"
            required
            rules={[zodRule(shape.protectDays)]}
            extra="保护期内，同一候选人被其他员工再次内推时仍归属首位内推人。"
          >
            <InputNumber min={1} max={365} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            label="展示内推人"
            name="showReferrer"
            valuePropName="checked"
            extra="候选人投递时可看到内推人姓名。"
          >
            <Switch />
          </Form.Item>
          <Form.Item label="内推规则" name="rule" rules={[zodRule(shape.rule)]}>
            <Input.TextArea
              rows={6}
              maxLength={2000}
              showCount
              placeholder="向员工和候选人说明内推规则、奖励等（选填）"
            />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
          </Form.Item>
        </Form>
      )}
    </PageCard>
  );
}
