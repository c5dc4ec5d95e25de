import { editWindowEnd, effectiveDeadline, isWindowOpen, nextPhaseChange, registrationPhase, windowCloses } from '../registration-windows';

const END = '2025-07-01T12:00:00+02:00';
const at = (iso: string) => new Date(iso);

describe('the registration windows', () => {
  it('closes registration at the deadline, the edit and guests windows a day later', () => {
    expect(windowCloses('registration', END)).toEqual(at('2025-07-01T10:00:00Z'));
    expect(windowCloses('edit', END)).toEqual(at('2025-07-02T10:00:00Z'));
    expect(windowCloses('guests', END)).toEqual(at('2025-07-02T10:00:00Z'));
    expect(editWindowEnd(at(END))).toEqual(at('2025-07-02T10:00:00Z'));
  });

  it('is open before its closing instant and closed from it on', () => {
    expect(isWindowOpen('registration', END, at('2025-07-01T09:59:59Z'))).toBe(true);
    expect(isWindowOpen('registration', END, at('2025-07-01T10:00:00Z'))).toBe(false);
    expect(isWindowOpen('guests', END, at('2025-07-02T09:59:59Z'))).toBe(true);
    expect(isWindowOpen('guests', END, at('2025-07-02T10:00:00Z'))).toBe(false);
  });
});

describe('registrationPhase', () => {
  it('is open until the deadline, the edit window for one day after, then closed', () => {
    expect(registrationPhase(END, at('2025-07-01T09:59:59Z'))).toBe('open');
    expect(registrationPhase(END, at('2025-07-01T10:00:00Z'))).toBe('edit');
    expect(registrationPhase(END, at('2025-07-02T09:59:59Z'))).toBe('edit');
    expect(registrationPhase(END, at('2025-07-02T10:00:00Z'))).toBe('closed');
  });

  it('reads the deadline as the contest row (a Date) and its JSON (a string) alike', () => {
    expect(registrationPhase(at(END), at('2025-07-01T10:00:00Z'))).toBe('edit');
  });

  it('names the next change: the deadline, then the end of the edit window, then none', () => {
    expect(nextPhaseChange(END, at('2025-06-01T00:00:00Z'))).toEqual(at('2025-07-01T10:00:00Z'));
    expect(nextPhaseChange(END, at('2025-07-01T11:00:00Z'))).toEqual(at('2025-07-02T10:00:00Z'));
    expect(nextPhaseChange(END, at('2025-08-01T00:00:00Z'))).toBeNull();
  });
});

describe("a country's own deadline", () => {
  const LATER = '2025-07-10T12:00:00+02:00';
  const EARLIER = '2025-06-20T12:00:00+02:00';

  it("is the country's when set, later or earlier than the contest's, else the contest's", () => {
    expect(effectiveDeadline(END, LATER)).toBe(LATER);
    expect(effectiveDeadline(END, EARLIER)).toBe(EARLIER);
    expect(effectiveDeadline(END, null)).toBe(END);
    expect(effectiveDeadline(END, undefined)).toBe(END);
    expect(effectiveDeadline(at(END), at(LATER))).toEqual(at(LATER));
  });

  it('moves every window of the country with it: registration open, then its own edit window', () => {
    const now = at('2025-07-05T00:00:00Z');
    expect(registrationPhase(END, now)).toBe('closed');
    expect(registrationPhase(effectiveDeadline(END, LATER), now)).toBe('open');
    expect(isWindowOpen('guests', effectiveDeadline(END, LATER), at('2025-07-11T09:59:59Z'))).toBe(true);
    expect(registrationPhase(effectiveDeadline(END, LATER), at('2025-07-10T10:00:00Z'))).toBe('edit');
    expect(registrationPhase(effectiveDeadline(END, EARLIER), at('2025-06-25T00:00:00Z'))).toBe('closed');
  });
});
