export { useDisabledUntilHydrated, useHydrated } from './use-hydrated.js';
