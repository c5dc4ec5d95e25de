export function SectionNotFound() {
  return <p>There is no such section of the Control Panel. Choose one from the menu.</p>;
}
