import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { AuthModule } from '../auth/auth.module';
import { User } from '../accounts/user.entity';
import { ApiKey } from './api-key.entity';
import { ApiKeyUsers } from './api-key-users';
import { ApiKeysAdminController, OwnApiKeyController } from './api-keys.controller';
import { ApiKeysService } from './api-keys.service';
import { ClientCredentialsService } from './client-credentials.service';
import { SecretHasher } from './secret-hasher';
import { TokenController } from './token.controller';

/** API keys and the client-credentials grant that turns one into a bearer token. */
@Module({
  imports: [TypeOrmModule.forFeature([ApiKey, User]), AccountsModule, AuthModule],
  controllers: [OwnApiKeyController, ApiKeysAdminController, TokenController],
  providers: [ApiKeysService, ApiKeyUsers, ClientCredentialsService, SecretHasher],
})
export class ApiKeysModule {}
