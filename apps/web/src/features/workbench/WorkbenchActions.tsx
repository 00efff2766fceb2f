import { useState } from 'react';
import { App, Button, Checkbox, Modal } from 'antd';
import {
  BUY_PRODUCT_TYPES,
  WORKBENCH_MESSAGE,
  type BuyProductType,
} from '@ehire/domain/workbench/buying-contact';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { useCanWrite } from '../../platform/Can';
import { usePlatform } from '../../platform/PlatformContext';
import { readUserInfo } from '../../platform/session';
import { useWorkbenchApi } from './workbench-api';

/**
 * 联系购买 (WB-053): the recruiter picks the product types to be contacted about; none chosen
 * warns 请选择产品类型 and sends nothing (VAL-001); the answer's message is shown (CALL-043), a
 * refusal's message by the request client (CALL-044). Hidden from read-only workbench users.
 */
export function BuyingContactEntry() {
  const api = useWorkbenchApi();
  const { message } = App.useApp();
  const canWrite = useCanWrite(PERMISSION.workHome);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<BuyProductType[]>([]);
  const [sending, setSending] = useState(false);
  if (!canWrite) return null;

  const submit = async () => {
    if (chosen.length === 0) {
      void message.warning(WORKBENCH_MESSAGE.chooseProductType);
      return;
    }
    setSending(true);
    try {
      const answer = await api.contactToBuy({
        sms: chosen.includes('sms'),
        interview: chosen.includes('interview'),
        video: chosen.includes('video'),
        exam: chosen.includes('exam'),
      });
      void message.success(answer.message);
      setOpen(false);
      setChosen([]);
    } catch {
      // The request client has shown the server's message (CALL-044).
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        type="link"
        style={{ padding: 0 }}
        onClick={() => setOpen(true)}
        data-testid="buying-contact-entry"
      >
        联系购买
      </Button>
      <Modal
        open={open}
        title="联系购买"
        okText="提交"
        cancelText="取消"
        confirmLoading={sending}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>请选择需要购买的产品，提交后工作人员会与您联系。</p>
        <Checkbox.Group
          aria-label="产品类型"
          value={chosen}
          onChange={(values) => setChosen(values as BuyProductType[])}
          options={BUY_PRODUCT_TYPES.map((type) => ({ value: type.key, label: type.label }))}
        />
      </Modal>
    </>
  );
}

/**
 * 人才包 (WB-033, WB-046): opens the talent pack's page in a new window; an operator without the
 * istalentpack flag is told 当前角色没有操作权限！ and nothing is called (VAL-005, PERM-013).
 */
export function TalentPackEntry() {
  const api = useWorkbenchApi();
  const { cookies } = usePlatform();
  const { message } = App.useApp();
  const [opening, setOpening] = useState(false);

  const go = async () => {
    if ((readUserInfo(cookies)?.auths.istalentpack ?? 0) !== 1) {
      void message.error(WORKBENCH_MESSAGE.noOperationPermission);
      return;
    }
    setOpening(true);
    try {
      const { url } = await api.talentPack();
      window.open(url, '_blank', 'noopener');
    } catch {
      // shown by the request client
    } finally {
      setOpening(false);
    }
  };

  return (
    <Button block loading={opening} onClick={() => void go()} data-testid="talent-pack-entry">
      进入人才包
    </Button>
  );
}
