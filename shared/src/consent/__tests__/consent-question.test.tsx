import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentQuestion, consentStatus } from '../consent-question.js';

describe('a consent question', () => {
  it('has nothing chosen until answered, and says where the consent stands', async () => {
    const onChange = jest.fn();
    render(<ConsentQuestion question="Photo may be shown publicly" value={null} onChange={onChange} status={consentStatus(null, true)} />);
    const question = screen.getByRole('group', { name: 'Photo may be shown publicly' });
    expect(question).toHaveAccessibleDescription("No choice recorded (the edition's default: shown)");
    for (const radio of within(question).getAllByRole('radio')) expect(radio).not.toBeChecked();
    await userEvent.click(within(question).getByRole('radio', { name: 'No' }));
    expect(onChange).toHaveBeenCalledWith(false);
    await userEvent.click(within(question).getByRole('radio', { name: 'Yes' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('tells a given and a withdrawn consent from the edition’s default, shown or hidden', () => {
    expect([consentStatus(true, true), consentStatus(false, false), consentStatus(null, false)]).toEqual([
      'Consent given',
      'Consent withdrawn',
      "No choice recorded (the edition's default: hidden)",
    ]);
  });
});
