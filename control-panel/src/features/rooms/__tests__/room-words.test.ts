import { bedsText, mixedText, placedText, requestText, roomChoices } from '../room-words';
import { ANA, GINA, ROOMS, ZOE } from './rooms-fixtures';

describe('the words of a room and its occupants', () => {
  it('says the beds taken, the request and a confirmed mix', () => {
    expect(bedsText(ROOMS.hotels[0]!.rooms[0]!)).toBe('1 of 2 beds');
    expect(requestText(GINA)).toBe('Single room wanted');
    expect(requestText(ANA)).toBe('Share with Ioana Pop');
    expect(requestText(ZOE)).toBe('');
    expect(mixedText({ mixedBy: 'Ada Admin' })).toBe('Mixed, confirmed by Ada Admin');
    expect(mixedText(ZOE)).toBe('');
  });
});

describe('roomChoices', () => {
  it('offers the rooms with a free bed, the person’s own left out, with hotel, type and beds', () => {
    expect(roomChoices(ROOMS, null).map((choice) => choice.label)).toEqual([
      'Hotel Rila, room 101 (Double, 1 of 2 beds)',
      'Hotel Rila, room 102 (Double, 1 of 2 beds)',
    ]);
    const fromZoesRoom = roomChoices(ROOMS, ROOMS.hotels[0]!.rooms[0]!.id);
    expect(fromZoesRoom).toEqual([
      { value: ROOMS.hotels[0]!.rooms[1]!.id, label: 'Hotel Rila, room 102 (Double, 1 of 2 beds)', number: '102' },
    ]);
  });
});

describe('placedText', () => {
  it('counts the people the suggestion placed', () => {
    expect(placedText(12, 2)).toBe('10 people placed.');
    expect(placedText(3, 2)).toBe('1 person placed.');
    expect(placedText(2, 2)).toBe('Nobody could be placed.');
  });
});
