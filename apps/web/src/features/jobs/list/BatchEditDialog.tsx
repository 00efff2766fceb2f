import { AutoComplete, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { JobFields } from '@ehire/domain/contracts/jobs';
import { chinaToday, validDateIssue } from '@ehire/domain/jobs/validation';
import { AppDialog } from '../../../components/AppDialog';
import { zodRule } from '../utils/zod-rule';

export type BatchEditKind = 'area' | 'validDate';

export interface BatchEditDialogProps {
  kind: BatchEditKind | null;
  count: number;
  areas: readonly string[];
  loading: boolean;
  onSubmit: (kind: BatchEditKind, value: string) => void;
  onClose: () => void;
}

interface Values {
  JobArea?: string;
  ValidDate?: Dayjs | null;
}

/** 批量修改地区 / 批量修改有效期 of the selected jobs. */
export function BatchEditDialog({ kind, count, areas, loading, onSubmit, onClose }: BatchEditDialogProps) {
  const [form] = Form.useForm<Values>();
  const today = chinaToday(Date.now());

  return (
    <AppDialog
      open={kind !== null}
      size="small"
      title={kind === 'area' ? '批量修改工作地区' : '批量修改有效期'}
      onClose={onClose}
      onOk={() => form.submit()}
      confirmLoading={loading}
      destroyOnHidden
    >
      <p style={{ color: '#8c8c8c' }}>{`将修改选中的${count}个职位`}</p>
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => {
          if (kind === 'area') onSubmit(kind, (values.JobArea ?? '').trim());
          else if (kind === 'validDate' && values.ValidDate)
            onSubmit('validDate', values.ValidDate.format('YYYY-MM-DD'));
        }}
      >
        {kind === 'area' ? (
          <Form.Item label="工作地区" name="JobArea" required rules={[zodRule(JobFields.shape.JobArea)]}>
            <AutoComplete
              options={areas.map((area) => ({ value: area }))}
              placeholder="请输入或选择工作地区"
              filterOption={(input, option) => String(option?.value ?? '').includes(input)}
            />
          </Form.Item>
        ) : (
          <Form.Item
            label="有效期"
            name="ValidDate"
            required
            rules={[
              {
                validator: async (_rule, value: Dayjs | null | undefined) => {
                  if (!value) throw new Error('请选择有效期');
                  const issue = validDateIssue(value.format('YYYY-MM-DD'), Date.now());
                  if (issue) throw new Error(issue.message);
                },
              },
            ]}
          >
            <DatePicker
              style={{ width: '100%' }}
              disabledDate={(date) => date.isBefore(dayjs(today), 'day')}
            />
          </Form.Item>
        )}
      </Form>
    </AppDialog>
  );
}
