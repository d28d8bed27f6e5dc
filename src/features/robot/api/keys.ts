/** Query keys of the robot feature. */
export const robotKeys = {
  categories: (areaCode: string) => ['robot', 'categories', areaCode] as const,
  subCategories: (areaCode: string, categoryId: string) => ['robot', 'subCategories', areaCode, categoryId] as const,
  suggestions: (areaCode: string, word: string) => ['robot', 'suggestions', areaCode, word] as const,
  reply: (areaCode: string, by: string, value: string) => ['robot', 'reply', areaCode, by, value] as const,
};
