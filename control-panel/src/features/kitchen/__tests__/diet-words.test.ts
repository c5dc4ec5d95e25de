import { KITCHEN_DIETS } from '@olympiad/shared/schemas';
import { DIET_COLUMNS, dietText, KITCHEN_DIET_ORDER } from '../diet-words';

describe('the diet columns', () => {
  it('are the answer’s diets in its order, the unanswered last', () => {
    expect(KITCHEN_DIET_ORDER).toEqual([...KITCHEN_DIETS]);
    expect(DIET_COLUMNS.unanswered).toBe('Not answered');
  });
});

describe('dietText', () => {
  it('says a person’s diet, what an other diet is, or that there is no answer', () => {
    expect(dietText({ diet: 'vegan', dietOther: null })).toBe('Vegan');
    expect(dietText({ diet: 'other', dietOther: 'No pork' })).toBe('Other: No pork');
    expect(dietText({ diet: null, dietOther: null })).toBe('Not answered');
  });
});
