import { REMINDER_DAYS } from '@olympiad/shared';
import { TextField } from '@olympiad/shared/forms';

/** The automatic reminders: how many days before each country's deadline, or none. */
export function ReminderDaysField() {
  return (
    <TextField
      name="reminderDaysBeforeDeadline"
      label="Send reminders automatically"
      type="number"
      min={String(REMINDER_DAYS.min)}
      max={String(REMINDER_DAYS.max)}
      hint={`Days before a country's registration deadline (${REMINDER_DAYS.min}–${REMINDER_DAYS.max}) when each registrator whose registration is incomplete is sent what is still missing, once per deadline. Empty: none are sent by themselves; Progress sends them when you choose.`}
    />
  );
}
