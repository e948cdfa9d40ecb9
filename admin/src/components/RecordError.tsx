import { HttpError, useEditContext, useShowContext } from 'react-admin';
import { NotFoundOrDenied, PageError, PermissionDenied } from './PageStatus';

/**
 * A record that cannot be read: "Permission denied." for 403; for 404, words true whether it does not
 * exist or belongs to another publication (the API answers 404 for both, so as not to reveal which: ADR
 * 027); else the status code and message.
 */
export const RecordErrorBox = ({ error }: { error: unknown }) => {
  if (error instanceof HttpError && error.status === 403) return <PermissionDenied />;
  if (error instanceof HttpError && error.status === 404) return <NotFoundOrDenied />;
  return <PageError error={error} />;
};

const ShowError = () => <RecordErrorBox error={useShowContext().error} />;
const EditError = () => <RecordErrorBox error={useEditContext().error} />;

/**
 * What a Show or Edit page does when its record cannot be read: stay on the page with the error box,
 * instead of react-admin's default of a snackbar and a redirect to the list (no second snackbar).
 */
const stay = { queryOptions: { onError: () => undefined } };
export const showErrorProps = { ...stay, error: <ShowError /> };
export const editErrorProps = { ...stay, error: <EditError /> };
