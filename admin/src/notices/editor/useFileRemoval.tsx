import { useRef, useState } from 'react';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { AttachmentKind, FormFile } from '../types';
import { useEditor } from './EditorContext';

interface Pending {
  file: FormFile;
  resolve: (removed: boolean) => void;
  reject: (reason: Error) => void;
}

/**
 * FileInput's `validateFileRemoval`: a file not stored yet just goes; a stored one is deleted on the
 * server (POST admin/notices/{id}/{fileName}) after the delete-file confirmation. Refusing or failing
 * keeps it in the list.
 */
export function useFileRemoval(kind: AttachmentKind) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { notice } = useEditor();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const current = useRef<Pending | null>(null);

  const confirmRemoval = (file: FormFile): Promise<boolean> => {
    if (file.attachmentId === undefined || !notice) return Promise.resolve(true);
    return new Promise<boolean>((resolve, reject) => {
      current.current = { file, resolve, reject };
      setPending(current.current);
    });
  };

  const close = () => {
    current.current?.reject(new Error('kept'));
    current.current = null;
    setPending(null);
  };

  const remove = async () => {
    const job = current.current;
    if (!job || !notice || job.file.attachmentId === undefined) return;
    setBusy(true);
    try {
      const body =
        kind === 'public'
          ? { attachmentType: 'public' as const, attachmentId: job.file.attachmentId }
          : { attachmentType: 'content' as const };
      await dataProvider.deleteNoticeFile(notice.id, job.file.title, body);
      notify('admin.pages.notices.snackbars.deleteFile.success', { type: 'success' });
      job.resolve(true);
    } catch (error) {
      console.error('File delete failed', error);
      notify('admin.pages.notices.snackbars.deleteFile.error', { type: 'error' });
      job.reject(new Error('failed'));
    } finally {
      current.current = null;
      setPending(null);
      setBusy(false);
    }
  };

  const dialog = (
    <Confirm
      isOpen={pending !== null}
      loading={busy}
      title="admin.pages.notices.deleteFile.title"
      content="admin.pages.notices.deleteFile.content"
      translateOptions={{ name: pending?.file.title ?? '' }}
      onConfirm={remove}
      onClose={close}
    />
  );
  return { confirmRemoval, dialog };
}
