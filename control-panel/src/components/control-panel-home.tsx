export function ControlPanelHome() {
  return <p>Choose a section from the menu to manage the contest.</p>;
}
