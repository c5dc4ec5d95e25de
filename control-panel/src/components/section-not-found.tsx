import { Text } from '@olympiad/shared/ui';

export function SectionNotFound() {
  return <Text>There is no such section of the Control Panel. Choose one from the menu.</Text>;
}
