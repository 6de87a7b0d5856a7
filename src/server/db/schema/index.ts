export * from './user';
export * from './skills';
export * from './calendar';
export * from './payment';
export * from './feedback';
export * from './push';
export * from './read-cache';
