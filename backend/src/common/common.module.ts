import { Global, Module } from '@nestjs/common';
import { Clock } from './clock';

/** Providers every domain may use. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class CommonModule {}
