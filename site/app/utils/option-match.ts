import type { NamedRef } from './search-types';

/**
 * The options a picker offers for what was typed, best first: names that start with it, then names with
 * a word that starts with it ("Grand Traverse" for "tra"), then names that only contain it; alphabetical
 * within each group, as the list is. Typing `way` then Enter adds Wayne, not Newaygo.
 */
export function matchingOptions(options: readonly NamedRef[], typed: string): NamedRef[] {
  const text = typed.trim().toLowerCase();
  if (!text) return [...options];
  const rank = (name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith(text)) return 0;
    if (lower.split(/[\s\-'.]+/).some((word) => word.startsWith(text))) return 1;
    return lower.includes(text) ? 2 : -1;
  };
  return options
    .map((option, index) => ({ option, index, rank: rank(option.name) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.option);
}
