/** The control panel's sections, in menu order; each `path` is a child route of /controlPanel. */
export const SECTIONS: readonly { path: string; label: string }[] = [
  { path: 'countries', label: 'Countries' },
];
