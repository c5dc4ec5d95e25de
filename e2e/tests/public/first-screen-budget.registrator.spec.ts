import { firstScreenBudgets } from '../../support/first-screen-budget';

firstScreenBudgets('A registrator', { '/': 161, '/listGuests': 149, '/addGuest': 207, '/addTeam': 211, '/history': 150 });
