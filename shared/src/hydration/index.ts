export { useHydrated } from './use-hydrated.js';
