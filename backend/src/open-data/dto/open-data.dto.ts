import { ApiProperty } from '@nestjs/swagger';
import type { DumpFile, OpenDataManifest } from '../open-data-dump.entity';
import type { OpenDataSchema, SchemaField } from '../open-data-schema';
import type { OpenDataDumpView, OpenDataFileView, OpenDataListing } from '../open-data.service';

export class OpenDataFileDto implements OpenDataFileView {
  @ApiProperty({ example: 'notices.jsonl.gz' }) name: string;
  @ApiProperty({ description: 'bytes' }) size: number;
  @ApiProperty({ description: 'lower-case hex SHA-256 of the file' }) sha256: string;
  @ApiProperty({ example: '/api/v1/open-data/2026-11-24/notices.jsonl.gz' }) url: string;
}

export class OpenDataDumpDto implements OpenDataDumpView {
  @ApiProperty({ example: '2026-11-24', description: 'the Detroit day of the export' }) date: string;
  @ApiProperty({ format: 'date-time' }) generatedAt: string;
  @ApiProperty({ description: 'notices in each data file' }) notices: number;
  @ApiProperty({ description: 'the transparency log’s signed checkpoint note at export time' })
  checkpoint: string;
  @ApiProperty({ type: [OpenDataFileDto] }) files: OpenDataFileDto[];
}

export class OpenDataListingDto implements OpenDataListing {
  @ApiProperty() licence: string;
  @ApiProperty({ example: '/api/v1/open-data/schema' }) schemaUrl: string;
  @ApiProperty({ type: [OpenDataDumpDto], description: 'newest first' }) dumps: OpenDataDumpDto[];
}

export class ManifestFileDto implements DumpFile {
  @ApiProperty({ example: 'notices.jsonl.gz' }) name: string;
  @ApiProperty({ description: 'bytes' }) size: number;
  @ApiProperty({ description: 'lower-case hex SHA-256 of the file' }) sha256: string;
}

export class OpenDataManifestDto implements OpenDataManifest {
  @ApiProperty({ example: '2026-11-24', description: 'the Detroit day of the export' }) date: string;
  @ApiProperty({ format: 'date-time' }) generatedAt: string;
  @ApiProperty({ description: 'notices in each data file' }) notices: number;
  @ApiProperty() licence: string;
  @ApiProperty({ description: 'the transparency log’s signed checkpoint note at export time' })
  checkpoint: string;
  @ApiProperty({ type: [ManifestFileDto], description: 'the data files (not manifest.json itself)' })
  files: ManifestFileDto[];
}

export class SchemaFieldDto implements SchemaField {
  @ApiProperty() name: string;
  @ApiProperty() type: string;
  @ApiProperty() description: string;
}

export class SchemaFileDto {
  @ApiProperty() name: string;
  @ApiProperty() mediaType: string;
  @ApiProperty() description: string;
}

export class OpenDataSchemaDto implements OpenDataSchema {
  @ApiProperty() description: string;
  @ApiProperty() licence: string;
  @ApiProperty({ type: [SchemaFileDto] }) files: SchemaFileDto[];
  @ApiProperty({ type: [SchemaFieldDto], description: 'the fields of a notice in notices.jsonl.gz' })
  notice: SchemaFieldDto[];
  @ApiProperty({ type: [SchemaFieldDto], description: 'the columns of notices.csv.gz, in order' })
  csv: SchemaFieldDto[];
  @ApiProperty({ type: [SchemaFieldDto], description: 'the fields of manifest.json' })
  manifest: SchemaFieldDto[];
}
