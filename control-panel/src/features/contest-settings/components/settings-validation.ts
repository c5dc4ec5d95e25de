/** The contest form's schema, downloaded with this module and run when called (lazyResolver). */
export const contestFormSchema = () => import(/* webpackMode: "eager" */ './settings-schema').then((schema) => schema.contestFormSchema);
