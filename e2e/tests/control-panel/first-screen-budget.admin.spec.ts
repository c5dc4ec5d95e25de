import { firstScreenBudgets } from '../../support/first-screen-budget';

firstScreenBudgets('An administrator', { '/controlPanel/countries': 275 });
firstScreenBudgets(
  'An administrator',
  { '/controlPanel': 146, '/controlPanel/teams': 149, '/controlPanel/people': 149, '/controlPanel/leaders': 149 },
  { plain: true },
);
