import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouteErrorBoundary } from '@/components/route-error-boundary';
import { drainCaptured, type CapturedError } from '@/lib/errors/capture';
import { GatewayError } from '@/lib/http/errors';
import { reportError } from '@/lib/http/report';

/** Where errors are noted for the reporter (docs/contract.md section 9): every error boundary and the gateway client's reporter. */
let seen: CapturedError[] = [];
const quiet = console.error;
beforeEach(() => {
  seen = [];
  drainCaptured((e) => seen.push(e));
  console.error = () => {};
});
afterEach(() => {
  console.error = quiet;
});

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

describe('error capture: what is noted, and where', () => {
  it("a render error caught by a page's boundary and by the app's, with the scope", async () => {
    render(
      <RouteErrorBoundary>
        <Broken message="page broke" />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText('页面出错了，请重试')).toBeInTheDocument();
    render(
      <RouteErrorBoundary scope="app">
        <Broken message="app broke" />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText('应用出错了，请重试')).toBeInTheDocument();
    expect(seen.map((e) => [e.kind, e.message, e.detail])).toEqual([
      ['render', 'Error: page broke', 'page'],
      ['render', 'Error: app broke', 'app'],
    ]);
  });

  it('a chunk that failed to load is a chunk failure, whatever caught it', async () => {
    render(
      <RouteErrorBoundary>
        <Broken message="Failed to fetch dynamically imported module: http://x/assets/a.js" />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText('页面加载失败，请检查网络后重试')).toBeInTheDocument();
    expect(seen.map((e) => [e.kind, e.detail])).toEqual([['chunk', 'page']]);
  });

  it('a failed call is noted when the user was shown it, not when silent, cancelled or an expired session', () => {
    reportError(new GatewayError('business', '预约已满', { code: 500 }), {});
    reportError(new GatewayError('network', '网络错误'), { silent: true });
    reportError(new GatewayError('canceled', ''), {});
    reportError(new GatewayError('auth', '登录过期'), { loginFlow: true });
    expect(seen.map((e) => [e.kind, e.message, e.detail])).toEqual([['call', 'GatewayError: 预约已满', 'business 500']]);
  });
});
