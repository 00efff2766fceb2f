import { useState } from 'react';
import { Button, Modal, Steps } from 'antd';
import { GUIDE_COOKIE, GUIDE_NEXT, GUIDE_STEPS, GUIDE_TRY_NOW } from '@ehire/domain/workbench/guide';
import { usePlatform } from '../../platform/PlatformContext';
import { useStatement } from '../../platform/statement';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** 新版引导 (WB-047..WB-052): four steps; finishing sets the seenguide cookie so it stays away. */
export function WorkbenchGuide() {
  const { cookies } = usePlatform();
  const [open, setOpen] = useState(() => !cookies.get(GUIDE_COOKIE));
  const [step, setStep] = useState(0);
  // One dialog at a time (issue 20 §2): the statement first, the guide once it is closed.
  const statementOpen = useStatement().open;
  const last = step === GUIDE_STEPS.length - 1;
  const current = GUIDE_STEPS[step]!;

  const finish = () => {
    cookies.set(GUIDE_COOKIE, '1', { path: '/', maxAge: ONE_YEAR_SECONDS });
    setOpen(false);
  };

  return (
    <Modal
      open={open && !statementOpen}
      title="新版工作台引导"
      onCancel={() => setOpen(false)}
      maskClosable={false}
      destroyOnHidden
      footer={
        last ? (
          <Button type="primary" onClick={finish}>
            {GUIDE_TRY_NOW}
          </Button>
        ) : (
          <Button type="primary" onClick={() => setStep(step + 1)}>
            {GUIDE_NEXT}
          </Button>
        )
      }
    >
      {/* STATE-017: steps 0, 1, 2, 3 in order, then dismissed. */}
      <div data-testid="workbench-guide" data-step={step}>
        <Steps size="small" current={step} items={GUIDE_STEPS.map((item) => ({ title: item.title }))} />
        <h3 style={{ marginTop: 16 }}>{current.title}</h3>
        <p>{current.text}</p>
      </div>
    </Modal>
  );
}
