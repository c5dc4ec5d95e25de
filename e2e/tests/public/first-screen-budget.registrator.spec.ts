import { firstScreenBudgets } from '../../support/first-screen-budget';

firstScreenBudgets('A registrator', { '/': 158, '/listGuests': 283 });
