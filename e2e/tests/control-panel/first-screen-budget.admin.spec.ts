import { firstScreenBudgets } from '../../support/first-screen-budget';

firstScreenBudgets('An administrator', {
  '/controlPanel': 146,
  '/controlPanel/countries': 207,
  '/controlPanel/users': 207,
  '/controlPanel/guides': 208,
  '/controlPanel/committee': 208,
  '/controlPanel/contest': 220,
  '/controlPanel/exportImport': 192,
  '/controlPanel/teams': 149,
  '/controlPanel/badges': 149,
  '/controlPanel/people': 149,
  '/controlPanel/leaders': 149,
  '/controlPanel/statistics': 149,
  '/controlPanel/progress': 150,
  '/controlPanel/history': 150,
});
