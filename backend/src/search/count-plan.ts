/** A node of `EXPLAIN (ANALYZE, FORMAT JSON)`'s plan: only what reading a capped count needs. */
export interface AnalyzedNode {
  'Node Type': string;
  /** 'Outer' for a scan's input; 'SubPlan' and 'InitPlan' for subqueries of its conditions. */
  'Parent Relationship'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: AnalyzedNode[];
}

export interface CountSeen {
  /** The rows the capped count returned: at most cap + 1. */
  counted: number;
  /**
   * The matches the plan implies when the cap stopped it: the bitmap's candidates times the share of the
   * candidates read that matched. Null when the count was not cut or the plan was no single bitmap.
   */
  extrapolated: number | null;
}

const rowsOf = (node: AnalyzedNode) => (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);

/**
 * Reads a capped count (`SELECT 1 … LIMIT cap + 1`, analyzed). A bitmap heap scan builds its whole bitmap
 * before reading the first row, so its index scan reports every candidate even when the LIMIT stopped the
 * reading early; the rows it read (matched, or removed by a filter or a recheck) tell what share of the
 * candidates match. That is a sample of the first candidates in the table's order, so it is an estimate.
 */
export function readCountPlan(root: AnalyzedNode, cap: number): CountSeen {
  const counted = Math.round(rowsOf(root));
  if (counted <= cap) return { counted, extrapolated: null };
  const heap = findNode(root, 'Bitmap Heap Scan');
  const inputs = heap?.Plans?.filter((child) => child['Parent Relationship'] === 'Outer') ?? [];
  // A BitmapAnd or BitmapOr reports no rows of its own.
  if (!heap || inputs.length !== 1 || inputs[0]['Node Type'] !== 'Bitmap Index Scan')
    return { counted, extrapolated: null };
  const index = inputs[0];
  const matched = rowsOf(heap);
  const read = matched + (heap['Rows Removed by Filter'] ?? 0) + (heap['Rows Removed by Index Recheck'] ?? 0);
  if (!read) return { counted, extrapolated: null };
  return { counted, extrapolated: Math.round((rowsOf(index) * matched) / read) };
}

/**
 * Reads a capped count walked in date order (`… ORDER BY date LIMIT cap + 1` with bitmaps and sorts off,
 * analyzed). The walk reads the newest rows of its index first and stops at the cap; the share of the rows
 * it read that matched, times the `walked` rows its index holds for the search (the planner's estimate),
 * is the estimate: a sample of the newest notices.
 */
export function readWalkPlan(root: AnalyzedNode, cap: number, walked: number): CountSeen {
  const counted = Math.round(rowsOf(root));
  if (counted <= cap) return { counted, extrapolated: null };
  const scan = findNode(root, 'Index Scan');
  if (!scan) return { counted, extrapolated: null };
  const matched = rowsOf(scan);
  const read = matched + (scan['Rows Removed by Filter'] ?? 0);
  return { counted, extrapolated: read ? Math.round((walked * matched) / read) : null };
}

function findNode(node: AnalyzedNode, type: string): AnalyzedNode | undefined {
  if (node['Node Type'] === type) return node;
  for (const child of node.Plans ?? []) {
    const found = findNode(child, type);
    if (found) return found;
  }
  return undefined;
}
