import { firstScreenBudgets } from '../../support/first-screen-budget';

firstScreenBudgets('An administrator', { '/controlPanel': 215, '/controlPanel/countries': 275 });
