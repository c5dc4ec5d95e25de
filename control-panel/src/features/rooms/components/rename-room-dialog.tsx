import { useState, type FormEvent } from 'react';
import { ApiError, notify } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import type { Room, Rooms } from '@olympiad/shared/schemas';
import { Button, Field, Input, Modal, Row, Stack } from '@olympiad/shared/plain-ui';

const ROOM_RENAMED = 'Room renamed.';

interface RenameRoomDialogProps {
  room: Room | null;
  onRenamed: (rooms: Rooms) => void;
  onClose: () => void;
}

/** Gives a room the number on its door; the api's word on the number shows under the field. */
export function RenameRoomDialog({ room, onRenamed, onClose }: RenameRoomDialogProps) {
  // Keyed by the room it opened for, so a new room starts from its own number.
  const [typed, setTyped] = useState<{ roomId: string; number: string } | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const number = typed && typed.roomId === room?.id ? typed.number : (room?.number ?? '');
  const close = () => {
    setTyped(null);
    setError(undefined);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!room) return;
    setBusy(true);
    try {
      onRenamed(await callApi('renameRoom', { params: { id: room.id }, body: { number } }));
      notify.success(ROOM_RENAMED);
      close();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.fieldErrors.number?.join(' ') : undefined;
      if (message) setError(message);
      else notify.failure(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={room !== null} onClose={close} title={`Rename room ${room?.number ?? ''}`}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap={5}>
          <Field label="Room number" hint="The number on the room's door." error={error} required>
            <Input
              autoComplete="off"
              value={number}
              onChange={(event) => room && setTyped({ roomId: room.id, number: event.target.value })}
            />
          </Field>
          <Row end>
            <Button variant="outline" tone="gray" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save room number
            </Button>
          </Row>
        </Stack>
      </form>
    </Modal>
  );
}
