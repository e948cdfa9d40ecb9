import { createContext, useContext } from 'react';
import type { Notice } from '../types';

export interface EditorContextValue {
  /** The notice being edited; undefined in the creator. */
  notice?: Notice;
  /** The disable-charging checkbox is shown (and `free` sent). */
  includeFree: boolean;
  /** The text selected in the content, for the "fill from selection" window. */
  selection: string;
}

export const EditorContext = createContext<EditorContextValue>({ includeFree: false, selection: '' });

export const useEditor = () => useContext(EditorContext);
