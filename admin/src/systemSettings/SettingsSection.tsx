import { useId, type ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** One titled section of the system settings page; a labelled region for assistive technology. */
export const SettingsSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id={id} variant="h6" component="h2">
            {translate(title)}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
};
