import { useCallback, useEffect, useState } from 'react';
import { Button, Card, CardHeader } from '@mui/material';
import { Title, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { hasPersonalDetails, PERSONAL_DETAIL_FIELDS, type ApiRequestBody } from '@notices/common';
import { fieldErrors, hasFieldErrors } from '../lib/errors';
import { PageStatus } from '../components/PageStatus';
import { forForm } from '../providers/formErrors';
import { api, ok } from '../providers/api';
import { setSession } from '../providers/session';
import type { Session, User } from '../types';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ProfileForm } from './ProfileForm';

type ProfileBody = ApiRequestBody<'Auth_updateProfile'>;
type PersonalDetails = Pick<ProfileBody, (typeof PERSONAL_DETAIL_FIELDS)[number]>;

/** The PUT auth/profile body; a blank optional field is sent as null (cleared). */
function profileBody(user: User, values: Partial<User>): ProfileBody {
  // Both names are there: the form requires them (requiredText) before it submits.
  const body: ProfileBody = {
    givenName: values.givenName?.trim() ?? '',
    familyName: values.familyName?.trim() ?? '',
    phone: values.phone || null,
  };
  // fullName is not sent: the server joins the names.
  if (!hasPersonalDetails(user.roles)) return body;
  // Object.fromEntries forgets the keys: they are PERSONAL_DETAIL_FIELDS, each a text or null.
  const details = Object.fromEntries(
    PERSONAL_DETAIL_FIELDS.map((field) => [field, values[field] || null]),
  ) as PersonalDetails;
  return { ...body, ...details };
}

/** Loads GET auth/profile; `version` changes with each new answer so the form resets. */
function useProfile() {
  const [state, setState] = useState<{ data?: Session; error?: unknown; loading: boolean; version: number }>({
    loading: true,
    version: 0,
  });
  useEffect(() => {
    ok(api.GET('/api/v1/auth/profile'))
      .then((data) => setState((s) => ({ data, loading: false, version: s.version + 1 })))
      .catch((error: unknown) => setState((s) => ({ ...s, error, loading: false })));
  }, []);
  const setData = useCallback(
    (data: Session) => setState((s) => ({ data, loading: false, version: s.version + 1 })),
    [],
  );
  return { ...state, setData };
}

/** Own profile at #/profile; saves with PUT auth/profile and refreshes the identity. */
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
      const session = await ok(api.PUT('/api/v1/auth/profile', { body })).catch(forForm('users', body));
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
