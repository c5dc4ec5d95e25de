import { firstScreenBudgets } from '../../support/first-screen-budget';

firstScreenBudgets('A registrator', { '/': 158 });
firstScreenBudgets('A registrator', { '/listGuests': 149, '/addGuest': 207, '/addTeam': 211 }, { plain: true });
