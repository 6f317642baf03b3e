import { Component, type ReactNode } from 'react';
import { CrashCard } from './ProblemCards';

export interface ErrorBoundaryProps {
  /** Told about the error (the runtime turns it into a `penzugy:error` event). */
  onError: (error: unknown) => void;
  children?: ReactNode;
}

/**
 * One per widget: a widget that throws while rendering shows the Hungarian crash card with a retry
 * button, and only that widget — each widget has its own React root, so the others never notice.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? <CrashCard onRetry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}
