import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { preloadable } from './preloadable';

// Issue 22: the designer's settings panels and dialogs are fetched after the first screen.

function Greeting({ name }: { name: string }) {
  return <p>你好，{name}</p>;
}

describe('preloadable', () => {
  it('issue 22 suspends until fetched, then renders at once; a failed fetch is tried again', async () => {
    let release!: () => void;
    let calls = 0;
    const Part = preloadable(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk missing');
      await new Promise<void>((resolve) => (release = resolve));
      return Greeting;
    });
    await expect(Part.preload()).rejects.toThrow('chunk missing');

    render(
      <Suspense fallback={<p>加载中</p>}>
        <Part name="甲" />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    release();
    expect(await screen.findByText('你好，甲')).toBeInTheDocument();
    expect(calls).toBe(2);

    // Fetched: a new instance renders without the fallback, and nothing is fetched again.
    render(
      <Suspense fallback={<p>又在加载</p>}>
        <Part name="乙" />
      </Suspense>,
    );
    expect(screen.getByText('你好，乙')).toBeInTheDocument();
    expect(screen.queryByText('又在加载')).toBeNull();
    await Part.preload();
    expect(calls).toBe(2);
  });
});
