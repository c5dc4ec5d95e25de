import { homeActions } from '../registration-phase';

describe('homeActions', () => {
  it('offers Add Team only while open and the country has no team', () => {
    expect(homeActions('open', false).addTeam).toBe(true);
    expect(homeActions('open', true).addTeam).toBe(false);
    expect(homeActions('edit', false).addTeam).toBe(false);
  });

  it('offers the guests while the edit window is open, the teams list once there is a team', () => {
    expect(homeActions('open', false)).toEqual({ registrationOver: false, editNote: false, addTeam: true, guests: true, listTeams: false });
    expect(homeActions('edit', true)).toEqual({ registrationOver: true, editNote: true, addTeam: false, guests: true, listTeams: true });
    expect(homeActions('closed', true)).toEqual({
      registrationOver: true,
      editNote: false,
      addTeam: false,
      guests: false,
      listTeams: true,
    });
  });
});
