export { notify, snacks, type Snack } from './snack-store.js';
