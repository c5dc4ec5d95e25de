import { Component, type ReactNode } from 'react';
import { Alert, Button, Stack } from '@olympiad/shared/ui';

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
      <Stack gap="4" align="start">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This part of the site could not be loaded.</Alert.Title>
            <Alert.Description>Check your connection and try again. The rest of the site still works.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button onClick={this.props.onRetry}>Try again</Button>
      </Stack>
    );
  }
}
