import { firstScreenBudgets } from '../../support/first-screen-budget';

firstScreenBudgets('A guide', { '/': 158, '/guideHome': 146, '/guideAllTeams': 146 });
