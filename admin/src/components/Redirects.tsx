import { Navigate, useParams } from 'react-router-dom';
import { usePermissions } from 'react-admin';
import { landingPath, type PermissionMap } from '@notices/common';
import { PageLoader } from './PageStatus';

/** Admin landing: notices list if allowed, else users, else profile. */
export const Landing = () => {
  const { permissions, isPending } = usePermissions<PermissionMap>();
  if (isPending) return <PageLoader />;
  return <Navigate to={landingPath(permissions)} replace />;
};

/** Unknown admin paths go to the users list. */
export const CatchAll = () => <Navigate to="/users" replace />;

/** The spec's /users/{id}/summary and /users/{id}/editor paths open react-admin's show and edit. */
export const SummaryRedirect = ({ resource }: { resource: string }) => {
  const { id = '' } = useParams();
  return <Navigate to={`/${resource}/${encodeURIComponent(id)}/show`} replace />;
};

export const EditorRedirect = ({ resource }: { resource: string }) => {
  const { id = '' } = useParams();
  return <Navigate to={`/${resource}/${encodeURIComponent(id)}`} replace />;
};
