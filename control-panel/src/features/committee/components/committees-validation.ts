/** The committees form's schema, downloaded with this module and run when called (lazyResolver). */
export const committeesSchema = () => import(/* webpackMode: "eager" */ './committees-schema').then((schema) => schema.committeesSchema);
