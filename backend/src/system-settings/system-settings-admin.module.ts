import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PublicSystemSettingsController, SystemSettingsController } from './system-settings.controller';

/** The settings routes (the admin write, the public read); apart from SystemSettingsModule, which AuthModule itself depends on. */
@Module({ imports: [AuthModule], controllers: [SystemSettingsController, PublicSystemSettingsController] })
export class SystemSettingsAdminModule {}
