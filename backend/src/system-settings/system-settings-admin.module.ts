import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PublicSettingsController } from './public-settings.controller';
import { SystemSettingsController } from './system-settings.controller';

/** The settings write route; apart from SystemSettingsModule, which AuthModule itself depends on. */
@Module({ imports: [AuthModule], controllers: [SystemSettingsController, PublicSettingsController] })
export class SystemSettingsAdminModule {}
