export * from './auth/index.js';
export * from './http/index.js';
export * from './notify/index.js';
export * from './selection/index.js';
export * from './constants.js';
export * from './format.js';
export * from './hydration/index.js';
export * from './remote-modules/index.js';
