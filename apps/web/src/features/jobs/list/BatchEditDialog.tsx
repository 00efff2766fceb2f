import { AutoComplete, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { JobFields } from '@ehire/domain/contracts/jobs';
import { chinaToday, validDateIssue } from '@ehire/domain/jobs/validation';
import { AppDialog } from '../../../components/AppDialog';
import { zodRule } from '../utils/zod-rule';
import { areaMatches, type AreaOptionGroup } from '../edit/job-area-options';

export type BatchEditKind = 'area' | 'validDate';

export interface BatchEditDialogProps {
  kind: BatchEditKind | null;
  count: number;
  /** The 工作地区 suggestions (jobAreaOptions). */
  areaOptions: readonly AreaOptionGroup[];
  loading: boolean;
  onSubmit: (kind: BatchEditKind, value: string) => void;
  onClose: () => void;
}

interface Values {
  JobArea?: string;
  ValidDate?: Dayjs | null;
}

/** 批量修改地区 / 批量修改有效期 of the selected jobs. */
export function BatchEditDialog({ kind, count, areaOptions, loading, onSubmit, onClose }: BatchEditDialogProps) {
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
              options={[...areaOptions]}
              placeholder="请输入或选择工作地区"
              filterOption={areaMatches}
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
