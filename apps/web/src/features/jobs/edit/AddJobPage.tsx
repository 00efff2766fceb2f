import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  App,
  AutoComplete,
  Button,
  Checkbox,
  Col,
  DatePicker,
  Divider,
  Form,
  Input,
  InputNumber,
  Radio,
  Result,
  Row,
  Select,
  Space,
  Spin,
  TreeSelect,
} from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { JobFields, type JobAddress, type SaveJobAnswer } from '@ehire/domain/contracts/jobs';
import { ForbiddenWordRefusal, type ForbiddenWordHit } from '@ehire/domain/contracts/forbidden-words';
import { JOB_STATUS } from '@ehire/domain/codes/job-status';
import {
  JOB_LIMITS,
  JOB_PUBLISH_REQUIRED,
  chinaToday,
  isBlankJobValue,
  jobRangeIssues,
  validDateIssue,
  type JobPublishField,
} from '@ehire/domain/jobs/validation';
import { allowedJobActions } from '@ehire/domain/jobs/status';
import { pageTitle } from '@ehire/domain/routing/routes';
import { InfoBanner } from '../../../components/InfoBanner';
import { RequestError } from '../../../platform/request';
import { JOB_KEYS, useJobsApi } from '../api/jobs-api';
import { PageCard } from '../components/PageCard';
import { useJobOptions } from '../hooks/useJobOptions';
import { readAddJobMode } from '../utils/add-job-url';
import { unshownMessage } from '../utils/errors';
import { zodRule } from '../utils/zod-rule';
import { organisationTree } from '../list/JobListToolbar';
import { AddressManagerDialog } from './AddressManagerDialog';
import { areaMatches, jobAreaOptions } from './job-area-options';
import { ForbiddenHitsPreview } from './ForbiddenHitsPreview';
import {
  fieldHitMessage,
  formToInput,
  groupHits,
  NEW_JOB_VALUES,
  recordToForm,
  type JobFormValues,
} from './job-form';

const shape = JobFields.shape;
const WELFARE_SUGGESTIONS = [
  '五险一金',
  '带薪年假',
  '餐补',
  '交通补助',
  '住房补贴',
  '年终奖',
  '定期体检',
  '弹性工作',
  '节日福利',
  '免费班车',
];

type RangeKey = 'JobSalaryDown' | 'JobSalaryUp' | 'WorkYearDown' | 'WorkYearUp';

/** The cross-field rule of the contract (salary and work-year ranges), reported on the lower bound. */
function rangeRule(field: 'JobSalaryDown' | 'WorkYearDown') {
  return ({ getFieldValue }: { getFieldValue: (name: RangeKey) => unknown }) => ({
    validator: async () => {
      const value = (name: RangeKey) => Number(getFieldValue(name) ?? 0);
      const issue = jobRangeIssues({
        JobSalaryDown: value('JobSalaryDown'),
        JobSalaryUp: value('JobSalaryUp'),
        WorkYearDown: value('WorkYearDown'),
        WorkYearUp: value('WorkYearUp'),
      }).find((entry) => entry.field === field);
      if (issue) throw new Error(issue.message);
    },
  });
}

/**
 * A field the job needs before it is submitted (jobPublishIssues): required unless the page is
 * saving a draft, which may be incomplete (issue 20 §2).
 */
function publishRule(field: JobPublishField, savingDraft: { readonly current: boolean }) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (!savingDraft.current && isBlankJobValue(value)) throw new Error(JOB_PUBLISH_REQUIRED[field]);
    },
  };
}

const validDateRule = {
  validator: async (_rule: unknown, value: Dayjs | null | undefined) => {
    if (!value) return;
    const issue = validDateIssue(value.format('YYYY-MM-DD'), Date.now());
    if (issue) throw new Error(issue.message);
  },
};

/**
 * 新增职位 / 修改职位 (/addJob?id&edit&copyAdd): every field of the job record with the contract's
 * zh-CN rules, the address list, save (draft) and submit for approval. A forbidden-word refusal
 * marks the words in the fields they were found in; editing a field clears its marks.
 */
export function AddJobPage() {
  const api = useJobsApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { pathname, search } = useLocation();
  const target = useMemo(() => readAddJobMode(search), [search]);
  const sourceId = target.mode === 'add' ? null : target.id;
  const [form] = Form.useForm<JobFormValues>();
  // True while 保存草稿 validates: the fields of JOB_PUBLISH_REQUIRED may then stay empty.
  const savingDraft = useRef(false);
  const required = (field: JobPublishField) => publishRule(field, savingDraft);
  const [hits, setHits] = useState<ForbiddenWordHit[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [refusedValues, setRefusedValues] = useState<Partial<JobFormValues>>({});
  const [saving, setSaving] = useState<'draft' | 'submit' | null>(null);
  const [addressOpen, setAddressOpen] = useState(false);
  const options = useJobOptions();
  const currentAddressId = Form.useWatch('address', form) as string | undefined;

  const record = useQuery({
    queryKey: JOB_KEYS.detail(sourceId ?? ''),
    queryFn: () => api.get(sourceId ?? ''),
    enabled: sourceId !== null,
  });
  // A new job starts at the tenant's common address.
  const addresses = useQuery({
    queryKey: JOB_KEYS.addresses,
    queryFn: () => api.addresses(),
    enabled: target.mode === 'add',
  });

  useEffect(() => {
    setHits([]);
    setRefusal(null);
    if (target.mode === 'add') form.setFieldsValue(NEW_JOB_VALUES);
  }, [target, form]);

  useEffect(() => {
    if (record.data) form.setFieldsValue(recordToForm(record.data));
  }, [record.data, form]);

  useEffect(() => {
    const common = addresses.data?.find((address) => address.isCommon);
    if (common && target.mode === 'add' && !form.getFieldValue('WorkAddress')) pickAddress(common);
    // pickAddress only writes form fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addresses.data, target.mode, form]);

  const grouped = useMemo(() => groupHits(hits), [hits]);
  const status = target.mode === 'edit' ? record.data?.Status : undefined;
  const canSubmit = status === undefined || allowedJobActions(status).includes('submit');
  const liveEdit = status === JOB_STATUS.published || status === JOB_STATUS.applying;
  // The record says whether this operator may change jobs (DATA-017 tags.isreadonly_jobs).
  const readOnly = target.mode === 'edit' && record.data?.tags.isreadonly_jobs === 1;
  const areaOptions = useMemo(
    () => jobAreaOptions(options.data?.areas ?? [], options.data?.cities ?? []),
    [options.data],
  );
  const today = chinaToday(Date.now());

  function pickAddress(address: JobAddress) {
    form.setFieldsValue({
      address: address.id,
      WorkArea: address.area,
      WorkAddress: address.address,
      lon: address.lon,
      lat: address.lat,
    });
    setAddressOpen(false);
  }

  const showRefusal = (error: RequestError) => {
    const parsed = ForbiddenWordRefusal.safeParse(error.data);
    if (!parsed.success || parsed.data.hits.length === 0) return false;
    const values = form.getFieldsValue(true) as JobFormValues;
    setHits(parsed.data.hits);
    setRefusedValues(values);
    setRefusal(error.message);
    const byField = groupHits(parsed.data.hits);
    form.setFields(
      [...byField.entries()].map(([field, groups]) => ({
        name: field as keyof JobFormValues,
        errors: [fieldHitMessage(groups)],
      })),
    );
    const first = [...byField.keys()][0];
    if (first) form.scrollToField(first as keyof JobFormValues, { block: 'center' });
    return true;
  };

  const save = async (submit: boolean) => {
    let values: JobFormValues;
    // A live or pending job goes to review when saved: only a draft may be incomplete.
    savingDraft.current = !submit && !liveEdit;
    try {
      values = await form.validateFields();
    } catch {
      void message.error('请检查标红的内容');
      return;
    } finally {
      savingDraft.current = false;
    }
    setSaving(submit ? 'submit' : 'draft');
    try {
      const input = formToInput({ ...(form.getFieldsValue(true) as JobFormValues), ...values }, submit);
      const answer: SaveJobAnswer =
        target.mode === 'edit' ? await api.update(target.id, input) : await api.create(input);
      setHits([]);
      setRefusal(null);
      void message.success(submit ? '已提交审核，审核通过后职位将发布' : '保存成功');
      await queryClient.invalidateQueries({ queryKey: JOB_KEYS.all });
      await navigate(`/jobList?jobstatus=${answer.Status}`);
    } catch (error) {
      if (error instanceof RequestError && showRefusal(error)) return;
      const text = unshownMessage(error, '保存失败，请稍后重试');
      if (text) void message.error(text);
    } finally {
      setSaving(null);
    }
  };

  // Marks belong to the text that was refused: once a field changes they no longer apply.
  const onValuesChange = (changed: Partial<JobFormValues>) => {
    const keys = Object.keys(changed);
    if (keys.includes('WorkAddress') && !keys.includes('address')) {
      // Typed by hand: no longer the picked address (nor its coordinates).
      form.setFieldsValue({ address: '', lon: null, lat: null });
    }
    if (hits.length === 0) return;
    const rest = hits.filter((hit) => !keys.includes(hit.field.split('.')[0]));
    if (rest.length !== hits.length) setHits(rest);
  };

  const marks = (field: keyof JobFormValues): ReactNode => {
    const groups = grouped.get(field);
    return groups ? <ForbiddenHitsPreview value={refusedValues[field]} groups={groups} /> : undefined;
  };

  const title = pageTitle(pathname, search) ?? '新增职位';

  if (sourceId !== null && record.isPending) {
    return (
      <PageCard title={title}>
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin description="加载中…">
            <div style={{ height: 40 }} />
          </Spin>
        </div>
      </PageCard>
    );
  }
  if (sourceId !== null && record.isError) {
    return (
      <PageCard title={title}>
        <Result
          status="warning"
          title="职位加载失败"
          subTitle={record.error.message}
          extra={
            <Space>
              <Button onClick={() => void record.refetch()}>重新加载</Button>
              <Button type="primary" onClick={() => void navigate('/jobList')}>
                返回职位列表
              </Button>
            </Space>
          }
        />
      </PageCard>
    );
  }

  return (
    <PageCard title={title} testId="add-job-page">
      {options.isError ? (
        <InfoBanner style={{ marginBottom: 16 }}>
          选项加载失败，组织、职能类别等无法选择。
          <Button type="link" size="small" onClick={() => void options.refetch()}>
            重新加载
          </Button>
        </InfoBanner>
      ) : null}
      {refusal ? (
        <InfoBanner style={{ marginBottom: 16 }}>{`${refusal}。请修改标红的内容后重新提交。`}</InfoBanner>
      ) : null}
      {readOnly ? (
        <InfoBanner type="warning" style={{ marginBottom: 16 }}>
          您的职位权限为只读，只能查看职位，不能修改。
        </InfoBanner>
      ) : null}
      {liveEdit && !readOnly ? (
        <InfoBanner type="warning" style={{ marginBottom: 16 }}>
          该职位已发布或正在审核，保存修改后需重新审核，审核通过前不在招聘官网展示。
        </InfoBanner>
      ) : null}
      {target.mode === 'edit' &&
      record.data?.Status === JOB_STATUS.applicationFailed &&
      record.data.RejectInfo ? (
        <InfoBanner style={{ marginBottom: 16 }}>{`审核未通过：${record.data.RejectInfo}`}</InfoBanner>
      ) : null}
      <Form<JobFormValues>
        form={form}
        layout="vertical"
        initialValues={NEW_JOB_VALUES}
        onValuesChange={onValuesChange}
        scrollToFirstError
        disabled={readOnly}
        style={{ maxWidth: 960 }}
        data-testid="job-form"
      >
        <Form.Item name="address" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="lon" hidden>
          <InputNumber />
        </Form.Item>
        <Form.Item name="lat" hidden>
          <InputNumber />
        </Form.Item>

        <Divider titlePlacement="start">基本信息</Divider>
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item
              label="职位名称"
              name="CJobName"
              required
              rules={[zodRule(shape.CJobName)]}
              extra={marks('CJobName')}
            >
              <Input placeholder="请输入职位名称" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="英文职位名称"
              name="EJobName"
              rules={[zodRule(shape.EJobName)]}
              extra={marks('EJobName')}
            >
              <Input placeholder="选填" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="所属组织" name="OrgID" required rules={[zodRule(shape.OrgID)]}>
              <TreeSelect
                placeholder="请选择所属组织"
                treeDefaultExpandAll
                showSearch={{ treeNodeFilterProp: 'title' }}
                loading={options.isPending}
                treeData={organisationTree(options.data?.organizations ?? [])}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="所属项目" name="ProjectID" rules={[zodRule(shape.ProjectID)]}>
              <Select
                allowClear
                placeholder="不属于任何项目"
                loading={options.isPending}
                options={(options.data?.projects ?? []).map((project) => ({
                  value: project.id,
                  label: project.name,
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="招聘流程" name="flowId" rules={[zodRule(shape.flowId)]}>
              <Select
                allowClear
                placeholder="默认招聘流程"
                loading={options.isPending}
                options={(options.data?.flows ?? []).map((flow) => ({
                  value: flow.id,
                  label: flow.isDefault ? `${flow.name}（默认）` : flow.name,
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="职能类别" name="FuncType1" required rules={[required('FuncType1'), zodRule(shape.FuncType1)]}>
              <Select
                placeholder="请选择职能类别"
                loading={options.isPending}
                options={options.data?.funcTypes ?? []}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="招聘类型" name="Term" required rules={[zodRule(shape.Term)]}>
              <Radio.Group
                options={(
                  options.data?.terms ?? [
                    { value: 1, label: '校招' },
                    { value: 2, label: '实习' },
                  ]
                ).map((term) => ({ value: term.value, label: term.label }))}
              />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">工作地点</Divider>
        <Row gutter={24}>
          <Col span={8}>
            <Form.Item
              label="工作地区"
              name="JobArea"
              required
              rules={[required('JobArea'), zodRule(shape.JobArea)]}
              extra={marks('JobArea')}
            >
              <AutoComplete
                placeholder="如 上海"
                options={areaOptions}
                filterOption={areaMatches}
              />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item label="工作地址" extra={marks('WorkAddress') ?? marks('WorkArea')}>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="WorkArea" noStyle rules={[zodRule(shape.WorkArea)]}>
                  <Input placeholder="区域，如 浦东新区" style={{ width: '35%' }} aria-label="工作区域" />
                </Form.Item>
                <Form.Item name="WorkAddress" noStyle rules={[zodRule(shape.WorkAddress)]}>
                  <Input placeholder="详细地址" style={{ width: '65%' }} aria-label="工作地址" />
                </Form.Item>
                <Button icon={<EnvironmentOutlined />} onClick={() => setAddressOpen(true)}>
                  地址管理
                </Button>
              </Space.Compact>
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">招聘要求</Divider>
        <Row gutter={24}>
          <Col span={8}>
            <Form.Item
              label="招聘人数"
              name="JobNum"
              required
              rules={[required('JobNum'), zodRule(shape.JobNum)]}
              tooltip="填 0 表示若干"
            >
              <InputNumber
                min={0}
                max={JOB_LIMITS.jobNum}
                precision={0}
                style={{ width: '100%' }}
                placeholder="0 表示若干"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="学历要求" name="DegreeFrom" required rules={[required('DegreeFrom'), zodRule(shape.DegreeFrom)]}>
              <Select
                placeholder="请选择学历要求"
                options={options.data?.degrees ?? []}
                loading={options.isPending}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="工作年限（年）" tooltip="都为 0 表示不限">
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item
                  name="WorkYearDown"
                  noStyle
                  dependencies={['WorkYearUp']}
                  rules={[zodRule(shape.WorkYearDown), rangeRule('WorkYearDown')]}
                >
                  <InputNumber
                    min={0}
                    max={JOB_LIMITS.workYear}
                    precision={0}
                    style={{ width: '50%' }}
                    aria-label="最低工作年限"
                  />
                </Form.Item>
                <Form.Item name="WorkYearUp" noStyle rules={[zodRule(shape.WorkYearUp)]}>
                  <InputNumber
                    min={0}
                    max={JOB_LIMITS.workYear}
                    precision={0}
                    style={{ width: '50%' }}
                    aria-label="最高工作年限"
                  />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="专业要求" name="Major1" rules={[zodRule(shape.Major1)]} extra={marks('Major1')}>
              <Input placeholder="如 计算机类" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="其他专业" name="Major2" rules={[zodRule(shape.Major2)]} extra={marks('Major2')}>
              <Input placeholder="选填" />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">薪资福利</Divider>
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item label="薪资范围" required tooltip="最低与最高都为 0 表示面议">
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item
                  name="JobSalaryDown"
                  noStyle
                  dependencies={['JobSalaryUp']}
                  rules={[required('JobSalaryDown'), zodRule(shape.JobSalaryDown), rangeRule('JobSalaryDown')]}
                >
                  <InputNumber
                    min={0}
                    max={JOB_LIMITS.salary}
                    precision={0}
                    style={{ width: '50%' }}
                    placeholder="最低"
                    aria-label="最低薪资"
                  />
                </Form.Item>
                <Form.Item name="JobSalaryUp" noStyle rules={[required('JobSalaryUp'), zodRule(shape.JobSalaryUp)]}>
                  <InputNumber
                    min={0}
                    max={JOB_LIMITS.salary}
                    precision={0}
                    style={{ width: '50%' }}
                    placeholder="最高"
                    aria-label="最高薪资"
                  />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="薪资类型" name="SalaryType" required rules={[zodRule(shape.SalaryType)]}>
              <Select options={options.data?.salaryTypes ?? [{ value: 1, label: '元/月' }]} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              label="薪资月数"
              name="SalayFactor"
              rules={[zodRule(shape.SalayFactor)]}
              tooltip="如 13 薪；0 表示不写"
            >
              <InputNumber min={0} max={JOB_LIMITS.salaryFactor} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="IsHideSalaryChecked" valuePropName="checked">
              <Checkbox>对候选人隐藏薪资（显示为“薪资面议”）</Checkbox>
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="福利标签"
              name="JobWelf"
              rules={[zodRule(shape.JobWelf)]}
              extra={marks('JobWelf')}
            >
              <Select
                mode="tags"
                placeholder={`最多${JOB_LIMITS.welfares}个，回车添加`}
                tokenSeparators={[',', '，']}
                options={WELFARE_SUGGESTIONS.map((item) => ({ value: item, label: item }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="职位标签"
              name="JobLabel"
              rules={[zodRule(shape.JobLabel)]}
              extra={marks('JobLabel')}
            >
              <Select
                mode="tags"
                placeholder={`最多${JOB_LIMITS.labels}个，回车添加`}
                tokenSeparators={[',', '，']}
                open={false}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="有效期" name="ValidDate" required rules={[required('ValidDate'), validDateRule]}>
              <DatePicker
                style={{ width: '100%' }}
                placeholder="请选择有效期"
                disabledDate={(date) => date.isBefore(dayjs(today), 'day')}
              />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">职位描述</Divider>
        <Form.Item
          label="职位描述"
          name="CJobInfo"
          required
          rules={[required('CJobInfo'), zodRule(shape.CJobInfo)]}
          extra={marks('CJobInfo')}
        >
          <Input.TextArea rows={8} placeholder="岗位职责、任职要求等" />
        </Form.Item>
        <Form.Item
          label="英文职位描述"
          name="EJobInfo"
          rules={[zodRule(shape.EJobInfo)]}
          extra={marks('EJobInfo')}
        >
          <Input.TextArea rows={4} placeholder="选填" />
        </Form.Item>

        <Space style={{ marginTop: 8 }}>
          <Button disabled={false} onClick={() => void navigate('/jobList')}>
            {readOnly ? '返回' : '取消'}
          </Button>
          {readOnly ? null : (
            <Button loading={saving === 'draft'} disabled={saving !== null} onClick={() => void save(false)}>
              {canSubmit ? '保存草稿' : '保存'}
            </Button>
          )}
          {canSubmit && !readOnly ? (
            <Button
              type="primary"
              loading={saving === 'submit'}
              disabled={saving !== null}
              onClick={() => void save(true)}
            >
              提交审核
            </Button>
          ) : null}
        </Space>
      </Form>
      <AddressManagerDialog
        open={addressOpen}
        currentId={currentAddressId ?? ''}
        onPick={pickAddress}
        onClose={() => setAddressOpen(false)}
      />
    </PageCard>
  );
}
