import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import type { PermissionMap } from '@notices/common';
import { PageStatus } from '../components/PageStatus';
import { useCan } from '../components/useCan';
import { ApiKeySection } from './ApiKeySection';
import { EmergencyTypeSection } from './EmergencyTypeSection';
import { IframeGenerator } from './IframeGenerator';
import { PublicationSettingsSection } from './PublicationSettingsSection';
import { SettingsSection } from './SettingsSection';

const T = 'admin.pages.systemSettings';

const DocumentationSection = () => {
  const translate = useTranslate();
  return (
    <SettingsSection title={`${T}.documentation.title`}>
      <Typography variant="body2">{translate(`${T}.documentation.text`)}</Typography>
      <Box>
        <Button
          variant="outlined"
          component="a"
          href="/documentation"
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon />}
        >
          {translate(`${T}.documentation.open`)}
        </Button>
      </Box>
    </SettingsSection>
  );
};

/**
 * System settings at #/systemsettings (publication admins, SYSTEM_ADMIN, API_USER): API key
 * (apiKeys.own), publication settings (SYSTEM_ADMIN), iframe generator and documentation (everyone here).
 */
export const SystemSettingsPage = () => {
  const translate = useTranslate();
  const { isPending } = usePermissions<PermissionMap>();
  const allowed = useCan();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('admin.menu.systemSettings')} />
      <PageStatus loading={isPending} allowed={isPending ? undefined : allowed('systemSettings.show')}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {translate('admin.menu.systemSettings')}
          </Typography>
          {allowed('apiKeys.own') && <ApiKeySection />}
          {allowed('systemSettings.edit') && (
            <>
              <PublicationSettingsSection />
              <EmergencyTypeSection />
            </>
          )}
          <IframeGenerator />
          <DocumentationSection />
        </Stack>
      </PageStatus>
    </Box>
  );
};
