/** The letter settings form's schema, downloaded with this module and run when called (lazyResolver). */
export const letterFormSchema = () =>
  import(/* webpackMode: "eager" */ './letter-settings-schema').then((schema) => schema.letterFormSchema);
