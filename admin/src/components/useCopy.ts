import { useNotify } from 'react-admin';

/** Copies a text to the clipboard with the success or failure snackbar. */
export function useCopy(): (text: string) => Promise<void> {
  const notify = useNotify();
  return async (text) => {
    try {
      await navigator.clipboard.writeText(text);
      notify('admin.copy.success', { type: 'success' });
    } catch (error) {
      console.error('Copy to clipboard failed', error);
      notify('admin.copy.error', { type: 'error' });
    }
  };
}
