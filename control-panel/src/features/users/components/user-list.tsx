import type { User } from '@olympiad/shared/schemas';
import { Button, ScrollRegion, tableLook, VisuallyHidden } from '@olympiad/shared/plain-ui';
import styles from './user-list.module.css';

/** What a user was given on this page: a password (created or reset), or an invitation to set their own. */
export type GivenAccess = { password: string } | 'invitation';

interface UserListProps {
  users: readonly User[];
  /** By user id; never read from the server. */
  given: Record<string, GivenAccess>;
  resettingId: string | null;
  onReset: (user: User) => void;
  invitingId: string | null;
  onInvite: (user: User) => void;
}

function GivenCell({ access }: { access: GivenAccess | undefined }) {
  if (access === 'invitation') return 'Invitation sent';
  if (access) return <code className={styles.password}>{access.password}</code>;
  return <VisuallyHidden>not shown</VisuallyHidden>;
}

/**
 * List of users: the spec's columns, then each user's country (a registrator's; none for others);
 * Given Password is empty except for users created, reset or invited on this page.
 */
export function UserList({ users, given, resettingId, onReset, invitingId, onInvite }: UserListProps) {
  return (
    <ScrollRegion label="Users table">
      <table aria-labelledby="users-heading" className={tableLook.table}>
        <thead>
          <tr>
            <th>Email/Username</th>
            <th>Given Password</th>
            <th>Name</th>
            <th>Role</th>
            <th>Country</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td>{user.username || user.email}</td>
              <td>
                <GivenCell access={given[user.id]} />
              </td>
              <td>{user.name}</td>
              <td>{user.role}</td>
              <td>{user.countryName ?? <VisuallyHidden>no country</VisuallyHidden>}</td>
              <td className={styles.actions}>
                <Button size="sm" variant="outline" tone="blue" loading={resettingId === user.id} onClick={() => onReset(user)}>
                  {resettingId === user.id ? (
                    'Resetting'
                  ) : (
                    <>
                      Reset password<VisuallyHidden> of {user.email}</VisuallyHidden>
                    </>
                  )}
                </Button>
                <Button size="sm" variant="outline" tone="blue" loading={invitingId === user.id} onClick={() => onInvite(user)}>
                  {invitingId === user.id ? (
                    'Sending'
                  ) : (
                    <>
                      Send invitation<VisuallyHidden> to {user.email}</VisuallyHidden>
                    </>
                  )}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
