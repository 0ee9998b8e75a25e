/** Every member of the content stand-in's BlockItem union. */
export const blockItemTypes: readonly string[];
export const blockEnums: Record<string, string[]>;
export const blockModels: Record<
  string,
  { fields: Record<string, string>; reverse?: Record<string, [string, string]> }
>;
export const blockComponents: Record<string, Record<string, string>>;
