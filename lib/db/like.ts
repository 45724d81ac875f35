// A LIKE / ILIKE pattern that finds the text anywhere, the text taken literally: its \, % and _ escaped
// (PostgreSQL's default escape character is the backslash), so a search for "50%" does not match every row.
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
