import { createContext, useContext } from 'react';
import { useWatch } from 'react-hook-form';
import { useCurrentUser } from '../../components/useCan';
import { mayDisableCharging } from '../settings';
import type { Notice, NoticeFormValues } from '../types';

export interface EditorContextValue {
  /** The notice being edited; undefined in the creator. */
  notice?: Notice;
  /** The text selected in the content, for the "fill from selection" window. */
  selection: string;
}

export const EditorContext = createContext<EditorContextValue>({ selection: '' });

export const useEditor = () => useContext(EditorContext);

/** The disable-charging checkbox is shown (and `free` sent): decided on the publication chosen in the form. */
export function useIncludeFree(): boolean {
  const { notice } = useEditor();
  const me = useCurrentUser();
  const publicationId = useWatch<NoticeFormValues, 'publicationId'>({ name: 'publicationId' });
  return mayDisableCharging(me, notice?.status ?? null, publicationId);
}
