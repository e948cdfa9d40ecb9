import { useState } from 'react';
import { FileInput, useNotify } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { CONTENT_ATTACHMENTS_MAX, PUBLIC_ATTACHMENTS_MAX } from '@notices/common';
import type { FormFile, NoticeFormValues } from '../types';
import { ContentFromFileDialog } from './ContentFromFileDialog';
import { FileTitle } from './FileTitle';
import { useFileRemoval } from './useFileRemoval';

const CONTENT_TYPES = { 'text/plain': ['.txt'], 'application/pdf': ['.pdf'] };
const PUBLIC_TYPES = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'application/pdf': ['.pdf'] };

/**
 * The content file (one .txt or .pdf): dropping it offers to create the content from it. A stored one
 * must be deleted (with confirmation) before another is dropped.
 */
export const ContentFileInput = () => {
  const notify = useNotify();
  const [pending, setPending] = useState<File | null>(null);
  const { confirmRemoval, dialog } = useFileRemoval('content');
  const current = useWatch<NoticeFormValues, 'contentAttachment'>({ name: 'contentAttachment' });
  const stored = current?.attachmentId !== undefined;
  return (
    <>
      <FileInput
        source="contentAttachment"
        label="resources.notices.fields.contentAttachment"
        accept={CONTENT_TYPES}
        multiple={CONTENT_ATTACHMENTS_MAX > 1}
        disabled={stored}
        validateFileRemoval={confirmRemoval}
        options={{
          onDrop: (accepted: File[], rejected: unknown[]) => {
            if (rejected.length > 0)
              notify('admin.pages.notices.attachments.contentType', { type: 'warning' });
            if (accepted[0]) setPending(accepted[0]);
          },
        }}
      >
        <FileTitle />
      </FileInput>
      <ContentFromFileDialog file={pending} onClose={() => setPending(null)} />
      {dialog}
    </>
  );
};

/** Public attachments: png, jpeg or pdf, at most 3 (extras dropped with a warning); off while content is empty. */
export const PublicAttachmentsInput = () => {
  const notify = useNotify();
  const { getValues, setValue } = useFormContext<NoticeFormValues>();
  const content = useWatch<NoticeFormValues, 'content'>({ name: 'content' }) ?? '';
  const { confirmRemoval, dialog } = useFileRemoval('public');
  const onDrop = (_accepted: File[], rejected: unknown[]) => {
    if (rejected.length > 0) notify('admin.pages.notices.attachments.publicType', { type: 'warning' });
    const all: FormFile[] = getValues('publicAttachments') ?? [];
    if (all.length > PUBLIC_ATTACHMENTS_MAX) {
      setValue('publicAttachments', all.slice(0, PUBLIC_ATTACHMENTS_MAX), { shouldDirty: true });
      notify('admin.pages.notices.attachments.tooMany', {
        type: 'warning',
        messageArgs: { max: PUBLIC_ATTACHMENTS_MAX, dropped: all.length - PUBLIC_ATTACHMENTS_MAX },
      });
    }
  };
  return (
    <>
      <FileInput
        source="publicAttachments"
        label="resources.notices.fields.publicAttachments"
        accept={PUBLIC_TYPES}
        multiple
        disabled={content.trim() === ''}
        helperText={content.trim() === '' ? 'admin.pages.notices.attachments.needsContent' : undefined}
        validateFileRemoval={confirmRemoval}
        options={{ onDrop }}
      >
        <FileTitle />
      </FileInput>
      {dialog}
    </>
  );
};
