import { useState } from 'react';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useGetList, useInput, useTranslate } from 'react-admin';
import { ADMIN_MAX_PAGE_SIZE } from '@notices/common';

interface Option {
  id: number;
  name: string;
}

export interface SelectionFilterInputProps {
  /** e.g. `publication_in`: becomes `filters[publication][$in]`. */
  source: string;
  /** i18n key of the filter's name. */
  label: string;
  /** The list the window offers (publications_all, noticetypes). */
  reference: string;
  /** The API also narrows the list by `name_cont` (paged lists). */
  serverSearch?: boolean;
  alwaysOn?: boolean;
}

const asIds = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value]).map(Number);

/** A list filter chosen in a selection window with a "contain" search box (notice list). */
export const SelectionFilterInput = ({
  source,
  label,
  reference,
  serverSearch,
}: SelectionFilterInputProps) => {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const chosen = asIds(field.value);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState<number[]>([]);
  const needle = search.trim().toLowerCase();
  const { data = [], isPending } = useGetList<Option>(
    reference,
    {
      pagination: { page: 1, perPage: ADMIN_MAX_PAGE_SIZE },
      sort: { field: 'name', order: 'ASC' },
      filter: serverSearch && needle ? { name_cont: needle } : {},
    },
    { enabled: open },
  );
  const items = data.filter((item) => item.name.toLowerCase().includes(needle));
  const name = translate(label);
  const openWindow = () => {
    setDraft(chosen);
    setSearch('');
    setOpen(true);
  };
  const toggle = (id: number) =>
    setDraft((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const apply = (ids: number[]) => {
    field.onChange(ids.length > 0 ? ids : undefined);
    setOpen(false);
  };
  const titleId = `${source}-selection-title`;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<FilterListIcon />}
        onClick={openWindow}
        sx={{ mb: 1, mt: 2 }}
      >
        {chosen.length > 0
          ? translate('admin.pages.notices.filters.chosen', { name, count: chosen.length })
          : name}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{name}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('admin.pages.notices.filters.contains')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            fullWidth
            margin="dense"
            autoFocus
          />
          {isPending ? (
            <Typography variant="body2">{translate('ra.page.loading')}</Typography>
          ) : items.length === 0 ? (
            <Typography variant="body2">{translate('ra.navigation.no_results')}</Typography>
          ) : (
            <List dense aria-label={name}>
              {items.map((item) => (
                <ListItemButton
                  key={item.id}
                  onClick={() => toggle(item.id)}
                  role="checkbox"
                  aria-checked={draft.includes(item.id)}
                >
                  <ListItemIcon>
                    <Checkbox edge="start" checked={draft.includes(item.id)} tabIndex={-1} disableRipple />
                  </ListItemIcon>
                  <ListItemText primary={item.name} />
                </ListItemButton>
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => apply([])}>{translate('admin.pages.notices.filters.clear')}</Button>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={() => apply(draft)}>
            {translate('admin.pages.notices.filters.apply')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
