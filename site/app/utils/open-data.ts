// The open-data index of GET open-data (CONTRACT-11, "Open data").
export interface OpenDataFile {
  name: string;
  size: number;
  sha256: string;
  url: string;
}

export interface OpenDataDump {
  date: string;
  generatedAt: string;
  notices: number;
  /** The log's checkpoint at export time: its signed note (or the checkpoint with its note). */
  checkpoint: string | { note?: string } | null;
  files: OpenDataFile[];
}

/** GET open-data: the daily exports, newest first. */
export interface OpenData {
  licence: string;
  schemaUrl: string;
  dumps: OpenDataDump[];
}

/** The signed note of a dump's checkpoint, whichever shape the index gives it in. */
export function checkpointNote(checkpoint: OpenDataDump['checkpoint']): string | null {
  if (typeof checkpoint === 'string') return checkpoint;
  return typeof checkpoint?.note === 'string' ? checkpoint.note : null;
}
