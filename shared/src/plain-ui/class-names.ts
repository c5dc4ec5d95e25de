/** The classes that apply, as one `className`: a component's own, then any its caller adds. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
