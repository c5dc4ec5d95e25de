import { useState } from 'react';
import { MESSAGES, notify, useSearchPage } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import type { User } from '@olympiad/shared/schemas';
import { ConfirmDialog, Heading, Stack } from '@olympiad/shared/plain-ui';
import styles from '../../../components/section.module.css';
import { LoadState } from '../../../components/load-state';
import { PagedList } from '../../../components/paged-list';
import { useUsers } from '../../../components/reads';
import { UserForm } from './user-form';
import { UserList } from './user-list';

const searchText = (user: User) => [user.email, user.username, user.name, user.role, user.countryName ?? ''].join(' ');

/** Add user and the List of users (searchable, a page at a time), with the passwords given on this page. */
export function UsersPage() {
  const { data: users, error, isLoading, mutate } = useUsers();
  // Kept in this page only: the server never returns a stored password.
  const [givenPasswords, setGivenPasswords] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<User | null>(null);
  const [resettingId, setResettingId] = useState<string | null>(null);
  const list = useSearchPage(users, searchText);

  const give = (userId: string, password: string) => setGivenPasswords((given) => ({ ...given, [userId]: password }));

  const reset = async (user: User) => {
    setConfirming(null);
    setResettingId(user.id);
    try {
      const { password } = await callApi('resetPassword', { params: { id: user.id } });
      give(user.id, password);
      notify.success(`A new password has been given to ${user.email}.`);
    } catch (failure) {
      notify.failure(failure, MESSAGES.error);
    } finally {
      setResettingId(null);
    }
  };

  return (
    <Stack gap={8}>
      <UserForm
        onCreated={async (user) => {
          give(user.id, user.password);
          list.reveal(({ id }) => id === user.id);
          await mutate();
        }}
      />
      <section aria-labelledby="users-heading" className={styles.section}>
        <Heading as="h2" id="users-heading" size="xl">
          List of users
        </Heading>
        <LoadState what="users" data={users} error={error} isLoading={isLoading} empty="No users yet.">
          {() => (
            <PagedList list={list} hint="E-mail, name, role or country." what="users">
              <UserList users={list.pageItems} givenPasswords={givenPasswords} resettingId={resettingId} onReset={setConfirming} />
            </PagedList>
          )}
        </LoadState>
      </section>
      <ConfirmDialog
        open={confirming !== null}
        title="Reset password"
        confirmLabel="Reset password"
        onConfirm={() => confirming && void reset(confirming)}
        onClose={() => setConfirming(null)}
      >
        Give {confirming?.name} ({confirming?.email}) a new password? The current one stops working at once.
      </ConfirmDialog>
    </Stack>
  );
}
