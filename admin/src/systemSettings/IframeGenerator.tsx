import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { AutocompleteArrayInput, Form, TextInput, regex, useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  ADMIN_MAX_PAGE_SIZE,
  DEFAULT_COLORS,
  HEX_COLOR_PATTERN,
  iframeOffersOwnPublications,
} from '@notices/common';
import { useCopy } from '../components/useCopy';
import { useCurrentUser } from '../components/useCan';
import { IFRAME_HEIGHT, IFRAME_WIDTH, embedSrc, iframeSnippet, isHexColor } from './iframe';
import { SettingsSection } from './SettingsSection';

const T = 'admin.pages.systemSettings.iframe';
const PREVIEW_SCALE = 0.5;
const hexColor = regex(HEX_COLOR_PATTERN, `${T}.invalidColor`);
const DEFAULTS = {
  publications: [] as number[],
  searchBgColor: DEFAULT_COLORS.background,
  secondaryColor: DEFAULT_COLORS.secondary,
};

/** A publication admin picks among their publications; SYSTEM_ADMIN and API users among all public ones. */
function usePublicationChoices() {
  const me = useCurrentUser();
  const resource = iframeOffersOwnPublications(me) ? 'publications_all' : 'public_publications';
  const { data = [] } = useGetList<{ id: number; name: string }>(
    resource,
    { pagination: { page: 1, perPage: ADMIN_MAX_PAGE_SIZE }, sort: { field: 'name', order: 'ASC' } },
    { enabled: me !== undefined },
  );
  return data;
}

const ColorInput = ({ source, label }: { source: string; label: string }) => {
  const value: unknown = useWatch({ name: source });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextInput source={source} label={label} validate={[hexColor]} helperText={false} />
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          border: 1,
          borderColor: 'divider',
          bgcolor: isHexColor(value) ? value : 'transparent',
        }}
      />
    </Stack>
  );
};

/** The snippet with its copy button and a scaled-down live preview of the same src. */
const Output = () => {
  const translate = useTranslate();
  const copy = useCopy();
  const [publications, searchBgColor, secondaryColor] = useWatch({
    name: ['publications', 'searchBgColor', 'secondaryColor'],
  }) as [number[] | undefined, unknown, unknown];
  if (!publications || publications.length === 0)
    return <Typography variant="body2">{translate(`${T}.choosePublications`)}</Typography>;
  if (!isHexColor(searchBgColor) || !isHexColor(secondaryColor))
    return <Typography variant="body2">{translate(`${T}.fixColors`)}</Typography>;
  const src = embedSrc(window.location.origin, { publications, searchBgColor, secondaryColor });
  const snippet = iframeSnippet(src, translate(`${T}.embedTitle`));
  return (
    <Stack spacing={2}>
      <MuiTextField
        label={translate(`${T}.snippet`)}
        value={snippet}
        multiline
        fullWidth
        slotProps={{ input: { readOnly: true } }}
      />
      <Box>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy(snippet)}>
          {translate(`${T}.copy`)}
        </Button>
      </Box>
      <Typography variant="subtitle2" component="h3">
        {translate(`${T}.preview`)}
      </Typography>
      <Box
        sx={{
          width: IFRAME_WIDTH * PREVIEW_SCALE,
          height: IFRAME_HEIGHT * PREVIEW_SCALE,
          maxWidth: '100%',
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <iframe
          key={src}
          src={src}
          width={IFRAME_WIDTH}
          height={IFRAME_HEIGHT}
          title={translate(`${T}.previewTitle`)}
          style={{ border: 0, transform: `scale(${PREVIEW_SCALE})`, transformOrigin: '0 0' }}
        />
      </Box>
    </Stack>
  );
};

/** Iframe generator (everyone reaching the page): publications and colours → the embed snippet. */
export const IframeGenerator = () => {
  const translate = useTranslate();
  const choices = usePublicationChoices();
  return (
    <SettingsSection title={`${T}.title`}>
      <Form defaultValues={DEFAULTS} mode="onChange">
        <Stack spacing={1}>
          <AutocompleteArrayInput
            source="publications"
            label={`${T}.publications`}
            choices={choices}
            helperText={false}
            sx={{ maxWidth: 640 }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <ColorInput source="searchBgColor" label={`${T}.searchBgColor`} />
            <ColorInput source="secondaryColor" label={`${T}.secondaryColor`} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.colorHint`)}
          </Typography>
          <Output />
        </Stack>
      </Form>
    </SettingsSection>
  );
};
