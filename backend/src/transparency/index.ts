export { entrySnapshots, ENTRY_SCHEMA, type EntrySnapshot, type LogEntry } from './log-entry';
export { TransparencyLookup, type LookupFinder, type LookupMatch } from './transparency-lookup';
export { TransparencyModule } from './transparency.module';
export {
  TransparencyService,
  type Checkpoint,
  type NoticeProof,
  type NoticeProofEntry,
} from './transparency.service';
