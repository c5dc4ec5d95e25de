import { Text } from '@olympiad/shared/ui';

export function ControlPanelHome() {
  return <Text>Choose a section from the menu to manage the contest.</Text>;
}
