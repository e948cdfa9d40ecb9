import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
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
  constructor(@InjectRepository(SystemSetting) private readonly settings: Repository<SystemSetting>) {}

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
