export { entrySnapshots, ENTRY_SCHEMA, type EntrySnapshot, type LogEntry } from './log-entry';
export type {
  CheckpointDto,
  LookupMatchDto,
  NoticeProofDto,
  NoticeProofEntryDto,
} from './dto/transparency.dto';
export { TransparencyLookup, type LookupFinder } from './transparency-lookup';
export { TransparencyModule } from './transparency.module';
export { TransparencyService } from './transparency.service';
