/** Add Team's schema and rules, downloaded with this module and run when called (lazyResolver). */
export const addTeamRules = () => import(/* webpackMode: "eager" */ './add-team-rules');
