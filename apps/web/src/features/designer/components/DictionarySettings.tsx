import { useState } from 'react';
import { App, Button, Form, Radio, Select, Space } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DIC_CATEGORY,
  DICT_SORT,
  DICT_SORT_LABEL,
  DICTIONARY_TYPE,
  DICTIONARY_TYPE_LABEL,
  levelsOfInputType,
  type DictionaryType,
  type DictSort,
} from '@ehire/domain/codes/resume-design';
import { changeDictType } from '@ehire/domain/resume-design/changes';
import {
  applyListChange,
  customSortIssue,
  dictionaryIssue,
  emptyChoiceLabel,
  itemSetKey,
  normalizeSystemTableName,
  sortedItems,
} from '@ehire/domain/resume-design/choice-list';
import { DESIGN_MESSAGE } from '@ehire/domain/resume-design/messages';
import type { MemberDictAnswer } from '@ehire/domain/contracts/resume-design';
import type { DesignField, DictItem } from '@ehire/domain/resume-design/model';
import { AppDialog } from '../../../components/AppDialog';
import { useDesignerApi } from '../api/designer-api';
import { ChoiceListEditor } from './ChoiceListEditor';
import { DictionaryPicker, dictListKey } from './DictionaryPicker';
import { MemberDictionaryDialog } from './MemberDictionaryDialog';

export interface DictionarySettingsProps {
  field: DesignField;
  editable: boolean;
  onChange: (field: DesignField) => void;
}

const memberDictKey = (id: string | null | undefined) => ['designer', 'member-dict', id] as const;

const DICT_TYPES: DictionaryType[] = [
  DICTIONARY_TYPE.custom,
  DICTIONARY_TYPE.system,
  DICTIONARY_TYPE.memberCustom,
];

/** The dictionary of a dropdown field: type, list or dictionary, sort rule (D2 §4/§5). */
export function DictionarySettings({ field, editable, onChange }: DictionarySettingsProps) {
  const api = useDesignerApi();
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [sorting, setSorting] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const [dictDialog, setDictDialog] = useState<'new' | 'edit' | null>(null);
  const queryClient = useQueryClient();
  const levels = levelsOfInputType(field.inputType) ?? 1;
  const issue = dictionaryIssue(field);

  const category =
    field.dictType === DICTIONARY_TYPE.system
      ? DIC_CATEGORY.system
      : field.dictType === DICTIONARY_TYPE.memberCustom
        ? DIC_CATEGORY.member
        : null;
  const memberDict = useQuery({
    queryKey: memberDictKey(field.customerDictId),
    queryFn: () => api.memberDict(field.customerDictId!),
    enabled: field.dictType === DICTIONARY_TYPE.memberCustom && !!field.customerDictId,
  });

  const chooseDictionary = (dicKey: string) =>
    onChange(
      category === DIC_CATEGORY.system
        ? { ...field, systemDdTableName: normalizeSystemTableName(dicKey) }
        : { ...field, customerDictId: dicKey, dictLogicRankType: DICT_SORT.alphabetical, dictLogicRank: [] },
    );

  const dictionarySaved = (saved: MemberDictAnswer) => {
    queryClient.setQueryData(memberDictKey(saved.customerDictId), saved);
    void queryClient.invalidateQueries({ queryKey: dictListKey(DIC_CATEGORY.member) });
    setDictDialog(null);
    // A new dictionary is selected at once. An edited one keeps the field's sort rule only while
    // its first-level items are the same set (as a custom list does, DES-115/116) and a custom
    // order still applies (one level, DESVAL-082).
    const unchanged =
      field.customerDictId === saved.customerDictId &&
      memberDict.data !== undefined &&
      itemSetKey(memberDict.data.dictItems) === itemSetKey(saved.dictItems) &&
      (saved.dictLevel === 1 || field.dictLogicRankType !== DICT_SORT.custom);
    if (!unchanged) chooseDictionary(saved.customerDictId);
  };

  const chooseType = (dictType: DictionaryType) => {
    const next = changeDictType(field, dictType);
    // DESERR-018/019: the content already in resumes stays; custom lists turn auto-fill off.
    const notes: string[] = [];
    if (field.isPublished === 1) notes.push(DESIGN_MESSAGE.dictChangeKeepsContent);
    if (field.isUse51ResumeFill && !next.isUse51ResumeFill) notes.push(DESIGN_MESSAGE.autoFillCustomDict());
    setWarning(notes.length ? notes.join(' ') : null);
    onChange(next);
  };

  const openSort = () => {
    // DESVAL-080..082 are checked when custom sorting is chosen, in the dialog.
    setSorting(true);
  };

  return (
    <div data-testid="dictionary-settings" style={{ marginBottom: 12 }}>
      <Form layout="vertical" disabled={!editable}>
        <Form.Item
          label="字典类型"
          required
          validateStatus={issue ? 'error' : undefined}
          help={
            issue && warning ? (
              <>
                <div>{issue}</div>
                <div>{warning}</div>
              </>
            ) : (
              (issue ?? warning)
            )
          }
        >
          <Select<DictionaryType>
            aria-label="字典类型"
            placeholder="请选择"
            value={field.dictType === DICTIONARY_TYPE.none ? undefined : field.dictType}
            onChange={chooseType}
            options={DICT_TYPES.map((t) => ({ value: t, label: DICTIONARY_TYPE_LABEL[t] }))}
          />
        </Form.Item>
        {field.dictType === DICTIONARY_TYPE.custom ? (
          <Form.Item label="可选项">
            <Space direction="vertical" style={{ width: '100%' }}>
              <span data-testid="choice-summary">
                {emptyChoiceLabel(field) ?? field.dictData.map((i) => i.name).join('、')}
              </span>
              <Button size="small" onClick={() => setEditing(true)} disabled={!editable}>
                编辑可选项
              </Button>
            </Space>
          </Form.Item>
        ) : null}
        {category !== null ? (
          <Form.Item label={category === DIC_CATEGORY.system ? '系统字典' : '会员自定义字典'}>
            <DictionaryPicker
              category={category}
              value={
                (category === DIC_CATEGORY.system ? field.systemDdTableName : field.customerDictId) ?? ''
              }
              selectedLabel={category === DIC_CATEGORY.member ? memberDict.data?.dictName : undefined}
              onChange={chooseDictionary}
            />
            {category === DIC_CATEGORY.member && editable ? (
              // DES-060: the tenant's member dictionaries are created and edited right here.
              <Space style={{ marginTop: 8 }}>
                <Button size="small" onClick={() => setDictDialog('new')}>
                  新建字典
                </Button>
                {memberDict.data ? (
                  <Button size="small" onClick={() => setDictDialog('edit')}>
                    编辑字典
                  </Button>
                ) : null}
              </Space>
            ) : null}
          </Form.Item>
        ) : null}
        {field.dictType !== DICTIONARY_TYPE.system && field.dictType !== DICTIONARY_TYPE.none ? (
          <Form.Item label="排序规则">
            <Space>
              <span data-testid="sort-rule">{DICT_SORT_LABEL[field.dictLogicRankType]}</span>
              <Button size="small" onClick={openSort} disabled={!editable}>
                设置排序
              </Button>
            </Space>
          </Form.Item>
        ) : null}
      </Form>
      <ChoiceListEditor
        open={editing}
        levels={levels}
        colId={field.colId}
        items={field.dictData}
        onClose={() => setEditing(false)}
        onConfirm={(items) => {
          // DES-115/116: the custom order survives only an unchanged item set.
          onChange(applyListChange(field, items));
          setEditing(false);
        }}
      />
      <MemberDictionaryDialog
        open={dictDialog !== null}
        dictionary={dictDialog === 'edit' ? memberDict.data : undefined}
        defaultLevel={levels as 1 | 2 | 3}
        onClose={() => setDictDialog(null)}
        onSaved={dictionarySaved}
      />
      {sorting ? (
        <SortRuleDialog
          field={field}
          items={
            field.dictType === DICTIONARY_TYPE.memberCustom
              ? (memberDict.data?.dictItems ?? [])
              : field.dictData
          }
          memberDictLevel={memberDict.data?.dictLevel ?? null}
          onClose={() => setSorting(false)}
          onError={(text) => void message.warning(text)}
          onConfirm={(rankType, rank) => {
            onChange({ ...field, dictLogicRankType: rankType, dictLogicRank: rank });
            setSorting(false);
          }}
        />
      ) : null}
    </div>
  );
}

interface SortRuleDialogProps {
  field: DesignField;
  items: DictItem[];
  memberDictLevel: number | null;
  onClose: () => void;
  onError: (text: string) => void;
  onConfirm: (rankType: DictSort, rank: string[]) => void;
}

/** DES-021: 按字母排序 or 自定义排序 with the first-level items in a chosen order. */
function SortRuleDialog({ field, items, memberDictLevel, onClose, onError, onConfirm }: SortRuleDialogProps) {
  const [rankType, setRankType] = useState<DictSort>(field.dictLogicRankType);
  const [order, setOrder] = useState<string[]>(() =>
    sortedItems(items, field.dictLogicRankType, field.dictLogicRank).map((i) => i.value || i.name),
  );
  const names = new Map(items.map((i) => [i.value || i.name, i.name]));
  const move = (index: number, step: number) =>
    setOrder((list) => {
      const next = [...list];
      const [moved] = next.splice(index, 1);
      next.splice(index + step, 0, moved!);
      return next;
    });

  const choose = (value: DictSort) => {
    if (value === DICT_SORT.custom) {
      // DESVAL-080..082
      const issue = customSortIssue(field, memberDictLevel);
      if (issue) {
        onError(issue);
        return;
      }
    }
    setRankType(value);
  };

  return (
    <AppDialog
      open
      title="排序规则"
      onClose={onClose}
      onOk={() => onConfirm(rankType, rankType === DICT_SORT.custom ? order : [])}
    >
      <Radio.Group
        value={rankType}
        onChange={(e) => choose(e.target.value as DictSort)}
        options={[
          { value: DICT_SORT.alphabetical, label: DICT_SORT_LABEL[DICT_SORT.alphabetical] },
          { value: DICT_SORT.custom, label: DICT_SORT_LABEL[DICT_SORT.custom] },
        ]}
      />
      {rankType === DICT_SORT.custom ? (
        <ol data-testid="sort-rule-items" style={{ marginTop: 12, paddingLeft: 20 }}>
          {order.map((value, index) => (
            <li key={value} style={{ marginBottom: 4 }}>
              <Space>
                <span>{names.get(value) ?? value}</span>
                <Button
                  size="small"
                  type="text"
                  aria-label="上移"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  type="text"
                  aria-label="下移"
                  icon={<ArrowDownOutlined />}
                  disabled={index === order.length - 1}
                  onClick={() => move(index, 1)}
                />
              </Space>
            </li>
          ))}
        </ol>
      ) : null}
    </AppDialog>
  );
}
