export { getMenuCategories, type MenuCategory, type MenuSubType } from './queries/taxonomy'
