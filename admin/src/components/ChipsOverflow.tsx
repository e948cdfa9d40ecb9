import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

const VISIBLE = 3;

/** Chip list that shows the first three items and a count of the rest. */
export const ChipsOverflow = ({ items, label }: { items: string[]; label?: string }) => {
  const translate = useTranslate();
  const rest = items.length - VISIBLE;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={label}>
      {items.slice(0, VISIBLE).map((item, index) => (
        <Chip key={`${item}-${index}`} label={item} size="small" />
      ))}
      {rest > 0 && (
        <Chip
          size="small"
          variant="outlined"
          label={translate('admin.list.more', { count: rest })}
          aria-label={translate('admin.list.moreLabel', { count: rest })}
          title={items.slice(VISIBLE).join(', ')}
        />
      )}
    </Stack>
  );
};
