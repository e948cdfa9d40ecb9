import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { FieldType } from '@notices/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { NoticeType } from './notice-type.entity';
import { NoticeTypesService } from './notice-types.service';
import { SystemSettingsService } from '../system-settings/system-settings.service';

type DemoField = [name: string, fieldType: FieldType, required?: boolean];

/** The demo type System settings preselects for the site's Emergency button. */
const EMERGENCY_TYPE_NAME = 'Emergency Notice';

/** Eight common Michigan notice types with their specific fields. */
const DEMO_NOTICE_TYPES: Array<{ name: string; fields: DemoField[] }> = [
  {
    name: 'Mortgage Foreclosure',
    fields: [
      ['Property address', 'address', true],
      ['Sale date', 'dateTime', true],
      ['Mortgagor', 'text'],
      ['Amount due', 'text'],
    ],
  },
  {
    name: 'Probate / Estate',
    fields: [
      ['Decedent name', 'text', true],
      ['Date of death', 'date'],
      ['Court file number', 'text'],
    ],
  },
  {
    name: 'Public Hearing',
    fields: [
      ['Hearing date', 'dateTime', true],
      ['Location', 'address'],
    ],
  },
  { name: 'Ordinance Adoption', fields: [['Ordinance number', 'text']] },
  {
    name: 'Invitation to Bid',
    fields: [
      ['Bid due', 'dateTime', true],
      ['Project', 'text'],
    ],
  },
  {
    name: 'Zoning Notice',
    fields: [
      ['Parcel address', 'address'],
      ['Hearing date', 'dateTime'],
    ],
  },
  {
    name: 'Name Change',
    fields: [
      ['Petitioner', 'text'],
      ['Hearing date', 'dateTime'],
    ],
  },
  { name: EMERGENCY_TYPE_NAME, fields: [] },
];

/** DEMO_DATA on a database without notice types: the eight above. */
@Injectable()
export class NoticeTypesSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoData');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly types: NoticeTypesService,
    private readonly settings: SystemSettingsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.demoData) return;
    await this.dataSource.transaction(async (m) => {
      await m.query('LOCK TABLE notice_types IN EXCLUSIVE MODE');
      if ((await m.count(NoticeType)) > 0) return;
      for (const demo of DEMO_NOTICE_TYPES) {
        const fields = demo.fields.map(([name, fieldType, required]) => ({
          name,
          fieldType,
          required: !!required,
        }));
        await this.types.insert(m, null, { name: demo.name, fields }, 'create', {});
      }
      const emergency = await m.findOneBy(NoticeType, { name: EMERGENCY_TYPE_NAME });
      if (emergency) await this.settings.preselectEmergencyType(m, emergency.id);
      this.logger.log(`Demo notice types were added: ${DEMO_NOTICE_TYPES.length}`);
    });
  }
}
