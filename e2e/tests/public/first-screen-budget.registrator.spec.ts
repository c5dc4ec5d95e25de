import { firstScreenBudgets } from '../../support/first-screen-budget';

firstScreenBudgets('A registrator', { '/': 161, '/listGuests': 149, '/addGuest': 169, '/addTeam': 172, '/history': 150 });
