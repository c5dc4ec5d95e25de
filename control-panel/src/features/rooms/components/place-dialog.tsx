import { useState, type FormEvent } from 'react';
import type { RoomGuest } from '@olympiad/shared/schemas';
import { Button, Field, Modal, Row, Select, Stack } from '@olympiad/shared/plain-ui';
import type { RoomChoice } from '../room-words';

/** Whom to place, and the room they leave (null: they have none). */
export interface Choosing {
  guest: RoomGuest;
  fromRoomId: string | null;
}

interface PlaceDialogProps {
  choosing: Choosing | null;
  /** The rooms with a bed left, theirs left out. */
  choices: readonly RoomChoice[];
  busy: boolean;
  onPlace: (guest: RoomGuest, choice: RoomChoice) => void;
  onClose: () => void;
}

const CHOOSE_ROOM = 'Choose a room.';

/** Moves an occupant to another room, or places someone without one: a select of the rooms with a free bed. */
export function PlaceDialog({ choosing, choices, busy, onPlace, onClose }: PlaceDialogProps) {
  const [roomId, setRoomId] = useState('');
  const [error, setError] = useState<string>();
  const verb = choosing?.fromRoomId ? 'Move' : 'Place';
  const close = () => {
    setRoomId('');
    setError(undefined);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choice = choices.find((room) => room.value === roomId);
    if (!choosing || !choice) return setError(CHOOSE_ROOM);
    setRoomId('');
    setError(undefined);
    onPlace(choosing.guest, choice);
  };
  return (
    <Modal open={choosing !== null} onClose={close} title={`${verb} ${choosing?.guest.fullName ?? ''}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap={5}>
          {choices.length === 0 ? (
            <p>No room has a free bed.</p>
          ) : (
            <Field label="Room" error={error} required>
              <Select value={roomId} empty="Choose a room" options={choices} onChange={(event) => setRoomId(event.target.value)} />
            </Field>
          )}
          <Row end>
            <Button variant="outline" tone="gray" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={choices.length === 0}>
              {verb}
            </Button>
          </Row>
        </Stack>
      </form>
    </Modal>
  );
}
