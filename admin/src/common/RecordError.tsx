import { HttpError, useEditContext, useShowContext } from 'react-admin';
import { PageError, PermissionDenied } from './PageStatus';

/** A record that cannot be read: "Permission denied." for 403, else the status code and message (§2.4). */
export const RecordErrorBox = ({ error }: { error: unknown }) =>
  error instanceof HttpError && error.status === 403 ? <PermissionDenied /> : <PageError error={error} />;

const ShowError = () => <RecordErrorBox error={useShowContext().error} />;
const EditError = () => <RecordErrorBox error={useEditContext().error} />;

/**
 * What a Show or Edit page does when its record cannot be read: stay on the page with the error box,
 * instead of react-admin's default of a snackbar and a redirect to the list (no second snackbar).
 */
const stay = { queryOptions: { onError: () => undefined } };
export const showErrorProps = { ...stay, error: <ShowError /> };
export const editErrorProps = { ...stay, error: <EditError /> };
