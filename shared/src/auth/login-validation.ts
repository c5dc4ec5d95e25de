/** The login schema, downloaded with this module and run when called (lazyResolver, deferred-schemas.ts). */
export const loginSchema = () => import(/* webpackMode: "eager" */ '../schemas/login.js').then(({ loginInputSchema }) => loginInputSchema);
