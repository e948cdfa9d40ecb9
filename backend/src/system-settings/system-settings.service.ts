import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode } from '@notices/common';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { AuditService, type AuditActor } from '../audit/audit.service';
import { AppException } from '../platform/app-exception';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { SEARCH_CHANGED_CHANNEL } from '../search/search-changes';
import { SystemSetting } from './system-setting.entity';
import type { PublicSettingsDto, SessionSettingsDto } from './system-settings.dto';

/** What POST admin/systemsettings may change; absent names keep their stored value. */
export interface SettingsWrite {
  pastDatesEnabled?: boolean;
  currentDateEnabled?: boolean;
  /** The notice type of the site's Emergency button; null clears it. */
  emergencyNoticeTypeId?: number | null;
}

export const EMERGENCY_SETTING = 'emergencyNoticeTypeId';

const upsert = (m: EntityManager, name: string, value: unknown) =>
  m.query(
    `INSERT INTO system_settings (name, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [name, JSON.stringify(value)],
  );

/**
 * The public settings are remembered with what search shows (backend/src/web/site-data.ts): tell every
 * instance at commit, as the search tables' triggers do.
 */
const settingsChanged = (m: EntityManager) => m.query(`SELECT pg_notify($1, '')`, [SEARCH_CHANGED_CHANNEL]);

const noticeTypeExists = async (m: EntityManager, id: number) =>
  (await m.query('SELECT 1 FROM notice_types WHERE id = $1', [id])).length > 0;

@Injectable()
export class SystemSettingsService {
  constructor(
    @InjectRepository(SystemSetting) private readonly settings: Repository<SystemSetting>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** POST admin/systemsettings: the date switches and the emergency notice type, audited with the write. */
  async save(actor: AuditActor, values: SettingsWrite): Promise<SessionSettingsDto> {
    const written = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
    await this.dataSource.transaction(async (m) => {
      const typeId = written[EMERGENCY_SETTING];
      if (typeof typeId === 'number' && !(await noticeTypeExists(m, typeId)))
        throw AppException.badRequest(ErrorCode.validationFailed, {
          [EMERGENCY_SETTING]: ErrorCode.notFound,
        });
      const before = await this.all(m);
      for (const [name, value] of Object.entries(written)) await upsert(m, name, value);
      await settingsChanged(m);
      const old = Object.fromEntries(
        Object.keys(written).map((name) => [name, before[name as keyof SessionSettingsDto] ?? null]),
      );
      await this.audit.record(m, actor, 'update', 'systemSettings', 0, old, written);
    });
    return this.all();
  }

  /** Demo data: the seeded "Emergency Notice" type is the Emergency button's, unless one was chosen. */
  async preselectEmergencyType(m: EntityManager, noticeTypeId: number): Promise<void> {
    await m.query(
      `INSERT INTO system_settings (name, value, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (name) DO NOTHING`,
      [EMERGENCY_SETTING, JSON.stringify(noticeTypeId)],
    );
    await settingsChanged(m);
  }

  /**
   * The Emergency button's notice type: EMERGENCY_NOTICE_TYPE_ID when set, else the one chosen in
   * System settings, while that notice type exists; null hides the button.
   */
  async publicSettings(): Promise<PublicSettingsDto> {
    const chosen = this.config.emergencyNoticeTypeId ?? (await this.all())[EMERGENCY_SETTING];
    const id =
      typeof chosen === 'number' && (await noticeTypeExists(this.dataSource.manager, chosen)) ? chosen : null;
    return { emergencyNoticeTypeId: id };
  }

  /** Every setting as a name → value map, with defaults for those the front ends always read. */
  async all(m: EntityManager = this.dataSource.manager): Promise<SessionSettingsDto> {
    const stored = new Map((await m.find(SystemSetting)).map((row) => [row.name, row.value]));
    const map: SessionSettingsDto = {
      pastDatesEnabled: stored.get('pastDatesEnabled') === true,
      currentDateEnabled: stored.get('currentDateEnabled') === true,
    };
    const emergency = stored.get(EMERGENCY_SETTING);
    if (emergency !== undefined) map.emergencyNoticeTypeId = typeof emergency === 'number' ? emergency : null;
    return map;
  }
}
