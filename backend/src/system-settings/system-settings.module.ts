import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SystemSetting } from './system-setting.entity';
import { PublicSystemSettingsController, SystemSettingsController } from './system-settings.controller';
import { SystemSettingsService } from './system-settings.service';

/** Global: the session answer of several modules reads the settings; also their admin write and public read. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SystemSetting])],
  controllers: [SystemSettingsController, PublicSystemSettingsController],
  providers: [SystemSettingsService],
  exports: [SystemSettingsService],
})
export class SystemSettingsModule {}
