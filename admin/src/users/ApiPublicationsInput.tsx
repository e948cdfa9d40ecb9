import {
  Autocomplete,
  Box,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { canGrantFreeNotices } from '@notices/common';
import { useGetList, useTranslate } from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import { CheckboxInput } from '../components/CheckboxInput';
import { publicationName } from '../lib/publicationRules';
import { useCurrentUser } from '../components/useCan';
import type { ApiUserToPublication, PublicationOption } from '../types';
import { usePublicationRequirement } from './publicationRequirement';

const NAME = 'apiUserToPublications';

interface Choice {
  id: number;
  label: string;
}

/**
 * An API user's publications: a multi-select of enabled publications
 * (GET admin/publications/publications_for_user), each chosen one with an allowFreeNotices flag.
 */
export const ApiPublicationsInput = () => {
  const translate = useTranslate();
  // The API refuses a change by anyone else (403 free_not_allowed); the box shows the stored value.
  const mayGrantFree = canGrantFreeNotices(useCurrentUser());
  const requirement = usePublicationRequirement();
  const { fields, replace } = useFieldArray({ name: NAME, keyName: 'key' });
  const rows = (useWatch({ name: NAME }) as ApiUserToPublication[] | undefined) ?? [];
  const { data: options = [], isPending } = useGetList<PublicationOption>('publications_for_user', {
    pagination: { page: 1, perPage: 1000 },
  });
  const title = translate('admin.pages.users.sections.apiPublications');
  // Chosen ones first (a deactivated one keeps its label), then the enabled ones still free.
  const chosen: Choice[] = rows.map((row) => {
    const option = options.find((o) => o.id === Number(row.publicationId));
    // Not among the enabled publications on offer (once loaded): deactivated.
    const enabled = row.publicationEnabled ?? (option ? option.enabled : isPending ? undefined : false);
    return {
      id: Number(row.publicationId),
      label: publicationName(
        row.publicationName ?? option?.name ?? `#${row.publicationId}`,
        enabled,
        translate,
      ),
    };
  });
  const choices: Choice[] = [
    ...chosen,
    ...options
      .filter((o) => o.enabled && !chosen.some((c) => c.id === o.id))
      .map((o) => ({ id: o.id, label: o.name })),
  ];

  const onChange = (next: Choice[]) =>
    replace(
      next.map((choice) => {
        const kept = rows.find((row) => Number(row.publicationId) === choice.id);
        return kept ?? { publicationId: choice.id, publicationName: choice.label, allowFreeNotices: false };
      }),
    );

  return (
    <Box component="section" aria-label={title} sx={{ width: '100%' }}>
      <Typography variant="h6">{title}</Typography>
      <Autocomplete
        multiple
        options={choices}
        value={chosen}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionLabel={(choice) => choice.label}
        onChange={(_event, next) => onChange(next)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('resources.users.fields.apiUserToPublications')}
            error={requirement !== null}
            helperText={requirement ? translate(requirement) : ' '}
          />
        )}
        sx={{ maxWidth: 600, mt: 1 }}
      />
      {fields.length > 0 && (
        <Table
          size="small"
          sx={{ maxWidth: 600 }}
          aria-label={translate('admin.pages.users.sections.freeNotices')}
        >
          <TableBody>
            {fields.map((field, index) => (
              <TableRow key={field.key}>
                <TableCell>{chosen[index]?.label}</TableCell>
                <TableCell>
                  <CheckboxInput
                    source={`${NAME}.${index}.allowFreeNotices`}
                    disabled={!mayGrantFree}
                    label={translate('admin.pages.users.sections.allowFreeNoticesIn', {
                      name: chosen[index]?.label ?? '',
                    })}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
