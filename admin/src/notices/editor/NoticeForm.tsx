import { useMemo, useState } from 'react';
import { CardContent, Stack, Typography } from '@mui/material';
import { BooleanInput, Form, useTranslate } from 'react-admin';
import type { Notice } from '../types';
import { ContentFileInput, PublicAttachmentsInput } from './AttachmentInputs';
import { ContentInput } from './ContentInput';
import { EditorContext, useIncludeFree } from './EditorContext';
import { EditorToolbar } from './EditorToolbar';
import { FillFromSelection } from './FillFromSelection';
import { GeneralInputs } from './GeneralInputs';
import { NewVersionWarning } from './NewVersionWarning';
import { PreviousDates } from './PreviousDates';
import { PublicationDateRows } from './PublicationDateRows';
import { SpecificFields } from './SpecificFields';
import { toCopyValues, toFormValues } from './transform';

const FreeInput = () =>
  useIncludeFree() ? <BooleanInput source="free" label="resources.notices.fields.free" /> : null;

// The toolbar's buttons run the save flow (new-version confirmation, publish, uploads); Enter in a
// text input does not submit.
const noSubmit = () => undefined;

/** The custom notice editor, for the creator and the editor. */
export const NoticeForm = ({ notice, copyOf }: { notice?: Notice; copyOf?: Notice }) => {
  const translate = useTranslate();
  const [selection, setSelection] = useState('');
  const record = useMemo(() => (copyOf ? toCopyValues(copyOf) : toFormValues(notice)), [notice, copyOf]);
  const context = useMemo(() => ({ notice, selection }), [notice, selection]);
  return (
    <EditorContext.Provider value={context}>
      <Form
        record={{ id: notice?.id ?? '', ...record }}
        onSubmit={noSubmit}
        mode="onChange"
        reValidateMode="onChange"
      >
        <CardContent>
          <Stack spacing={2}>
            <NewVersionWarning />
            <GeneralInputs />
            <ContentFileInput />
            <ContentInput onSelectText={setSelection} />
            <div>
              <FillFromSelection />
            </div>
            <SpecificFields />
            <PublicationDateRows />
            <PreviousDates />
            <Typography variant="h6" component="h2">
              {translate('resources.notices.fields.publicAttachments')}
            </Typography>
            <PublicAttachmentsInput />
            <FreeInput />
          </Stack>
        </CardContent>
        <EditorToolbar />
      </Form>
    </EditorContext.Provider>
  );
};
