import { firstScreenBudgets } from '../../support/first-screen-budget';

firstScreenBudgets('A registrator', { '/': 158, '/addTeam': 280 });
firstScreenBudgets('A registrator', { '/listGuests': 149, '/addGuest': 207 }, { plain: true });
