import { firstScreenBudgets } from '../../support/first-screen-budget';

firstScreenBudgets('A guide', { '/': 156, '/guideHome': 146, '/guideAllTeams': 146 });
