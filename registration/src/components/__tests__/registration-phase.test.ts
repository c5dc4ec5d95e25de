import { homeActions, nextPhaseChange, registrationPhase } from '../registration-phase';

const END = '2025-07-01T12:00:00+02:00';
const at = (iso: string) => new Date(iso);

describe('registrationPhase', () => {
  it('is open until the deadline, the edit window for one day after, then closed', () => {
    expect(registrationPhase(END, at('2025-07-01T09:59:59Z'))).toBe('open');
    expect(registrationPhase(END, at('2025-07-01T10:00:00Z'))).toBe('edit');
    expect(registrationPhase(END, at('2025-07-02T09:59:59Z'))).toBe('edit');
    expect(registrationPhase(END, at('2025-07-02T10:00:00Z'))).toBe('closed');
  });

  it('names the next change: the deadline, then the end of the edit window, then none', () => {
    expect(nextPhaseChange(END, at('2025-06-01T00:00:00Z'))).toEqual(at('2025-07-01T10:00:00Z'));
    expect(nextPhaseChange(END, at('2025-07-01T11:00:00Z'))).toEqual(at('2025-07-02T10:00:00Z'));
    expect(nextPhaseChange(END, at('2025-08-01T00:00:00Z'))).toBeNull();
  });
});

describe('homeActions', () => {
  it('offers Add Team only while open and the country has no team', () => {
    expect(homeActions('open', false).addTeam).toBe(true);
    expect(homeActions('open', true).addTeam).toBe(false);
    expect(homeActions('edit', false).addTeam).toBe(false);
  });

  it('offers the guests while the edit window is open, the teams list once there is a team', () => {
    expect(homeActions('open', false)).toEqual({ registrationOver: false, editNote: false, addTeam: true, guests: true, listTeams: false });
    expect(homeActions('edit', true)).toEqual({ registrationOver: true, editNote: true, addTeam: false, guests: true, listTeams: true });
    expect(homeActions('closed', true)).toEqual({ registrationOver: true, editNote: false, addTeam: false, guests: false, listTeams: true });
  });
});
