import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { DESIGN_LIMITS } from '@ehire/domain/codes/resume-design';
import { choiceListIssues, itemTypedMax, type ItemIssue } from '@ehire/domain/resume-design/choice-list';
import type { DictItem } from '@ehire/domain/resume-design/model';
import { AppDialog } from '../../../components/AppDialog';

export interface ChoiceListEditorProps {
  open: boolean;
  /** 1, 2 or 3 (DESVAL-075). */
  levels: number;
  colId: string;
  items: DictItem[];
  onClose: () => void;
  onConfirm: (items: DictItem[]) => void;
}

/** DES-020: the custom choice-list editor (levels 1-3), checked by DESVAL-066..075 on 确定. */
export function ChoiceListEditor(props: ChoiceListEditorProps) {
  return props.open ? <OpenEditor {...props} /> : null;
}

/** New items take their name as value (values are what answers store). */
function withValues(items: readonly DictItem[]): DictItem[] {
  return items.map((i) => {
    const out: DictItem = { name: i.name, value: i.value || i.name.trim() };
    if (i.items && i.items.length > 0) out.items = withValues(i.items);
    return out;
  });
}

function OpenEditor({ levels, colId, items, onClose, onConfirm }: ChoiceListEditorProps) {
  const [list, setList] = useState<DictItem[]>(() => items.map((i) => ({ ...i })));
  const [tried, setTried] = useState(false);
  const issueAt = issueLookup(tried ? choiceListIssues(list, levels) : []);
  const rootIssue = issueAt([]);

  const confirm = () => {
    setTried(true);
    if (choiceListIssues(list, levels).length > 0) return;
    onConfirm(withValues(list));
  };

  return (
    <AppDialog open size="large" title="自定义可选项" onClose={onClose} onOk={confirm}>
      <div data-testid="choice-list-editor" style={{ maxHeight: 480, overflow: 'auto' }}>
        <ItemsEditor
          items={list}
          depth={1}
          levels={levels}
          path={[]}
          maxLength={itemTypedMax(colId)}
          issueAt={issueAt}
          onChange={setList}
        />
        {rootIssue ? (
          <div style={{ color: '#ff4d4f' }} data-testid="choice-list-error">
            {rootIssue}
          </div>
        ) : null}
      </div>
    </AppDialog>
  );
}

/** The message of the issue at an item path ([] for the list itself), for ItemsEditor. */
export function issueLookup(issues: readonly ItemIssue[]): (path: number[]) => string | undefined {
  return (path) => issues.find((i) => i.path.join('.') === path.join('.'))?.message;
}

export interface ItemsEditorProps {
  items: DictItem[];
  depth: number;
  levels: number;
  path: number[];
  maxLength: number;
  issueAt: (path: number[]) => string | undefined;
  onChange: (items: DictItem[]) => void;
}

/** The item tree of a choice list (levels 1-3), shared with the member-dictionary dialog. */
export function ItemsEditor({ items, depth, levels, path, maxLength, issueAt, onChange }: ItemsEditorProps) {
  const set = (index: number, item: DictItem) => onChange(items.map((x, i) => (i === index ? item : x)));
  return (
    <div style={{ paddingLeft: depth === 1 ? 0 : 24 }}>
      {items.map((item, index) => {
        const at = [...path, index];
        const issue = issueAt(at);
        return (
          <div
            key={at.join('.')}
            data-testid="choice-row"
            style={{ minHeight: DESIGN_LIMITS.choiceRowHeight }}
          >
            <Space align="start">
              <div>
                <Input
                  aria-label={`第${depth}级可选项`}
                  value={item.name}
                  maxLength={maxLength}
                  status={issue ? 'error' : undefined}
                  style={{ width: 240 }}
                  // A renamed item gets a new value unless it was already stored.
                  onChange={(e) =>
                    set(index, {
                      ...item,
                      name: e.target.value,
                      value: item.value && item.value !== item.name ? item.value : '',
                    })
                  }
                />
                {issue ? <div style={{ color: '#ff4d4f', fontSize: 12 }}>{issue}</div> : null}
              </div>
              {depth < levels ? (
                <Button
                  size="small"
                  type="link"
                  onClick={() =>
                    set(index, { ...item, items: [...(item.items ?? []), { name: '', value: '' }] })
                  }
                >
                  添加下级
                </Button>
              ) : null}
              <Button
                size="small"
                type="text"
                aria-label="删除可选项"
                icon={<MinusCircleOutlined />}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              />
            </Space>
            {item.items && item.items.length > 0 ? (
              <ItemsEditor
                items={item.items}
                depth={depth + 1}
                levels={levels}
                path={at}
                maxLength={maxLength}
                issueAt={issueAt}
                onChange={(children) => set(index, { ...item, items: children })}
              />
            ) : null}
          </div>
        );
      })}
      <Button
        size="small"
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() => onChange([...items, { name: '', value: '' }])}
        style={{ marginBottom: 8 }}
      >
        {depth === 1 ? '添加可选项' : '添加同级'}
      </Button>
    </div>
  );
}
