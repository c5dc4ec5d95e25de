import { CONTRACT, callPathsOf } from '@olympiad/shared/contract';

// What an app's build defines (shared/src/mf/webpack-config.mjs), taken from the contract's source:
// set before any module that reads it is loaded.
Object.assign(globalThis, { __CALL_PATHS__: callPathsOf(CONTRACT) });
