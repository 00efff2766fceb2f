import { Button, Checkbox, List, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { LayoutItem } from '@ehire/domain/settings/talent-list-layout';

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** A list of keys to show and order: a checkbox a row, up and down buttons. */
export function LayoutList<K extends string>(props: {
  title: string;
  labels: Record<K, string>;
  items: LayoutItem<K>[];
  disabled: boolean;
  onChange: (items: LayoutItem<K>[]) => void;
}) {
  const { title, labels, items, disabled, onChange } = props;
  return (
    <List
      size="small"
      bordered
      header={<Typography.Text strong>{title}</Typography.Text>}
      dataSource={items}
      rowKey="key"
      renderItem={(item, index) => {
        const label = labels[item.key];
        return (
          <List.Item
            data-testid={`layout-${title}-${item.key}`}
            actions={[
              <Button
                key="up"
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={`上移${label}`}
                disabled={disabled || index === 0}
                onClick={() => onChange(move(items, index, index - 1))}
              />,
              <Button
                key="down"
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={`下移${label}`}
                disabled={disabled || index === items.length - 1}
                onClick={() => onChange(move(items, index, index + 1))}
              />,
            ]}
          >
            <Checkbox
              checked={item.visible}
              disabled={disabled}
              onChange={(e) =>
                onChange(items.map((it) => (it.key === item.key ? { ...it, visible: e.target.checked } : it)))
              }
            >
              {label}
            </Checkbox>
          </List.Item>
        );
      }}
    />
  );
}

