import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntentRegistration } from './IntentRegistration';

afterEach(() => {
  vi.restoreAllMocks();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

describe('登记意向 on the careers site', () => {
  it('ROUTE-026 checks with the contract, posts the details with the job, and thanks the student', async () => {
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ code: 200, msg: '登记成功，我们会尽快与您联系', data: null }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    render(<IntentRegistration member="demo" jobId="job-1" />);
    fireEvent.click(screen.getByRole('button', { name: '暂不投递，登记意向' }));
    fill('姓名', '官网意向');
    fill('手机号', '123');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('手机号格式不正确');
    expect(fetch).not.toHaveBeenCalled();

    fill('手机号', '13912347777');
    fill('学校', '复旦大学');
    fireEvent.change(screen.getByLabelText('学历'), { target: { value: '硕士' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('status')).toHaveTextContent('登记成功，我们会尽快与您联系');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/web/careers/demo/intents');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: '官网意向',
      mobile: '13912347777',
      school: '复旦大学',
      degree: '硕士',
      jobId: 'job-1',
      graduationYear: null,
    });
  });

  it('shows the server message when it refuses', async () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ code: -2000, msg: '职位不存在', data: null }), { status: 400 }),
    );
    render(<IntentRegistration member="demo" jobId="gone" />);
    fireEvent.click(screen.getByRole('button', { name: '暂不投递，登记意向' }));
    fill('姓名', '甲');
    fill('手机号', '13912347778');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('职位不存在');
  });
});
