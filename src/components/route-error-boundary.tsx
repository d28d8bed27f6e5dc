import { onlineManager } from '@tanstack/react-query';
import { Component, useEffect, type ReactNode } from 'react';
import { isChunkLoadError, reloadWhenServerAnswers } from '../lib/deploy/chunk-reload';
import { captureError } from '../lib/errors/capture';
import { useOnline } from '../lib/network/online';
import { ErrorState, OfflineState } from './states';

/** A page whose code did not come for want of a network: says so, and loads it once the network is back. */
function OfflineRetry({ retry, links }: { retry: () => void; links?: boolean }) {
  const online = useOnline();
  useEffect(() => {
    if (online) retry();
  }, [online, retry]);
  return <OfflineState onRetry={retry} links={links} />;
}

interface State {
  error: Error | null;
  attempt: number;
}

interface Props {
  children: ReactNode;
  /** `app`: the root boundary around the auth start, the shell and the door-plate popup. */
  scope?: 'page' | 'app';
  /** How a page whose code failed loads again: a reload once the server answers (tests replace it). */
  reloadPage?: () => unknown;
}

/**
 * Catches a render error (and a failed chunk load) and offers a retry: a page's own (`page`),
 * or, at the root (`app`), a whole-screen recoverable page instead of a blank app.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, attempt: 0 };

  private retry = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));

  private reloadPage = () => void (this.props.reloadPage ?? reloadWhenServerAnswers)();

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(this.props.scope === 'app' ? 'app failed' : 'page failed', error.message);
    // Sent to the gateway, scrubbed (docs/contract.md section 9).
    captureError('render', error, this.props.scope ?? 'page');
  }

  render() {
    if (this.state.error) {
      const chunk = isChunkLoadError(this.state.error) || /Failed to fetch/i.test(this.state.error.message);
      // Offline as the queries see it: says so, and reloads by itself once the network is back and
      // the server answers (a style sheet that failed offline stays failed in the document).
      // Online, 重试 renders again: a chunk that is gone after a deploy already had its one reload
      // (src/lib/deploy/chunk-reload.ts), and a second would only loop.
      const offline = chunk && !onlineManager.isOnline();
      const retry = offline ? this.reloadPage : this.retry;
      if (this.props.scope === 'app') {
        return (
          <main style={{ minHeight: '100vh', paddingTop: '20vh' }}>
            <h1 style={{ textAlign: 'center', fontSize: 20 }}>一窗受理</h1>
            {offline ? (
              // Outside the router: no links to pages.
              <OfflineRetry retry={retry} links={false} />
            ) : (
              <ErrorState message={chunk ? '应用加载失败，请检查网络后重试' : '应用出错了，请重试'} onRetry={retry} />
            )}
          </main>
        );
      }
      if (offline) return <OfflineRetry retry={retry} />;
      return <ErrorState message={chunk ? '页面加载失败，请检查网络后重试' : '页面出错了，请重试'} onRetry={retry} />;
    }
    return (
      <div key={this.state.attempt} style={{ display: 'contents' }}>
        {this.props.children}
      </div>
    );
  }
}
