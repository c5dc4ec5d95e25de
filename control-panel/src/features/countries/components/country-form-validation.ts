/** The country form's schema, downloaded with this module and run when called (lazyResolver). */
export const countryFormSchema = () =>
  import(/* webpackMode: "eager" */ './country-form-schema').then((schema) => schema.countryFormSchema);
