import { useEffect, useState } from 'react';
import { Button, inputClass, Notice } from '../ui/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CandidateMe } from '@ehire/domain/contracts/candidate-auth';
import {
  CANDIDATE_AUTH_MESSAGE,
  CANDIDATE_CODE_RESEND_MS,
  contactProblem,
  normaliseContact,
  signInProblem,
  type CandidateChannel,
} from '@ehire/domain/candidate/contact';
import styles from '../CandidateSite.module.css';
import { applyApi } from './apply-api';

// Candidate sign-in on the careers site (issue 11): a one-time code to the mobile (SMS) or the
// email proves the candidate owns it; the server then keeps a session in an httpOnly cookie.
// Applying, 我的投递 and withdrawing need it. The domain's sign-in rules word the problems (the
// first message the server's contracts would give, without loading zod: issue 13 §4).

const RESEND_SECONDS = CANDIDATE_CODE_RESEND_MS / 1000;

const SIGN_IN_TEXT = {
  title: '验证身份',
  mobileTab: '手机号',
  emailTab: '邮箱',
  mobileLabel: '接收验证码的手机号',
  emailLabel: '接收验证码的邮箱',
  send: '获取验证码',
  resend: (s: number) => `${s}秒后重新获取`,
  submit: '验证',
  mobilePlaceholder: '请输入手机号',
  emailPlaceholder: '请输入邮箱',
  codePlaceholder: '6位验证码',
} as const;

/** The careers site's candidate session: who is signed in (signedIn false when nobody). */
export function useCandidateSession(member: string) {
  return useQuery({
    queryKey: ['careers', member, 'me'],
    queryFn: () => applyApi.me(member),
    retry: false,
  });
}

/** 退出: ends the session on the server and forgets everything of the candidate's cached here. */
function useCandidateSignOut(member: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => applyApi.signOut(member),
    onSuccess: () => {
      queryClient.setQueryData<CandidateMe>(['careers', member, 'me'], {
        signedIn: false,
        channel: null,
        address: null,
      });
      queryClient.removeQueries({ queryKey: ['careers', member, 'mine'] });
    },
  });
}

export function CandidateSignIn({ member, hint }: { member: string; hint: string }) {
  const queryClient = useQueryClient();
  const [channel, setChannel] = useState<CandidateChannel>('mobile');
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const send = useMutation({
    mutationFn: (contact: { channel: CandidateChannel; address: string }) =>
      applyApi.sendCode(member, contact),
    onSuccess: () => {
      setNotice(CANDIDATE_AUTH_MESSAGE.codeSent);
      setCooldown(RESEND_SECONDS);
    },
    onError: (error) => setProblem(error.message),
  });
  const verify = useMutation({
    mutationFn: (request: { channel: CandidateChannel; address: string; code: string }) =>
      applyApi.signIn(member, request),
    onSuccess: (me) => {
      queryClient.setQueryData<CandidateMe>(['careers', member, 'me'], me);
      void queryClient.invalidateQueries({ queryKey: ['careers', member, 'mine'] });
    },
    onError: (error) => setProblem(error.message),
  });

  function sendCode() {
    setProblem(null);
    setNotice(null);
    const refused = contactProblem({ channel, address });
    if (refused) {
      setProblem(refused);
      return;
    }
    send.mutate(normaliseContact({ channel, address: address.trim() }));
  }

  function submit() {
    setProblem(null);
    const refused = signInProblem({ channel, address, code });
    if (refused) {
      setProblem(refused);
      return;
    }
    verify.mutate(normaliseContact({ channel, address: address.trim(), code: code.trim() }));
  }

  return (
    <section className={styles.detail} data-testid="candidate-sign-in" aria-label={SIGN_IN_TEXT.title}>
      <h2 style={{ fontSize: 18, margin: '0 0 4px' }}>{SIGN_IN_TEXT.title}</h2>
      <div className={styles.meta} style={{ marginBottom: 12 }}>
        {hint}
      </div>
      <div className={styles.channels} role="radiogroup" aria-label="验证方式">
        {(
          [
            { label: SIGN_IN_TEXT.mobileTab, value: 'mobile' },
            { label: SIGN_IN_TEXT.emailTab, value: 'email' },
          ] as const
        ).map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={channel === option.value}
            className={channel === option.value ? `${styles.channel} ${styles.channelOn}` : styles.channel}
            onClick={() => {
              if (option.value === channel) return;
              setChannel(option.value);
              setAddress('');
              setCode('');
              setProblem(null);
              setNotice(null);
            }}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div className={styles.signInRows}>
        <div className={styles.signInRow}>
          <input
            type={channel === 'mobile' ? 'tel' : 'email'}
            className={inputClass()}
            aria-label={channel === 'mobile' ? SIGN_IN_TEXT.mobileLabel : SIGN_IN_TEXT.emailLabel}
            placeholder={
              channel === 'mobile' ? SIGN_IN_TEXT.mobilePlaceholder : SIGN_IN_TEXT.emailPlaceholder
            }
            value={address}
            maxLength={channel === 'mobile' ? 11 : 100}
            inputMode={channel === 'mobile' ? 'numeric' : 'email'}
            autoComplete={channel === 'mobile' ? 'tel' : 'email'}
            onChange={(e) => setAddress(e.target.value.trim())}
            onKeyDown={(e) => {
              if (e.key === 'Enter') sendCode();
            }}
          />
          <Button onClick={sendCode} loading={send.isPending} disabled={cooldown > 0}>
            {cooldown > 0 ? SIGN_IN_TEXT.resend(cooldown) : SIGN_IN_TEXT.send}
          </Button>
        </div>
        <div className={styles.signInRow}>
          <input
            type="text"
            className={inputClass()}
            aria-label="验证码"
            placeholder={SIGN_IN_TEXT.codePlaceholder}
            value={code}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            onChange={(e) => setCode(e.target.value.trim())}
            onKeyDown={(e) => {
              if (e.key === 'Enter') submit();
            }}
          />
          <Button variant="primary" onClick={submit} loading={verify.isPending}>
            {SIGN_IN_TEXT.submit}
          </Button>
        </div>
      </div>
      {notice && !problem ? (
        <Notice type="success" title={notice} className={styles.signInNotice} data-testid="sign-in-notice" />
      ) : null}
      {problem ? <Notice type="error" title={problem} className={styles.signInNotice} /> : null}
    </section>
  );
}

/** Who is signed in, with 退出. */
export function CandidateBar({ member, me }: { member: string; me: CandidateMe }) {
  const signOut = useCandidateSignOut(member);
  return (
    <div
      className={styles.meta}
      data-testid="candidate-bar"
      style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12 }}
    >
      <span>
        已验证{me.channel === 'email' ? '邮箱' : '手机号'}：{me.address}
      </span>
      <Button size="small" onClick={() => signOut.mutate()} loading={signOut.isPending}>
        退出
      </Button>
    </div>
  );
}
