import { CAREERS_POOLS_API } from '@ehire/domain/api/careers-pools';
import { useState, type FormEvent } from 'react';
import { CareersIntentInput, INTENT_DEGREES } from '@ehire/domain/contracts/intents';
import { call, CareersError } from './careers-api';

// 登记意向 (issue 18 §1): a student who is not ready to apply leaves their details; they land in
// the employer's 意向人才库. Plain elements only (no antd): the careers bundle stays light.

const SAVE_FAILED = '提交失败，请稍后重试';

const FIELDS = [
  { name: 'name', label: '姓名', type: 'text', required: true },
  { name: 'mobile', label: '手机号', type: 'tel', required: true },
  { name: 'email', label: '邮箱', type: 'email', required: false },
  { name: 'school', label: '学校', type: 'text', required: false },
  { name: 'major', label: '专业', type: 'text', required: false },
  { name: 'graduationYear', label: '毕业年份', type: 'number', required: false },
] as const;

const row = { display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 } as const;
const labelStyle = { width: 72, flex: 'none', color: '#595959' } as const;
const input = { flex: 1, padding: '6px 8px', border: '1px solid #d9d9d9', borderRadius: 4 } as const;
const button = {
  padding: '6px 16px',
  border: '1px solid #0958d9',
  borderRadius: 4,
  background: '#fff',
  color: '#0958d9',
  cursor: 'pointer',
} as const;

export function IntentRegistration({ member, jobId }: { member: string; jobId?: string }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (key: string) => String(form.get(key) ?? '').trim();
    const year = text('graduationYear');
    // The contract's own checks, so the page says what the server would.
    const parsed = CareersIntentInput.safeParse({
      name: text('name'),
      mobile: text('mobile'),
      email: text('email'),
      school: text('school'),
      major: text('major'),
      degree: text('degree'),
      graduationYear: year === '' ? null : Number(year),
      jobId: jobId ?? null,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? SAVE_FAILED);
      return;
    }
    setError('');
    setSending(true);
    try {
      await call(CAREERS_POOLS_API.intents, { member }, parsed.data, SAVE_FAILED);
      setDone('登记成功，我们会尽快与您联系');
    } catch (caught) {
      setError(caught instanceof CareersError ? caught.message : SAVE_FAILED);
    } finally {
      setSending(false);
    }
  };

  if (done) return <p role="status">{done}</p>;
  if (!open)
    return (
      <button type="button" style={button} onClick={() => setOpen(true)}>
        暂不投递，登记意向
      </button>
    );
  return (
    <form aria-label="登记意向" onSubmit={(e) => void submit(e)} noValidate style={{ maxWidth: 420 }}>
      {FIELDS.map((f) => (
        <label key={f.name} style={row}>
          <span style={labelStyle}>
            {f.label}
            {f.required ? '*' : ''}
          </span>
          <input name={f.name} type={f.type} style={input} />
        </label>
      ))}
      <label style={row}>
        <span style={labelStyle}>学历</span>
        <select name="degree" style={input} defaultValue="">
          <option value="">请选择</option>
          {INTENT_DEGREES.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </label>
      {error ? (
        <p role="alert" style={{ color: '#ff4d4f', margin: '0 0 8px' }}>
          {error}
        </p>
      ) : null}
      <button type="submit" style={button} disabled={sending}>
        提交
      </button>
    </form>
  );
}
