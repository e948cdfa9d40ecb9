import { useCallback, useEffect, useState } from 'react';
import { Button, Card, CardHeader } from '@mui/material';
import { Title, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { hasPersonalDetails, PERSONAL_DETAIL_FIELDS } from '@notices/common';
import { fieldErrors, hasFieldErrors } from '../common/errors';
import { PageStatus } from '../common/PageStatus';
import { emptyToNull } from '../common/validation';
import { forForm } from '../providers/formErrors';
import { httpClient, jsonBody } from '../providers/httpClient';
import { setSession } from '../providers/session';
import type { Session, User } from '../types';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ProfileForm } from './ProfileForm';

function profileBody(user: User, values: Partial<User>) {
  const body: Record<string, unknown> = {
    givenName: values.givenName?.trim(),
    familyName: values.familyName?.trim(),
    phone: emptyToNull(values.phone),
  };
  // fullName is not sent: the contract (docs/api-accounts.md) lists no such field; the server joins the names.
  if (hasPersonalDetails(user.roles))
    for (const field of PERSONAL_DETAIL_FIELDS) body[field] = emptyToNull(values[field]);
  return body;
}

/** Loads GET auth/profile; `version` changes with each new answer so the form resets. */
function useProfile() {
  const [state, setState] = useState<{ data?: Session; error?: unknown; loading: boolean; version: number }>({
    loading: true,
    version: 0,
  });
  useEffect(() => {
    httpClient<Session>('/auth/profile')
      .then((data) => setState((s) => ({ data, loading: false, version: s.version + 1 })))
      .catch((error: unknown) => setState((s) => ({ ...s, error, loading: false })));
  }, []);
  const setData = useCallback(
    (data: Session) => setState((s) => ({ data, loading: false, version: s.version + 1 })),
    [],
  );
  return { ...state, setData };
}

/** Own profile at #/profile (spec §2.7); saves with PUT auth/profile and refreshes the identity. */
export const ProfilePage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { refetch } = useGetIdentity();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const profile = useProfile();

  const submit = async (values: Partial<User>) => {
    if (!profile.data) return;
    try {
      const body = profileBody(profile.data.user, values);
      const session = await httpClient<Session>('/auth/profile', {
        method: 'PUT',
        body: jsonBody(body),
      }).catch(forForm('users', body));
      setSession(session);
      profile.setData(session);
      await refetch();
      notify('admin.pages.profile.snackbars.update.success', { type: 'success' });
    } catch (error) {
      console.error('Profile update failed', error);
      // Named fields: the form marks them and its snackbar says what is wrong.
      if (!hasFieldErrors(error)) notify('admin.pages.profile.snackbars.update.error', { type: 'error' });
      return fieldErrors(error);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('admin.pages.profile.title')} />
      <CardHeader
        title={translate('admin.pages.profile.title')}
        action={
          <Button onClick={() => setPasswordOpen(true)}>
            {translate('admin.pages.profile.changePassword')}
          </Button>
        }
      />
      <PageStatus loading={profile.loading} error={profile.error}>
        {profile.data && <ProfileForm key={profile.version} user={profile.data.user} onSubmit={submit} />}
      </PageStatus>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Card>
  );
};
