/** A stylesheet beside a component: its class names, made local to it at build time. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** A global stylesheet, imported for its rules alone. */
declare module '*.css';
