import { firstScreenBudgets } from '../../support/first-screen-budget';

firstScreenBudgets('A guide', { '/': 158, '/guideHome': 147, '/guideAllTeams': 147, '/transfers': 151 });
