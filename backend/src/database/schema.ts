/** The body of a CHECK limiting a text column to a fixed list, as the migrations write it. */
export function oneOf(column: string, values: readonly string[]): string {
  return `${column} IN (${values.map((value) => `'${value}'`).join(',')})`;
}
