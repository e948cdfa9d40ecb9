import { ApiProperty } from '@nestjs/swagger';

export class OpenDataFileDto {
  @ApiProperty({ example: 'notices.jsonl.gz' }) name: string;
  @ApiProperty({ description: 'bytes' }) size: number;
  @ApiProperty({ description: 'lower-case hex SHA-256 of the file' }) sha256: string;
  @ApiProperty({ example: '/api/v1/open-data/2026-11-24/notices.jsonl.gz' }) url: string;
}

export class OpenDataDumpDto {
  @ApiProperty({ example: '2026-11-24', description: 'the Detroit day of the export' }) date: string;
  @ApiProperty({ format: 'date-time' }) generatedAt: string;
  @ApiProperty({ description: 'notices in each data file' }) notices: number;
  @ApiProperty({ description: 'the transparency log’s signed checkpoint note at export time' })
  checkpoint: string;
  @ApiProperty({ type: [OpenDataFileDto] }) files: OpenDataFileDto[];
}

export class OpenDataListingDto {
  @ApiProperty() licence: string;
  @ApiProperty({ example: '/api/v1/open-data/schema' }) schemaUrl: string;
  @ApiProperty({ type: [OpenDataDumpDto], description: 'newest first' }) dumps: OpenDataDumpDto[];
}

export class ManifestFileDto {
  @ApiProperty({ example: 'notices.jsonl.gz' }) name: string;
  @ApiProperty({ description: 'bytes' }) size: number;
  @ApiProperty({ description: 'lower-case hex SHA-256 of the file' }) sha256: string;
}

/** manifest.json of a dump: what it holds and the checksums of its data files. */
export class OpenDataManifestDto {
  @ApiProperty({ example: '2026-11-24', description: 'the Detroit day of the export' }) date: string;
  @ApiProperty({ format: 'date-time' }) generatedAt: string;
  @ApiProperty({ description: 'notices in each data file' }) notices: number;
  @ApiProperty() licence: string;
  @ApiProperty({ description: 'the transparency log’s signed checkpoint note at export time' })
  checkpoint: string;
  @ApiProperty({ type: [ManifestFileDto], description: 'the data files (not manifest.json itself)' })
  files: ManifestFileDto[];
}

export class SchemaFieldDto {
  @ApiProperty() name: string;
  @ApiProperty() type: string;
  @ApiProperty() description: string;
}

export class SchemaFileDto {
  @ApiProperty() name: string;
  @ApiProperty() mediaType: string;
  @ApiProperty() description: string;
}

export class OpenDataSchemaDto {
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
