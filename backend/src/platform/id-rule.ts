import { MAX_ID } from '@notices/common';

/** The field error of an id that is not a canonical positive integer (`0`, `-1`, `+2`, `02`…). */
export const ID_RULE = `must be a whole number from 1 to ${MAX_ID}`;
