import { Body, Controller, Get, HttpCode, Ip, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { NewPasswordDto } from '../accounts/dto/password.dto';
import { ApiErrors, MessageDto } from '../platform/api-errors';
import { ApiPublic } from '../platform/api-public.decorator';
import { AccountService } from './account.service';
import {
  CheckTokenAnswerDto,
  CheckTokenQueryDto,
  EmailDto,
  RegisterDto,
  SetFirstPasswordDto,
} from './dto/auth.dto';

/** Registration and the e-mailed token flows; all public. */
@ApiTags('auth')
@Controller('auth')
export class AccountController {
  constructor(private readonly accounts: AccountService) {}

  @ApiPublic()
  @ApiOperation({ summary: 'Register a public account (a verification mail is sent)' })
  @Post('register')
  @ApiCreatedResponse({ type: MessageDto, description: 'a verification mail is sent' })
  @ApiErrors([400, 'email_not_unique'], [400, 'validation_failed'], [429, 'too_many_requests'])
  register(@Body() dto: RegisterDto, @Ip() ip: string): Promise<MessageDto> {
    return this.accounts.register(dto, ip);
  }

  @ApiPublic()
  @ApiOperation({ summary: 'Send a password-reset mail' })
  @Post('forget_password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto, description: 'a reset mail is sent' })
  @ApiErrors(
    [400, 'validation_failed'],
    [403, 'blocked'],
    [404, 'email_not_registered'],
    [422, 'not_active'],
    [429, 'too_many_requests'],
  )
  forgetPassword(@Body() dto: EmailDto, @Ip() ip: string): Promise<MessageDto> {
    return this.accounts.forgetPassword(dto.email, ip);
  }

  @ApiPublic()
  @ApiOperation({ summary: 'Send the verification mail again' })
  @Post('resend_verification_email')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors(
    [400, 'validation_failed'],
    [404, 'email_not_registered'],
    [422, 'user_already_verified_or_blocked'],
    [429, 'too_many_requests'],
  )
  resendVerification(@Body() dto: EmailDto, @Ip() ip: string): Promise<MessageDto> {
    return this.accounts.resendVerification(dto.email, ip);
  }

  @ApiPublic()
  @ApiOperation({ summary: 'Check an e-mailed token before showing its form' })
  @Get('check_auth_token/:token')
  @ApiOkResponse({ type: CheckTokenAnswerDto })
  @ApiErrors([400, 'invalid_token'])
  checkToken(
    @Param('token') token: string,
    @Query() query: CheckTokenQueryDto,
  ): Promise<CheckTokenAnswerDto> {
    return this.accounts.checkToken(token, query.kind);
  }

  @ApiPublic()
  @ApiOperation({ summary: 'Set a new password with a reset token' })
  @Put('reset_password/:token')
  @ApiOkResponse({ type: MessageDto, description: 'every session of the user is ended' })
  @ApiErrors([400, 'invalid_token'], [400, 'password_policy'], [400, 'passwords_must_match'])
  resetPassword(@Param('token') token: string, @Body() dto: NewPasswordDto): Promise<MessageDto> {
    return this.accounts.resetPassword(token, dto);
  }

  @ApiPublic()
  @ApiOperation({ summary: 'Set the first password with an activation token' })
  @Put('set_first_password/:token')
  @ApiOkResponse({ type: MessageDto, description: 'the account becomes active' })
  @ApiErrors(
    [400, 'invalid_token'],
    [400, 'password_policy'],
    [400, 'passwords_must_match'],
    [400, 'consent_required'],
  )
  setFirstPassword(@Param('token') token: string, @Body() dto: SetFirstPasswordDto): Promise<MessageDto> {
    return this.accounts.setFirstPassword(token, dto);
  }
}
