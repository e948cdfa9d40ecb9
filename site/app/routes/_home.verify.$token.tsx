import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { TokenWindow } from '~/components/token-window';
import { checkAuthToken, submitNewPassword } from '~/utils/token.server';

export const meta: MetaFunction = () => [
  { title: 'Activate your account | Michigan Public Notices' },
  { name: 'description', content: 'Activate your Michigan Public Notices account and choose its password.' },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return checkAuthToken(request, params.token ?? '', 'activation');
}

export async function action({ request, params }: ActionFunctionArgs) {
  return submitNewPassword(request, params.token ?? '', await request.formData(), true);
}

export default function VerifyWindow() {
  return (
    <TokenWindow
      title="Activate your account"
      withConsent
      submitLabel="Set password"
      doneText="Your account is active and your password is set. You can log in now."
    />
  );
}
