import { useState } from 'react';
import { Form, Input, Radio } from 'antd';
import { BELONG_EN, MOD_TYPE, type BelongEn, type ModType } from '@ehire/domain/codes/resume-design';
import {
  newCustomModId,
  newModule,
  type DesignModule,
  type RemainingCounts,
} from '@ehire/domain/resume-design/model';
import { moduleTitleIssues, trimTitle } from '@ehire/domain/resume-design/module-rules';
import { addModuleIssue } from '@ehire/domain/resume-design/quotas';
import { AppDialog } from '../../../components/AppDialog';

export interface AddModuleDialogProps {
  open: boolean;
  modules: DesignModule[];
  remaining: RemainingCounts;
  onClose: () => void;
  onAdd: (module: DesignModule) => void;
}

interface Values {
  cname: string;
  ename: string;
  modType: ModType;
  isBelongEn: BelongEn;
}

const INITIAL: Values = { cname: '', ename: '', modType: MOD_TYPE.single, isBelongEn: BELONG_EN.chinese };

/** DES-018 / DES-009: a new custom module, checked by DESVAL-001..008 and DESVAL-027/028. */
export function AddModuleDialog(props: AddModuleDialogProps) {
  return props.open ? <OpenAddModuleDialog {...props} /> : null;
}

function OpenAddModuleDialog({ modules, remaining, onClose, onAdd }: AddModuleDialogProps) {
  const [values, setValues] = useState<Values>(INITIAL);
  const [tried, setTried] = useState(false);
  const draft = {
    modId: '__new__',
    cname: values.cname,
    ename: values.ename,
    memo: '',
    isBelongEn: values.isBelongEn,
  };
  const issues = moduleTitleIssues(draft, modules, { inline: true });
  const quota = addModuleIssue(values.modType, remaining);
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  const confirm = () => {
    setTried(true);
    if (issues.cname || issues.ename || quota) return;
    const modId = newCustomModId(modules.map((m) => m.modId));
    onAdd(
      newModule({
        modId,
        modType: values.modType,
        cname: trimTitle(values.cname),
        ename: trimTitle(values.ename),
        isBelongEn: values.isBelongEn,
      }),
    );
  };

  const show = (message: string | undefined) => (tried ? message : undefined);
  return (
    <AppDialog open title="添加模块" onClose={onClose} onOk={confirm}>
      <Form layout="vertical" data-testid="add-module-form">
        <Form.Item
          label="模块类型"
          validateStatus={tried && quota ? 'error' : undefined}
          help={tried ? quota : undefined}
        >
          <Radio.Group
            value={values.modType}
            onChange={(e) => set({ modType: e.target.value as ModType })}
            options={[
              { value: MOD_TYPE.single, label: '一对一模块' },
              { value: MOD_TYPE.multi, label: '多段模块' },
            ]}
          />
        </Form.Item>
        <Form.Item label="模块语言">
          <Radio.Group
            value={values.isBelongEn}
            onChange={(e) => set({ isBelongEn: e.target.value as BelongEn })}
            options={[
              { value: BELONG_EN.chinese, label: '中文' },
              { value: BELONG_EN.english, label: '英文' },
            ]}
          />
        </Form.Item>
        <Form.Item
          label="中文标题"
          required
          validateStatus={show(issues.cname) ? 'error' : undefined}
          help={show(issues.cname)}
        >
          <Input
            aria-label="模块中文标题"
            value={values.cname}
            onChange={(e) => set({ cname: e.target.value })}
          />
        </Form.Item>
        <Form.Item
          label="英文标题"
          required={values.isBelongEn === BELONG_EN.english}
          validateStatus={show(issues.ename) ? 'error' : undefined}
          help={show(issues.ename)}
        >
          <Input
            aria-label="模块英文标题"
            value={values.ename}
            onChange={(e) => set({ ename: e.target.value })}
          />
        </Form.Item>
      </Form>
    </AppDialog>
  );
}
