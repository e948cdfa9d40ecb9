import { Stack } from '@mui/material';
import { SelectInput, TextInput, required, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { TEXT_MAX_LENGTH, ValidationMessage } from '@notices/common';
import { publicationName } from '../../lib/publicationRules';
import { requiredText } from '../../lib/validation';
import type { NoticeFormValues } from '../types';
import { alignFieldValues, hasSpecificValues } from './transform';
import { useNoticeTypes, usePublicationChoices } from './useNoticeTypes';

const requiredChoice = [required(ValidationMessage.blank)];

/** Notice type: changing it clears the type-specific values, with a warning when some were filled. */
const NoticeTypeInput = () => {
  const { data = [], isPending } = useNoticeTypes();
  const { getValues, setValue, resetField } = useFormContext<NoticeFormValues>();
  const notify = useNotify();
  const change = (event: RaRecord | React.ChangeEvent<HTMLInputElement>) => {
    const chosen = 'target' in event ? event.target.value : event.id;
    const type = data.find((item) => Number(item.id) === Number(chosen));
    const hadValues = hasSpecificValues(getValues('fieldValues'));
    const fresh = alignFieldValues(type?.fields);
    // resetField ignores a name with no input yet (the creator's first choice), so the values are set
    // first; resetField then clears the previous type's touched, dirty and error flags.
    setValue('fieldValues', fresh);
    resetField('fieldValues', { defaultValue: fresh });
    if (hadValues) notify('admin.pages.notices.editor.typeChanged', { type: 'warning' });
  };
  return (
    <SelectInput
      source="noticeTypeId"
      label="resources.notices.fields.noticeType"
      choices={data}
      isPending={isPending}
      validate={requiredChoice}
      onChange={change}
      fullWidth
    />
  );
};

const PublicationInput = () => {
  const translate = useTranslate();
  const choices = usePublicationChoices().map((publication) => ({
    id: publication.id,
    name: publicationName(publication.name, publication.enabled, translate),
  }));
  return (
    <SelectInput
      source="publicationId"
      label="resources.notices.fields.publication"
      choices={choices}
      validate={requiredChoice}
      fullWidth
    />
  );
};

/** Title, max 255 with a counter. */
const TitleInput = () => {
  const translate = useTranslate();
  const title = useWatch<NoticeFormValues, 'title'>({ name: 'title' }) ?? '';
  return (
    <TextInput
      source="title"
      label="resources.notices.fields.title"
      validate={requiredText}
      helperText={translate('admin.pages.notices.editor.counter', {
        count: title.length,
        max: TEXT_MAX_LENGTH,
      })}
      fullWidth
    />
  );
};

export const GeneralInputs = () => (
  <>
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <NoticeTypeInput />
      <PublicationInput />
    </Stack>
    <TitleInput />
  </>
);
