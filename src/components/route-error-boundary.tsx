import { Component, type ReactNode } from 'react';
import { captureError } from '../lib/errors/capture';
import { ErrorState } from './states';

interface State {
  error: Error | null;
  attempt: number;
}

interface Props {
  children: ReactNode;
  /** `app`: the root boundary around the auth start, the shell and the door-plate popup. */
  scope?: 'page' | 'app';
}

/**
 * Catches a render error (and a failed chunk load) and offers a retry: a page's own (`page`),
 * or, at the root (`app`), a whole-screen recoverable page instead of a blank app.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, attempt: 0 };

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
      const chunk = /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(this.state.error.message);
      const retry = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
      if (this.props.scope === 'app') {
        return (
          <main style={{ minHeight: '100vh', paddingTop: '20vh' }}>
            <h1 style={{ textAlign: 'center', fontSize: 20 }}>一窗受理</h1>
            <ErrorState message={chunk ? '应用加载失败，请检查网络后重试' : '应用出错了，请重试'} onRetry={retry} />
          </main>
        );
      }
      return <ErrorState message={chunk ? '页面加载失败，请检查网络后重试' : '页面出错了，请重试'} onRetry={retry} />;
    }
    return (
      <div key={this.state.attempt} style={{ display: 'contents' }}>
        {this.props.children}
      </div>
    );
  }
}
