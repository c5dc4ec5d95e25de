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
import { UserList, type GivenAccess } from './user-list';

const searchText = (user: User) => [user.email, user.username, user.name, user.role, user.countryName ?? ''].join(' ');

/** Add user and the List of users (searchable, a page at a time), with the passwords given and invitations sent on this page. */
export function UsersPage() {
  const { data: users, error, isLoading, mutate } = useUsers();
  // Kept in this page only: the server never returns a stored password.
  const [given, setGiven] = useState<Record<string, GivenAccess>>({});
  const [confirming, setConfirming] = useState<User | null>(null);
  const [resettingId, setResettingId] = useState<string | null>(null);
  const [invitingId, setInvitingId] = useState<string | null>(null);
  const list = useSearchPage(users, searchText);

  const give = (userId: string, access: GivenAccess) => setGiven((earlier) => ({ ...earlier, [userId]: access }));

  const reset = async (user: User) => {
    setConfirming(null);
    setResettingId(user.id);
    try {
      const { password } = await callApi('resetPassword', { params: { id: user.id } });
      give(user.id, { password });
      notify.success(`A new password has been given to ${user.email}.`);
    } catch (failure) {
      notify.failure(failure, MESSAGES.error);
    } finally {
      setResettingId(null);
    }
  };

  // A new link and message; the person's password, if they have one, stays as it is.
  const invite = async (user: User) => {
    setInvitingId(user.id);
    try {
      await callApi('resendInvitation', { params: { id: user.id } });
      give(user.id, 'invitation');
      notify.success(`Invitation sent to ${user.email}.`);
    } catch (failure) {
      notify.failure(failure, MESSAGES.error);
    } finally {
      setInvitingId(null);
    }
  };

  return (
    <Stack gap={8}>
      <UserForm
        onCreated={async (created) => {
          give(created.user.id, 'invited' in created ? 'invitation' : { password: created.password });
          list.reveal(({ id }) => id === created.user.id);
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
              <UserList
                users={list.pageItems}
                given={given}
                resettingId={resettingId}
                onReset={setConfirming}
                invitingId={invitingId}
                onInvite={(user) => void invite(user)}
              />
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
