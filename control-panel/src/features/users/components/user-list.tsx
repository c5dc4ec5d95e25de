import type { User } from '@olympiad/shared/schemas';
import { Button, ScrollRegion, tableLook, VisuallyHidden } from '@olympiad/shared/plain-ui';
import styles from './user-list.module.css';

interface UserListProps {
  users: readonly User[];
  /** Passwords given on this page (created or reset), by user id; never read from the server. */
  givenPasswords: Record<string, string>;
  resettingId: string | null;
  onReset: (user: User) => void;
}

/**
 * List of users: the spec's columns, then each user's country (a registrator's; none for others);
 * Given Password is empty except for users created or reset on this page.
 */
export function UserList({ users, givenPasswords, resettingId, onReset }: UserListProps) {
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
                {givenPasswords[user.id] ? (
                  <code className={styles.password}>{givenPasswords[user.id]}</code>
                ) : (
                  <VisuallyHidden>not shown</VisuallyHidden>
                )}
              </td>
              <td>{user.name}</td>
              <td>{user.role}</td>
              <td>{user.countryName ?? <VisuallyHidden>no country</VisuallyHidden>}</td>
              <td>
                <Button size="sm" variant="outline" tone="blue" loading={resettingId === user.id} onClick={() => onReset(user)}>
                  {resettingId === user.id ? (
                    'Resetting'
                  ) : (
                    <>
                      Reset password<VisuallyHidden> of {user.email}</VisuallyHidden>
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
