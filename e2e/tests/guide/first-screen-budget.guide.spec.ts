import { firstScreenBudgets } from '../../support/first-screen-budget';

firstScreenBudgets('A guide', { '/': 159, '/guideHome': 147, '/guideAllTeams': 147 });
