import { Stack, Typography } from '@mui/material';
import { AutocompleteArrayInput, DateInput, SelectInput, useTranslate, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ANY_DATE_LABEL, ANY_DATE_RANGE, DATE_RANGE_LABELS, DATE_RANGE_PRESETS } from '@notices/common';
import { maxText } from '../lib/validation';
import { CustomFieldInputs } from './CustomFieldInputs';
import type { SavedSearchFormValues } from './transform';
import { useSearchChoices } from './useSearchChoices';
import { CountedTextInput } from '../components/CountedTextInput';

const F = 'resources.savedsearches.fields';
/** The presets and "Any date" (`all`), as the public site offers them. */
const dateRangeChoices = [
  ...DATE_RANGE_PRESETS.map((id) => ({ id, name: DATE_RANGE_LABELS[id] })),
  { id: ANY_DATE_RANGE, name: ANY_DATE_LABEL },
];

/** from must not be after to. */
const notBeforeFrom: Validator = (value: unknown, values: Partial<SavedSearchFormValues>) =>
  typeof value === 'string' && value && values.from && value < values.from
    ? 'admin.pages.savedSearches.validation.fromAfterTo'
    : undefined;

/**
 * The search fields of a saved search (text, publications, counties, date range or from/to, notice type
 * and its custom fields). Editable in the editor; `readOnly` in the summary. Choosing a range clears
 * from/to, a from/to clears the range, and a new type clears the custom fields.
 */
export const SearchInputs = ({ readOnly }: { readOnly?: boolean }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext<SavedSearchFormValues>();
  const { publications, counties, noticeTypes } = useSearchChoices();
  const clear = (names: Array<'dateRange' | 'from' | 'to'>) => () => {
    if (readOnly) return;
    names.forEach((name) => setValue(name, '', { shouldDirty: true, shouldValidate: true }));
  };
  const common = { readOnly, helperText: false as const };
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 800 }}>
      <Typography variant="h6" component="h2">
        {translate('admin.pages.savedSearches.sections.search')}
      </Typography>
      <CountedTextInput source="for" label={`${F}.for`} validate={[maxText]} fullWidth {...common} />
      <AutocompleteArrayInput source="pub" label={`${F}.pub`} choices={publications} {...common} />
      <AutocompleteArrayInput source="area" label={`${F}.area`} choices={counties} {...common} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SelectInput
          source="dateRange"
          label={`${F}.dateRange`}
          choices={dateRangeChoices}
          emptyText={translate('admin.pages.savedSearches.noDateRange')}
          onChange={(event: unknown) => {
            const value = (event as { target?: { value?: unknown } } | undefined)?.target?.value;
            if (value) clear(['from', 'to'])();
          }}
          {...common}
        />
        <DateInput source="from" label={`${F}.from`} onChange={clear(['dateRange'])} {...common} />
        <DateInput
          source="to"
          label={`${F}.to`}
          validate={[notBeforeFrom]}
          onChange={clear(['dateRange'])}
          readOnly={readOnly}
        />
      </Stack>
      <SelectInput
        source="type"
        label={`${F}.type`}
        choices={noticeTypes}
        emptyText={translate('admin.pages.savedSearches.anyType')}
        onChange={() => !readOnly && setValue('custom', {}, { shouldDirty: true })}
        {...common}
      />
      <CustomFieldInputs noticeTypes={noticeTypes} readOnly={readOnly} />
    </Stack>
  );
};
