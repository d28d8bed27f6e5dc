import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { authStartModule, IDLE_START_MS } from '@/app/auth-boot';
import { confirm, toast } from '@/lib/feedback/feedback';
import { renderApp } from '../utils/render-app';

/** Shows "later" a moment after it mounts: an update nobody waited for if the test does not. */
function Later() {
  const [text, setText] = useState('now');
  useEffect(() => {
    const t = setTimeout(() => setText('later'), 10);
    return () => clearTimeout(t);
  }, []);
  return <p>{text}</p>;
}

// tests/setup.ts fails a test during which React updated outside act().
describe('the act() guard of tests/setup.ts', () => {
  it.fails('fails a test that let the page update without waiting for it', async () => {
    render(<Later />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('later')).toBeInTheDocument();
  });

  it('passes the same test when it awaits what the user sees', async () => {
    render(<Later />);
    expect(await screen.findByText('later')).toBeInTheDocument();
  });
});

// What a test leaves running (a closing dialog's animation, a lazy module still loading) must not
// update React during the next test: tests/setup.ts lets it finish
// before the cleanup. The last case fails through the guard if either does not.
// (Every lazy() is tracked by tests/utils/lazy-modules.ts; the cleanup lets what loads arrive.)
describe('what a test leaves running does not reach the next test', () => {
  it('a dialog confirmed and a toast shown as the test ends', async () => {
    render(<p>page</p>);
    const answer = confirm({ title: '确认', content: '确定吗？' });
    await userEvent.setup({ pointerEventsCheck: 0 }).click(await screen.findByRole('button', { name: '确定' }));
    expect(await answer).toBe(true);
    toast.success('已保存');
    expect(await screen.findByText('已保存')).toBeInTheDocument();
  });

  it('the app’s auth start still loading as the test ends', async () => {
    renderApp('/home?fixedArea=120100&rootArea=120000&sys=home');
    // Asked for once the visit is idle (two seconds in); the test ends as its module loads.
    await waitFor(() => expect(authStartModule()).not.toBeNull(), { timeout: IDLE_START_MS + 3000 });
  });

  it('a lazy page still loading as the test ends', () => {
    const Slow = lazy(() => new Promise<{ default: ComponentType }>((r) => setTimeout(() => r({ default: () => <p>slow</p> }), 300)));
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Slow />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
  });

  it('the next test sees no update from any of them', async () => {
    render(<p>next</p>);
    await new Promise((r) => setTimeout(r, 1500));
    expect(screen.getByText('next')).toBeInTheDocument();
  });
});
