import { Children, cloneElement, isValidElement, useRef, type ReactElement, type ReactNode } from 'react';
import { Box } from '@mui/material';
import {
  DatagridHeader,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  type DatagridHeaderProps,
} from 'react-admin';
import { TABLE_WIDTHS } from '@notices/common';
import { MIN_COLUMN_WIDTH } from '../lib/columns';
import { useColumnWidths } from './useColumnWidths';

interface FieldProps {
  source?: string;
  label?: ReactNode;
}

const KEY_STEP = 10;

/** Swallows the click that ends a drag, so releasing over a sort label does not sort. */
function swallowNextClick() {
  const stop = (event: MouseEvent) => event.stopPropagation();
  window.addEventListener('click', stop, { capture: true, once: true });
  setTimeout(() => window.removeEventListener('click', stop, { capture: true }), 0);
}

/** A column title with a handle on the cell's right edge: drag it, or focus it and use the arrow keys. */
const ResizableTitle = (props: { tableKey: string; source: string; label?: ReactNode; initial: number }) => {
  const { tableKey, source, label, initial } = props;
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const [widths, setWidths] = useColumnWidths(tableKey);
  const frame = useRef(0);
  const width = widths[source] ?? initial;
  const text =
    typeof label === 'string' || label === undefined
      ? String(translateLabel({ label, resource, source }))
      : source;
  const setWidth = (next: number) =>
    setWidths((current) => ({ ...current, [source]: Math.max(MIN_COLUMN_WIDTH, Math.round(next)) }));

  const onPointerDown = (event: React.PointerEvent<HTMLElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const cell = event.currentTarget.closest('th');
    const startWidth = cell?.getBoundingClientRect().width ?? width;
    const startX = event.clientX;
    const move = (moved: PointerEvent) => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => setWidth(startWidth + moved.clientX - startX));
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      swallowNextClick();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    event.stopPropagation();
    setWidth(width + (event.key === 'ArrowRight' ? KEY_STEP : -KEY_STEP));
  };

  return (
    <>
      {typeof label === 'string' || label === undefined ? <span>{text}</span> : label}
      <Box
        component="span"
        role="separator"
        tabIndex={0}
        aria-orientation="vertical"
        aria-valuenow={width}
        aria-valuemin={MIN_COLUMN_WIDTH}
        aria-label={translate('admin.list.resizeColumn', { column: text })}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        onClick={(event: React.MouseEvent) => event.stopPropagation()}
        sx={{
          position: 'absolute',
          top: 0,
          right: 0,
          bottom: 0,
          width: 8,
          cursor: 'col-resize',
          touchAction: 'none',
          borderRight: '2px solid transparent',
          '&:hover, &:focus-visible': { borderRightColor: 'primary.main', outline: 'none' },
        }}
      />
    </>
  );
};

/**
 * react-admin's DatagridHeader whose titles carry a resize handle (default width 200, kept per
 * table key). The actions column keeps its fixed 120 and has no handle.
 */
export const ResizableHeader = ({
  tableKey,
  widths = {},
  ...props
}: DatagridHeaderProps & { tableKey: string; widths?: Record<string, number> }) => {
  const fields = Children.map(props.children, (child) => {
    if (!isValidElement<FieldProps>(child)) return child;
    const { source, label } = child.props;
    if (!source || source === 'actions') return child;
    const initial = widths[source] ?? TABLE_WIDTHS.default;
    const title = <ResizableTitle tableKey={tableKey} source={source} label={label} initial={initial} />;
    return cloneElement(child as ReactElement<FieldProps>, { label: title });
  });
  return <DatagridHeader {...props}>{fields}</DatagridHeader>;
};
