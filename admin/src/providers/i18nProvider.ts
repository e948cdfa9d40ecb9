import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../i18n/en';

const KEY_LIKE = /^[\w$-]+(\.[\w$-]+)+$/;

/**
 * Missing translation: logged, and the key's last segment is shown. Texts that are not
 * keys (labels written as prose) are shown as they are.
 */
function onMissingKey(key: string): string {
  if (!KEY_LIKE.test(key)) return key;
  console.warn(`Missing translation: ${key}`);
  return key.slice(key.lastIndexOf('.') + 1);
}

export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
  onMissingKey,
});
