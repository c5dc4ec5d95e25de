/** The olympiad's emblem, drawn inline so that the first paint needs no image request. */
export function Logo() {
  return (
    <svg width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="Olympiad logo">
      <circle cx="48" cy="48" r="46" fill="#1e40af" />
      <path d="M28 62 L40 34 L48 50 L56 34 L68 62" stroke="#fff" strokeWidth="6" fill="none" strokeLinejoin="round" />
      <circle cx="48" cy="24" r="6" fill="#facc15" />
    </svg>
  );
}
