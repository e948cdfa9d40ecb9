import { useState, type MouseEvent } from 'react';
import { Box, Button, List, ListItem, Popover, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shows the first item and a "+N" button opening a popover with the rest (areas, publications). */
export const FirstPlusMore = ({ items, label }: { items: string[]; label?: string }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (items.length === 0) return null;
  const rest = items.slice(1);
  const open = (event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    setAnchor(event.currentTarget);
  };
  return (
    <Box component="span" aria-label={label} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Typography component="span" variant="body2">
        {items[0]}
      </Typography>
      {rest.length > 0 && (
        <Button
          size="small"
          onClick={open}
          aria-label={translate('admin.list.moreLabel', { count: rest.length })}
          sx={{ minWidth: 0 }}
        >
          {translate('admin.list.more', { count: rest.length })}
        </Button>
      )}
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        onClick={(event) => event.stopPropagation()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <List dense>
          {rest.map((item, index) => (
            <ListItem key={`${item}-${index}`}>{item}</ListItem>
          ))}
        </List>
      </Popover>
    </Box>
  );
};
