/** "Name (deactivated)" for a disabled publication, wherever publications are listed. */
export function publicationName(
  name: string | undefined,
  enabled: boolean | undefined,
  translate: (key: string, options?: object) => string,
): string {
  const text = name ?? '';
  return enabled === false ? translate('admin.publication.deactivated', { name: text }) : text;
}
