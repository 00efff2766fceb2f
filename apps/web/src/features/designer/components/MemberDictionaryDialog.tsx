import { useState } from 'react';
import { Form, Input, Radio } from 'antd';
import { MemberDictInput, type MemberDictAnswer } from '@ehire/domain/contracts/resume-design';
import { memberDictionaryIssues } from '@ehire/domain/dictionaries/member';
import { itemTypedMax } from '@ehire/domain/resume-design/choice-list';
import type { DictItem } from '@ehire/domain/resume-design/model';
import { AppDialog } from '../../../components/AppDialog';
import { useDesignerApi } from '../api/designer-api';
import { issueLookup, ItemsEditor } from './ChoiceListEditor';

type Level = 1 | 2 | 3;

export interface MemberDictionaryDialogProps {
  open: boolean;
  /** The dictionary to edit; undefined creates a new one. */
  dictionary?: MemberDictAnswer;
  /** The level count a new dictionary starts with (the field's dropdown type). */
  defaultLevel: Level;
  onClose: () => void;
  /** The stored dictionary, as the server answered it. */
  onSaved: (dictionary: MemberDictAnswer) => void;
}

const LEVELS: Level[] = [1, 2, 3];
/** The contract's own name rule, so the dialog shows the server's messages (请输入字典名称, …). */
const NAME_RULE = MemberDictInput.shape.dictName;

/**
 * DES-060: create or edit a tenant's member custom dictionary — a name and a tree of up to 3
 * levels, checked on 确定 by the choice-list rules (DESVAL-066..075, the server's rule too), then
 * saved with /api/biz/dictionaries/member/save.
 */
export function MemberDictionaryDialog(props: MemberDictionaryDialogProps) {
  return props.open ? <OpenMemberDictionaryDialog {...props} /> : null;
}

function OpenMemberDictionaryDialog({
  dictionary,
  defaultLevel,
  onClose,
  onSaved,
}: MemberDictionaryDialogProps) {
  const api = useDesignerApi();
  const [name, setName] = useState(dictionary?.dictName ?? '');
  const [level, setLevel] = useState<Level>(dictionary?.dictLevel ?? defaultLevel);
  const [items, setItems] = useState<DictItem[]>(() => dictionary?.dictItems ?? []);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  const nameCheck = NAME_RULE.safeParse(name);
  const nameIssue = tried && !nameCheck.success ? nameCheck.error.issues[0]?.message : undefined;
  const itemIssues = memberDictionaryIssues(level, items);
  const issueAt = issueLookup(tried ? itemIssues : []);
  const rootIssue = issueAt([]);

  const confirm = async () => {
    setTried(true);
    if (!nameCheck.success || itemIssues.length > 0) return;
    setSaving(true);
    try {
      const saved = await api.saveMemberDict({
        ...(dictionary ? { customerDictId: dictionary.customerDictId } : {}),
        dictName: nameCheck.data,
        dictLevel: level,
        dictItems: items,
      });
      onSaved(saved);
    } catch {
      // The request client has shown the server's message (e.g. 字典名称已存在); the dialog stays.
    } finally {
      setSaving(false);
    }
  };

  return (
    <AppDialog
      open
      size="large"
      title={dictionary ? '编辑会员自定义字典' : '新建会员自定义字典'}
      confirmLoading={saving}
      onClose={onClose}
      onOk={() => void confirm()}
    >
      <div data-testid="member-dictionary-dialog">
        <Form layout="vertical">
          <Form.Item
            label="字典名称"
            required
            validateStatus={nameIssue ? 'error' : undefined}
            help={nameIssue}
          >
            <Input
              aria-label="字典名称"
              value={name}
              maxLength={50}
              onChange={(e) => setName(e.target.value)}
            />
          </Form.Item>
          <Form.Item label="字典层级" required>
            <Radio.Group
              aria-label="字典层级"
              value={level}
              onChange={(e) => setLevel(e.target.value as Level)}
              options={LEVELS.map((n) => ({ value: n, label: `${n}级` }))}
            />
          </Form.Item>
        </Form>
        <div style={{ maxHeight: 420, overflow: 'auto' }}>
          <ItemsEditor
            items={items}
            depth={1}
            levels={level}
            path={[]}
            maxLength={itemTypedMax()}
            issueAt={issueAt}
            onChange={setItems}
          />
          {rootIssue ? (
            <div style={{ color: '#ff4d4f' }} data-testid="member-dictionary-error">
              {rootIssue}
            </div>
          ) : null}
        </div>
      </div>
    </AppDialog>
  );
}
