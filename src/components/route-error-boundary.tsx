import { Component, type ReactNode } from 'react';
import { ErrorState } from './states';

interface State {
  error: Error | null;
  attempt: number;
}

/** Catches a page's render error (and a failed chunk load) and offers a retry. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error('page failed', error.message);
  }

  render() {
    if (this.state.error) {
      const chunk = /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(this.state.error.message);
      return (
        <ErrorState
          message={chunk ? '页面加载失败，请检查网络后重试' : '页面出错了，请重试'}
          onRetry={() => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }))}
        />
      );
    }
    return <div key={this.state.attempt} style={{ display: 'contents' }}>{this.props.children}</div>;
  }
}
