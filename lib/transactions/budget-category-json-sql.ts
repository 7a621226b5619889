// SQL: a category as the record `budgetCategorySelect` gives (transaction-records.ts) plus its parentId, for reads that
// build their answer as JSON in the database. `c` is the category's alias, `cp` its parent's (LEFT JOINed).
export const BUDGET_CATEGORY_JSON = `json_build_object('id', c.id, 'name', c.name, 'color', c.color,
  'categoryType', c."categoryType", 'kind', c.kind, 'budgetGroup', c."budgetGroup", 'customerId', c."customerId",
  'parentId', c."parentId", 'parent', CASE WHEN cp.id IS NULL THEN NULL ELSE json_build_object('id', cp.id, 'name', cp.name) END)`;
