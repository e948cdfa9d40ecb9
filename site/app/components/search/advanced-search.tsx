import type { NoticeTypeOption } from '~/utils/search-types';
import { CustomFieldInputs } from './custom-field-inputs';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  from: string;
  to: string;
  onDateChange: (which: 'from' | 'to', value: string) => void;
  type: string;
  onTypeChange: (type: string) => void;
  noticeTypes: NoticeTypeOption[];
  fieldValues: Map<number, string>;
  dateError: string | null;
}

/** From/to dates, the notice type and its custom fields; closing the section clears the type. */
export function AdvancedSearch(props: Props) {
  const { open, from, to, type, noticeTypes, dateError } = props;
  const chosen = noticeTypes.find((t) => String(t.id) === type);
  return (
    <details
      className="advanced-search"
      open={open}
      onToggle={(event) => props.onOpenChange(event.currentTarget.open)}
    >
      <summary>Advanced search</summary>
      <div className="search-grid">
        <div className="field">
          <label htmlFor="search-from">From date</label>
          <input
            id="search-from"
            name="from"
            type="date"
            value={from}
            max={to || undefined}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? 'search-date-error' : undefined}
            onChange={(event) => props.onDateChange('from', event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="search-to">To date</label>
          <input
            id="search-to"
            name="to"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => props.onDateChange('to', event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="search-type">Notice type</label>
          <select
            id="search-type"
            name="type"
            value={type}
            onChange={(event) => props.onTypeChange(event.target.value)}
          >
            <option value="">All notice types</option>
            {noticeTypes.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {dateError ? (
        <p id="search-date-error" className="field-error" role="alert">
          {dateError}
        </p>
      ) : null}
      {chosen ? (
        <CustomFieldInputs key={chosen.id} fields={chosen.fields} values={props.fieldValues} />
      ) : null}
    </details>
  );
}
