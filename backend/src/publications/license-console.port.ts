/**
 * Where the outside license console would plug in (docs/decisions/004-license-console.md). We have no such
 * system and no implementation of this port: nothing is bound to LICENSE_CONSOLE, so the check is skipped.
 * An implementation would throw AppException.unprocessable('user_not_exists_on_lc') when the publication
 * admin has no account there, and AppException.unprocessable('lc_error') when the console fails.
 */
export interface LicenseConsolePort {
  assertPublicationCanBeCreated(input: { publicationName: string; adminEmail: string }): Promise<void>;
}

export const LICENSE_CONSOLE = Symbol('LicenseConsolePort');
