import { DatePicker, Segmented, Space } from 'antd';
import dayjs from 'dayjs';
import {
  PERIOD_PRESETS,
  PERIOD_PRESET_LABEL,
  type PeriodInput,
  type PeriodPreset,
} from '@ehire/domain/contracts/statistics';

export interface PeriodPickerProps {
  value: PeriodInput;
  onChange: (value: PeriodInput) => void;
}

/** 本招聘季 / 近7天 / 近30天 / 自定义 (with its date range). */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  return (
    <Space wrap>
      <Segmented
        data-testid="period-preset"
        value={value.preset}
        options={PERIOD_PRESETS.map((p) => ({ value: p, label: PERIOD_PRESET_LABEL[p] }))}
        onChange={(preset) => {
          const next = preset as PeriodPreset;
          if (next !== 'custom') onChange({ preset: next });
          else {
            const to = dayjs();
            onChange({
              preset: 'custom',
              from: to.subtract(13, 'day').format('YYYY-MM-DD'),
              to: to.format('YYYY-MM-DD'),
            });
          }
        }}
      />
      {value.preset === 'custom' && (
        <DatePicker.RangePicker
          aria-label="自定义周期"
          allowClear={false}
          value={[dayjs(value.from), dayjs(value.to)]}
          onChange={(range) => {
            if (range?.[0] && range[1])
              onChange({
                preset: 'custom',
                from: range[0].format('YYYY-MM-DD'),
                to: range[1].format('YYYY-MM-DD'),
              });
          }}
        />
      )}
    </Space>
  );
}
