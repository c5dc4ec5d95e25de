/**
 * `@chakra-ui/charts` imports `@chakra-ui/react`; control-panel's webpack config resolves that
 * import, for the charts package only, to this module. Through it the charts use the shell's
 * shared Chakra (one theme, one context) instead of bundling a second Chakra.
 */
export * from '@olympiad/shared/ui';
