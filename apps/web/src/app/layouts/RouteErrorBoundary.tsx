import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '@/features/shell';

interface Props {
  /** The address: an error is forgotten when it changes (another page may work). */
  resetKey: string;
  children: ReactNode;
}

/** A page that throws while rendering (e.g. a chunk that failed to load after a deploy) shows the French error page. */
export class RouteErrorBoundary extends Component<Props, { error: unknown; resetKey: string }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}
