import type { User } from '@olympiad/shared/schemas';
import { Button, chakra, Table, Text, VisuallyHidden } from '@olympiad/shared/ui';
import { ScrollRegion } from '@olympiad/shared/plain-ui';

interface UserListProps {
  users: readonly User[];
  /** Passwords given on this page (created or reset), by user id; never read from the server. */
  givenPasswords: Record<string, string>;
  resettingId: string | null;
  onReset: (user: User) => void;
}

/** List of users; Given Password is empty except for users created or reset on this page. */
export function UserList({ users, givenPasswords, resettingId, onReset }: UserListProps) {
  return (
    <ScrollRegion label="Users table">
      <Table.Root aria-labelledby="users-heading" size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Email/Username</Table.ColumnHeader>
            <Table.ColumnHeader>Given Password</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => (
            <Table.Row key={user.id}>
              <Table.Cell>{user.username || user.email}</Table.Cell>
              <Table.Cell>
                {givenPasswords[user.id] ? (
                  <chakra.code fontFamily="mono" userSelect="all">{givenPasswords[user.id]}</chakra.code>
                ) : (
                  <Text as="span" color="fg.muted">
                    <VisuallyHidden>not shown</VisuallyHidden>
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>{user.name}</Table.Cell>
              <Table.Cell>{user.role}</Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="blue"
                  loading={resettingId === user.id}
                  loadingText="Resetting"
                  onClick={() => onReset(user)}
                >
                  Reset password<VisuallyHidden> of {user.email}</VisuallyHidden>
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollRegion>
  );
}
