import { contactText, dietText, roomText, staysByPerson } from '../stay-lines';
import { BULGARIA_STAY } from './guided-stay-fixtures';

const [ana, boris] = BULGARIA_STAY.teams[0]!.people;

describe("a person's stay on the team sheet", () => {
  it('names the room by its number, hotel and type', () => {
    expect(roomText(ana!.room!)).toBe('Room 12, Hotel Sofia (Double)');
  });

  it('names the emergency contact with their relation, or nobody', () => {
    expect(contactText(ana!)).toBe('Olga Bulgaria (Mother)');
    expect(contactText(boris!)).toBeNull();
  });

  it("gives an other diet in the registrator's words, the rest in the screens'", () => {
    expect(dietText(ana!.health!)).toBe('No pork');
    expect(dietText({ ...ana!.health!, diet: 'halal' })).toBe('Halal');
    expect(dietText({ ...ana!.health!, diet: null })).toBeNull();
  });

  it('finds each person of the guide teams by person id', () => {
    expect(staysByPerson(BULGARIA_STAY).get(ana!.personId)).toBe(ana);
    expect(staysByPerson(undefined).size).toBe(0);
  });
});
