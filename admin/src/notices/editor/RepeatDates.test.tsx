import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import { RepeatDates } from './RepeatDates';

// Without emotion's <style> elements, which server rendering writes inline.
const html = renderToStaticMarkup(
  <I18nContext.Provider value={i18nProvider}>
    <RepeatDates onRepeat={() => undefined} />
  </I18nContext.Provider>,
).replace(/<style[^>]*>.*?<\/style>/g, '');

const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('RepeatDates', () => {
  it('is a labelled group: a Repeat select (Weekly, Daily) and a Times number from 1 to 52, default 3', () => {
    expect(html).toMatch(/role="group" aria-labelledby="([^"]+)"/);
    const group = /role="group" aria-labelledby="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`id="${group}"`);
    expect(text(html)).toContain('Add a run of dates');
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Repeat<\/label>/);
    const select = /<label[^>]*for="([^"]+)"[^>]*>Repeat<\/label>/.exec(html)![1];
    expect(html).toMatch(new RegExp(`<select[^>]*id="${select}"`));
    expect(html).toContain('<option value="weekly" selected="">Weekly</option>');
    expect(html).toContain('<option value="daily">Daily</option>');
    const times = /<label[^>]*for="([^"]+)"[^>]*>Times<\/label>/.exec(html)![1];
    expect(html).toMatch(new RegExp(`<input[^>]*id="${times}" type="number" min="1" max="52" step="1"`));
    expect(html).toContain('value="3"');
  });

  it('names its button after what it does, described by which dates it adds', () => {
    expect(text(html)).toContain('Repeat weekly × 3');
    const described = /<button[^>]*aria-describedby="([^"]+)"/.exec(html)![1];
    expect(html).toMatch(
      new RegExp(`id="${described}"[^>]*>Adds 3 dates, a week apart, after the latest date<`),
    );
    expect(html).not.toMatch(/admin\.pages\.notices/); // every text is translated
  });
});
