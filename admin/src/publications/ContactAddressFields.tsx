import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Address, Contact } from '../types';

const Lines = ({ title, lines }: { title: string; lines: string[] }) => {
  const translate = useTranslate();
  const text = translate(title);
  return (
    <Box component="section" aria-label={text} sx={{ minWidth: 220 }}>
      <Typography variant="subtitle2" color="text.secondary">
        {text}
      </Typography>
      {lines.filter(Boolean).map((line, index) => (
        <Typography key={`${index}-${line}`} variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
};

export const AddressBlock = ({ title, address }: { title: string; address?: Address }) => (
  <Lines
    title={title}
    lines={
      address
        ? [
            address.street,
            address.optionalStreet ?? '',
            [address.locality, address.region, address.postalCode].filter(Boolean).join(', '),
            address.country,
          ]
        : ['-']
    }
  />
);

export const ContactBlock = ({ title, contact }: { title: string; contact?: Contact }) => {
  const translate = useTranslate();
  const label = (field: string, value?: string) =>
    value ? `${translate(`admin.pages.publications.fields.${field}`)}: ${value}` : '';
  return (
    <Lines
      title={title}
      lines={
        contact
          ? [
              contact.name,
              contact.title,
              label('phone', contact.phone),
              label('email', contact.email),
              label('fax', contact.fax),
            ]
          : ['-']
      }
    />
  );
};
