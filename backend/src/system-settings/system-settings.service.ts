import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AuditService, type AuditActor } from '../audit/audit.service';
import { SystemSetting } from './system-setting.entity';

/** The settings the session answer carries (spec §3 "systemSettings (name/value map)"). */
export interface SessionSettings {
  pastDatesEnabled: boolean;
  currentDateEnabled: boolean;
  [name: string]: unknown;
}

const DEFAULTS: SessionSettings = { pastDatesEnabled: false, currentDateEnabled: false };

@Injectable()
export class SystemSettingsService {
  constructor(
    @InjectRepository(SystemSetting) private readonly settings: Repository<SystemSetting>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** POST admin/systemsettings: the two publication-date switches, audited with the write. */
  async saveDateSettings(
    actor: AuditActor,
    values: { pastDatesEnabled: boolean; currentDateEnabled: boolean },
  ): Promise<{ pastDatesEnabled: boolean; currentDateEnabled: boolean }> {
    const before = await this.all();
    await this.dataSource.transaction(async (m) => {
      for (const [name, value] of Object.entries(values))
        await m.query(
          `INSERT INTO system_settings (name, value, updated_at) VALUES ($1, $2::jsonb, now())
           ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
          [name, JSON.stringify(value)],
        );
      await this.audit.record(
        m,
        actor,
        'update',
        'systemSettings',
        0,
        { pastDatesEnabled: before.pastDatesEnabled, currentDateEnabled: before.currentDateEnabled },
        values,
      );
    });
    return values;
  }

  /** Every setting as a name → value map, with defaults for the two the front ends always read. */
  async all(): Promise<SessionSettings> {
    const rows = await this.settings.find();
    const map: SessionSettings = { ...DEFAULTS };
    for (const row of rows) map[row.name] = row.value;
    map.pastDatesEnabled = map.pastDatesEnabled === true;
    map.currentDateEnabled = map.currentDateEnabled === true;
    return map;
  }
}
