import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { PublicationManager } from '../types';

/**
 * The user-select window: lists PUBLICATION_MANAGER users (GET admin/users/publication_managers)
 * not already chosen; picking one adds them and closes the window.
 */
export const UserSelectDialog = (props: {
  open: boolean;
  excludeIds: number[];
  onSelect: (user: PublicationManager) => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const {
    data = [],
    isPending,
    error,
  } = useGetList<PublicationManager>(
    'publication_managers',
    { pagination: { page: 1, perPage: 1000 } },
    { enabled: props.open },
  );
  const needle = search.trim().toLowerCase();
  const users = data.filter(
    (user) =>
      !props.excludeIds.includes(user.id) &&
      (needle === '' || `${user.email} ${user.fullName}`.toLowerCase().includes(needle)),
  );
  const close = () => {
    setSearch('');
    props.onClose();
  };
  return (
    <Dialog open={props.open} onClose={close} aria-labelledby="user-select-title" fullWidth maxWidth="sm">
      <DialogTitle id="user-select-title">
        {translate('admin.pages.publications.userSelect.title')}
      </DialogTitle>
      <DialogContent>
        <TextField
          label={translate('admin.pages.publications.userSelect.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
          margin="dense"
          autoFocus
        />
        {isPending ? (
          <Typography variant="body2">{translate('ra.page.loading')}</Typography>
        ) : error ? (
          <Typography variant="body2" color="error">
            {translate('admin.pages.publications.userSelect.error')}
          </Typography>
        ) : users.length === 0 ? (
          <Typography variant="body2">{translate('admin.pages.publications.userSelect.empty')}</Typography>
        ) : (
          <List aria-label={translate('admin.pages.publications.userSelect.list')}>
            {users.map((user) => (
              <ListItemButton
                key={user.id}
                aria-label={user.email}
                onClick={() => {
                  props.onSelect(user);
                  close();
                }}
              >
                <ListItemText primary={user.email} secondary={user.fullName} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
};
