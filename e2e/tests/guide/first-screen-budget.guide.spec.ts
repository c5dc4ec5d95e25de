import { firstScreenBudgets } from '../../support/first-screen-budget';

firstScreenBudgets('A guide', { '/': 156, '/guideHome': 145, '/guideAllTeams': 145 });
