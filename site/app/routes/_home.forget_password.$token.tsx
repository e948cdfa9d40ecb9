import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { TokenWindow } from '~/components/token-window';
import { checkAuthToken, submitNewPassword } from '~/utils/token.server';

export const meta: MetaFunction = () => [
  { title: 'Reset your password | Michigan Public Notices' },
  { name: 'description', content: 'Choose a new password for your Michigan Public Notices account.' },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return checkAuthToken(request, params.token ?? '', 'resetPassword');
}

export async function action({ request, params }: ActionFunctionArgs) {
  return submitNewPassword(request, params.token ?? '', await request.formData(), false);
}

export default function ResetPasswordWindow() {
  return (
    <TokenWindow
      title="Reset your password"
      withConsent={false}
      submitLabel="Save new password"
      doneText="Your new password is saved. You can log in now."
    />
  );
}
