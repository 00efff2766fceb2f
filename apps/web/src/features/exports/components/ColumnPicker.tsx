import { Checkbox, Space, Tag, Typography } from 'antd';
import {
  EXPORT_COLUMN_GROUP_LABEL,
  TALENT_EXPORT_COLUMNS,
  type ExportColumnGroup,
  type TalentExportColumnKey,
} from '@ehire/domain/contracts/exports';

export interface ColumnPickerProps {
  value: readonly TalentExportColumnKey[];
  onChange: (columns: TalentExportColumnKey[]) => void;
}

const GROUPS = Object.keys(EXPORT_COLUMN_GROUP_LABEL) as ExportColumnGroup[];

/** In the catalogue's order, whatever order they were ticked in (the file's column order). */
function inCatalogueOrder(keys: Iterable<TalentExportColumnKey>): TalentExportColumnKey[] {
  const picked = new Set(keys);
  return TALENT_EXPORT_COLUMNS.filter((column) => picked.has(column.key)).map((column) => column.key);
}

/** The export columns by group, with 全选 per group; personal-data columns are marked (PIPL). */
export function ColumnPicker({ value, onChange }: ColumnPickerProps) {
  const picked = new Set(value);
  const set = (keys: readonly TalentExportColumnKey[], on: boolean) => {
    const next = new Set(picked);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onChange(inCatalogueOrder(next));
  };
  return (
    <div data-testid="column-picker">
      {GROUPS.map((group) => {
        const columns = TALENT_EXPORT_COLUMNS.filter((column) => column.group === group);
        const keys = columns.map((column) => column.key);
        const count = keys.filter((key) => picked.has(key)).length;
        return (
          <div key={group} style={{ marginBottom: 12 }}>
            <Checkbox
              checked={count === keys.length}
              indeterminate={count > 0 && count < keys.length}
              onChange={(event) => set(keys, event.target.checked)}
            >
              <Typography.Text strong>{EXPORT_COLUMN_GROUP_LABEL[group]}</Typography.Text>
            </Checkbox>
            <Space wrap size={[4, 4]} style={{ display: 'flex', marginTop: 4, paddingLeft: 24 }}>
              {columns.map((column) => (
                <Checkbox
                  key={column.key}
                  checked={picked.has(column.key)}
                  onChange={(event) => set([column.key], event.target.checked)}
                >
                  {column.label}
                  {column.personal ? (
                    <Tag color="orange" style={{ marginLeft: 4, marginInlineEnd: 0 }}>
                      个人信息
                    </Tag>
                  ) : null}
                </Checkbox>
              ))}
            </Space>
          </div>
        );
      })}
      <Typography.Text type="secondary">{`已选${value.length}列`}</Typography.Text>
    </div>
  );
}
