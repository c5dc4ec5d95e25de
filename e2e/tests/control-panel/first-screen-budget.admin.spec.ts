import { firstScreenBudgets } from '../../support/first-screen-budget';

firstScreenBudgets('An administrator', {
  '/controlPanel': 147,
  '/controlPanel/countries': 169,
  '/controlPanel/users': 169,
  '/controlPanel/guides': 170,
  '/controlPanel/committee': 170,
  '/controlPanel/contest': 183,
  '/controlPanel/exportImport': 150,
  '/controlPanel/teams': 149,
  '/controlPanel/badges': 149,
  '/controlPanel/people': 149,
  '/controlPanel/leaders': 149,
  '/controlPanel/statistics': 149,
  '/controlPanel/progress': 151,
  '/controlPanel/history': 150,
  '/controlPanel/messages': 150,
  '/controlPanel/letters': 150,
  '/controlPanel/rooms': 153,
  '/controlPanel/kitchen': 150,
});
