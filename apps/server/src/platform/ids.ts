/** A UUID as PostgreSQL's `uuid` type takes it: anything else is no id of ours (and would make the query fail). */
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
