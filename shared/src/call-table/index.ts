import { addCallPaths, type CALL_PATHS } from '@olympiad/shared';

// Compiled into each remote rather than shared (it is no federation singleton), so that the
// build's DefinePlugin writes here the calls that remote's code names (shared/src/mf/call-keys.mjs):
// importing it first in each exposed module adds them to the one table every app shares.
declare const __CALL_PATHS__: Partial<typeof CALL_PATHS>;

addCallPaths(__CALL_PATHS__);
