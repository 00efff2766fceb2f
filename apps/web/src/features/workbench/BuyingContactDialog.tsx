import { useState } from 'react';
import { App, Checkbox, Modal } from 'antd';
import {
  BUY_PRODUCT_TYPES,
  WORKBENCH_MESSAGE,
  type BuyProductType,
} from '@ehire/domain/workbench/buying-contact';
import { useWorkbenchApi } from './workbench-api';

/**
 * The 联系购买 dialog (WB-053): the recruiter picks the product types to be contacted about; none
 * chosen warns 请选择产品类型 and sends nothing (VAL-001); the answer's message is shown
 * (CALL-043), a refusal's message by the request client (CALL-044). Loaded with antd when the
 * entry is first used (issue 13 §4).
 */
export function BuyingContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useWorkbenchApi();
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<BuyProductType[]>([]);
  const [sending, setSending] = useState(false);

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
      onClose();
      setChosen([]);
    } catch {
      // The request client has shown the server's message (CALL-044).
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title="联系购买"
      okText="提交"
      cancelText="取消"
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onClose}
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
  );
}
