import { Component, type ReactNode } from 'react';
import { Button, ErrorAlert } from '@olympiad/shared/plain-ui';
import styles from './remote-error-boundary.module.css';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a broken or unreachable remote from taking the rest of the product down. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.failed}>
        <ErrorAlert>
          <p>This part of the site could not be loaded.</p>
          <p>Check your connection and try again. The rest of the site still works.</p>
        </ErrorAlert>
        <Button onClick={this.props.onRetry}>Try again</Button>
      </div>
    );
  }
}
